import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLADE_WIDGETS_FILE, bladeWidgets, phpKind } from '../../../scripts/blade-widgets';
import { declaredWidgets } from './declared-widgets';

const FILE = path.resolve(__dirname, '../../..', BLADE_WIDGETS_FILE);

test("the Laravel host's widget list is the one the attribute declarations write", async () => {
  const expected = bladeWidgets(await declaredWidgets());
  const current = readFileSync(FILE, 'utf8');
  if (process.env.UPDATE_README === '1' && current !== expected) {
    writeFileSync(FILE, expected);
    return;
  }
  expect(current).toBe(expected);
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
