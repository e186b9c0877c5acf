import { media } from '../../../src/admin/shared/uploader/media';
import * as attr from '../../../src/runtime/converters';
import { phpKind } from '../../../scripts/generate/blade-widgets';

/** The host package's widget list carries each kind to PHP: its type, and what PHP checks with. */

test('a kind reaches PHP as its type and the fields PHP checks with; the docs-only fields stay behind', () => {
  const described = { description: '' };
  expect(phpKind(attr.text(described).kind)).toEqual({ kind: 'text' });
  expect(phpKind(attr.segment(described).kind)).toEqual({ kind: 'segment' });
  expect(phpKind(attr.id(described).kind)).toEqual({ kind: 'id' });
  expect(phpKind(attr.integer(described).kind)).toEqual({ kind: 'integer' });
  expect(phpKind(attr.integerBetween(1, 6)(described).kind)).toEqual({ kind: 'integer', min: 1, max: 6 });
  expect(phpKind(attr.oneOf(['auto', 'standard', 'short'])(described).kind)).toEqual({ kind: 'one-of', values: ['auto', 'standard', 'short'] });
  expect(phpKind({ type: 'json', shape: '{name, content}' })).toEqual({ kind: 'json' });
  expect(phpKind({ type: 'json-list', shape: '{name, content, section}' })).toEqual({ kind: 'json-list' });
});

test("a converter of its own that gives only its docs' words is text to PHP (the widget checks it)", () => {
  const kind = media({ description: '' }).kind;
  expect(kind).toEqual({ type: 'text', words: '"desktop", "mobile{n}", "desktop{n}" or "another"' });
  expect(phpKind(kind)).toEqual({ kind: 'text' });
});
