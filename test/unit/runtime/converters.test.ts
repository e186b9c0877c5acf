import * as v from 'valibot';
import { attributeName, parseAttributes } from '../../../src/runtime/attributes';
import * as attr from '../../../src/runtime/converters';

function element(attributes: Record<string, string>): Element {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

const table = {
  title: attr.text({ required: true, description: '' }),
  perPage: attr.integer({ default: 12, description: '' }),
  ratio: attr.number({ description: '' }),
  level: attr.integerBetween(1, 6)({ default: 3, description: '' }),
  open: attr.boolean({ default: false, description: '' }),
  section: attr.oneOf(['professionals', 'consumers'] as const)({ default: 'professionals', description: '' }),
  ids: attr.json(
    v.array(v.number()),
    'numbers',
  )({
    default: [],
    description: '',
  }),
};

describe('attribute converters', () => {
  test('camelCase keys are data-kebab-case attributes', () => {
    expect(attributeName('perPage')).toBe('data-per-page');
    expect(attributeName('title')).toBe('data-title');
  });

  test('parses every kind and fills defaults', () => {
    const values = parseAttributes(
      table,
      element({ 'data-title': 'Hola', 'data-ratio': '1.5', 'data-open': '', 'data-section': 'consumers', 'data-ids': '[1,2]' }),
    );
    expect(values).toEqual({ title: 'Hola', perPage: 12, ratio: 1.5, level: 3, open: true, section: 'consumers', ids: [1, 2] });
    expect(parseAttributes(table, element({ 'data-title': 'x' }))).toEqual({
      title: 'x',
      perPage: 12,
      ratio: undefined,
      level: 3,
      open: false,
      section: 'professionals',
      ids: [],
    });
  });

  test.each([
    [{ 'data-per-page': '1.5' }, 'data-per-page: expected a whole number (got "1.5")'],
    [{ 'data-per-page': '' }, 'data-per-page: expected a whole number'],
    [{ 'data-ratio': 'abc' }, 'data-ratio: expected a number'],
    [{ 'data-level': '7' }, 'data-level: expected a whole number from 1 to 6 (got "7")'],
    [{ 'data-open': 'yes' }, 'data-open: expected "true", "false" or no value'],
    [{ 'data-section': 'chefs' }, 'data-section: expected one of professionals, consumers'],
    [{ 'data-ids': '[1,' }, 'data-ids: invalid JSON'],
    [{ 'data-ids': '["a"]' }, 'data-ids: unexpected JSON: [0]: expected a number'],
    [{ 'data-ids': '#nowhere' }, 'data-ids: no <script> element with id "nowhere"'],
  ])('rejects %j with a message naming the attribute', (attributes, message) => {
    expect(() => parseAttributes(table, element({ 'data-title': 't', ...attributes }))).toThrow(message);
  });

  test.each([
    ['0x1', 'hexadecimal'],
    ['1E2', 'exponent'],
    ['3e0', 'exponent'],
    ['1.00', 'a decimal point'],
    ['99999999999999999999999', 'beyond the safe-integer range'],
    ['+3', 'a plus sign'],
    ['Infinity', 'not digits'],
  ])('an integer refuses %s (%s)', (raw) => {
    expect(() => parseAttributes(table, element({ 'data-title': 't', 'data-per-page': raw }))).toThrow('data-per-page: expected a whole number');
    expect(() => parseAttributes(table, element({ 'data-title': 't', 'data-level': raw }))).toThrow('data-level: expected a whole number from 1 to 6');
  });

  test('integers: plain decimal digits, surrounding spaces allowed, a minus sign where negatives make sense', () => {
    expect(parseAttributes(table, element({ 'data-title': 't', 'data-per-page': ' 24 ', 'data-level': '\n2\t' }))).toMatchObject({ perPage: 24, level: 2 });
    expect(parseAttributes(table, element({ 'data-title': 't', 'data-per-page': '-5' })).perPage).toBe(-5);
    expect(parseAttributes(table, element({ 'data-title': 't', 'data-per-page': '9007199254740991' })).perPage).toBe(9007199254740991);
    const ids = { tagId: attr.id({ description: '' }) };
    expect(parseAttributes(ids, element({ 'data-tag-id': ' 12 ' })).tagId).toBe(12);
    for (const raw of ['-1', '0x1', '1E2', '1.00', '3e0', '99999999999999999999999', 'abc']) {
      expect(() => parseAttributes(ids, element({ 'data-tag-id': raw }))).toThrow('data-tag-id: expected an id (decimal digits)');
    }
  });

  test('numbers: decimal notation only', () => {
    for (const [raw, value] of [
      ['1.5', 1.5],
      [' -0.25 ', -0.25],
      ['.5', 0.5],
      ['1.00', 1],
      ['7', 7],
    ] as const) {
      expect(parseAttributes(table, element({ 'data-title': 't', 'data-ratio': raw })).ratio).toBe(value);
    }
    for (const raw of ['0x1', '1E2', '3e0', 'Infinity', '1,5', '', '-', '.']) {
      expect(() => parseAttributes(table, element({ 'data-title': 't', 'data-ratio': raw }))).toThrow('data-ratio: expected a number');
    }
  });

  test('text is trimmed; a required text may not be empty, an optional empty text reads as absent', () => {
    const texts = {
      title: attr.text({ required: true, description: '' }),
      note: attr.text({ description: '' }),
      label: attr.text({ default: 'Hola', description: '' }),
    };
    expect(parseAttributes(texts, element({ 'data-title': '  Recetas ' }))).toEqual({ title: 'Recetas', note: undefined, label: 'Hola' });
    expect(parseAttributes(texts, element({ 'data-title': 'x', 'data-note': '', 'data-label': '   ' }))).toEqual({
      title: 'x',
      note: undefined,
      label: 'Hola',
    });
    expect(() => parseAttributes(texts, element({ 'data-title': '' }))).toThrow('data-title: is required but empty');
    expect(() => parseAttributes(texts, element({ 'data-title': ' \n ' }))).toThrow('data-title: is required but empty');
  });

  test('a path segment refuses "." and ".." (and empty); anything else is kept, to be encoded in the URL', () => {
    const segments = { section: attr.segment({ required: true, description: '' }) };
    expect(parseAttributes(segments, element({ 'data-section': ' recetas ' })).section).toBe('recetas');
    expect(parseAttributes(segments, element({ 'data-section': 'a/b?c' })).section).toBe('a/b?c');
    expect(() => parseAttributes(segments, element({ 'data-section': '..' }))).toThrow('data-section: not a path segment: ".." (got "..")');
    expect(() => parseAttributes(segments, element({ 'data-section': '.' }))).toThrow('data-section: not a path segment');
    expect(() => parseAttributes(segments, element({ 'data-section': '' }))).toThrow('data-section: is required but empty');
  });

  test('a JSON list keeps its readable entries and reports the others once, naming the attribute', () => {
    const lists = {
      items: attr.jsonList(v.looseObject({ name: v.string() }), '{name}')({ required: true, description: '' }),
      more: attr.jsonList(v.looseObject({ name: v.string() }), '{name}')({ default: [], description: '' }),
    };
    const report = jest.fn();
    const { items, more } = parseAttributes(lists, element({ 'data-items': '[{"name":"a"},{"name":1},{"name":"b","extra":true},{}]' }), report);
    expect(items).toEqual([{ name: 'a' }, { name: 'b', extra: true }]);
    expect(more).toEqual([]);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({
      phase: 'data',
      message: 'skipped 2 unreadable entries of data-items',
      error: new Error('data-items[1].name: expected a string'),
    });
    // Nothing left out, nothing reported.
    report.mockClear();
    parseAttributes(lists, element({ 'data-items': '[{"name":"a"}]', 'data-more': '[{"name":"b"}]' }), report);
    expect(report).not.toHaveBeenCalled();
    expect(() => parseAttributes(lists, element({ 'data-items': '{"name":"a"}' }), report)).toThrow('data-items: unexpected JSON: expected a list');
  });

  test('entries left out are reported only when every attribute could be read: a widget that does not mount reports its malformed attribute alone', () => {
    const lists = {
      items: attr.jsonList(v.looseObject({ name: v.string() }), '{name}')({ required: true, description: '' }),
      level: attr.integerBetween(1, 6)({ default: 3, description: '' }),
    };
    const report = jest.fn();
    expect(() => parseAttributes(lists, element({ 'data-items': '[{"name":1}]', 'data-level': '9' }), report)).toThrow(
      'data-level: expected a whole number from 1 to 6',
    );
    expect(report).not.toHaveBeenCalled();
  });

  test('a required attribute that is missing is named', () => {
    expect(() => parseAttributes(table, element({}))).toThrow('data-title: is required but missing');
  });

  test('JSON can come from a <script type="application/json"> element', () => {
    document.body.innerHTML = '<script type="application/json" id="ids">[3, 4]</script>';
    expect(parseAttributes(table, element({ 'data-title': 't', 'data-ids': '#ids' })).ids).toEqual([3, 4]);
    document.body.innerHTML = '';
  });
});
