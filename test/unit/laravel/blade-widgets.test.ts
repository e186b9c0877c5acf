import { BLADE_WIDGETS_FILE, bladeWidgets, phpKind } from '../../../scripts/blade-widgets';
import { declaredWidgets } from './declared-widgets';
import { expectGenerated } from './generated-file';

test("the Laravel host's widget list is the one the attribute declarations write", async () => {
  expectGenerated(BLADE_WIDGETS_FILE, bladeWidgets(await declaredWidgets()));
});

test('every kind of attribute has its PHP encoding, and an unknown kind is refused', () => {
  expect(phpKind('integer 1–6')).toEqual({ kind: 'integer', min: 1, max: 6 });
  expect(phpKind('"auto" | "standard" | "short"')).toEqual({ kind: 'one-of', values: ['auto', 'standard', 'short'] });
  expect(phpKind('JSON ([{name, content, section}]) or #id of a JSON script')).toEqual({ kind: 'json-list' });
  expect(phpKind('JSON ({name, content}) or #id of a JSON script')).toEqual({ kind: 'json' });
  expect(phpKind('text (one URL path segment)')).toEqual({ kind: 'segment' });
  expect(() => phpKind('colour')).toThrow('no PHP encoding for the attribute kind "colour"');
  expect(() => phpKind('integer 1-6')).toThrow('no PHP encoding');
});
