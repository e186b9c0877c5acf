import * as v from 'valibot';
import { attributeName, parseAttributes } from '../../../src/shared/runtime/attributes';
import * as attr from '../../../src/shared/runtime/converters';

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
  ids: attr.json(v.array(v.number()), 'numbers')({
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
    const values = parseAttributes(table, element({ 'data-title': 'Hola', 'data-ratio': '1.5', 'data-open': '', 'data-section': 'consumers', 'data-ids': '[1,2]' }));
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

  test('a required attribute that is missing is named', () => {
    expect(() => parseAttributes(table, element({}))).toThrow('data-title: is required but missing');
  });

  test('JSON can come from a <script type="application/json"> element', () => {
    document.body.innerHTML = '<script type="application/json" id="ids">[3, 4]</script>';
    expect(parseAttributes(table, element({ 'data-title': 't', 'data-ids': '#ids' })).ids).toEqual([3, 4]);
    document.body.innerHTML = '';
  });
});
