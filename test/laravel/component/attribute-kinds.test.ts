import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { phpKind, PHP_FIELDS } from '../../../scripts/generate/blade-widgets';
import type { AttributeKind } from '../../../src/runtime/converters/kind';
import type { AttributeSpec } from '../../../src/runtime/attributes';
import * as attr from '../../../src/runtime/converters';

/**
 * Every kind of the closed list (`AttributeKind`) has its encoding in PHP
 * (`AttributeValue::encode`), whether a widget declares it yet or not: a value PHP writes
 * is read back by the kind's converter. A new kind does not type-check here until it has
 * its case.
 */

const described = { description: '' };
const CASES: { readonly [T in AttributeKind['type']]: { readonly spec: AttributeSpec<unknown>; readonly value: unknown } } = {
  text: { spec: attr.text(described), value: 'Pan & "queso"' },
  segment: { spec: attr.segment(described), value: 'recetas' },
  integer: { spec: attr.integerBetween(1, 6)(described), value: 6 },
  id: { spec: attr.id(described), value: 12 },
  number: { spec: attr.number(described), value: 2.5 },
  boolean: { spec: attr.boolean(described), value: false },
  'one-of': { spec: attr.oneOf(['professionals', 'consumers'])(described), value: 'consumers' },
  json: { spec: attr.json(v.looseObject({ name: v.string() }), '{name}')(described), value: { name: 'A' } },
  'json-list': { spec: attr.jsonList(v.looseObject({ name: v.string() }), '{name}')(described), value: [{ name: 'A' }, { name: 'B' }] },
};

const resultSchema = v.array(v.union([v.object({ text: v.nullable(v.string()) }), v.object({ error: v.string() })]));

function encoded(cases: readonly { spec: Record<string, unknown>; value: unknown }[]) {
  const result = spawnSync('php', [path.resolve(__dirname, 'attribute-value.php')], { input: JSON.stringify(cases), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(resultSchema, JSON.parse(result.stdout));
}

test('the cases are one per kind, each of its kind', () => {
  expect(Object.keys(CASES).sort()).toEqual(Object.keys(PHP_FIELDS).sort());
  for (const [type, { spec }] of Object.entries(CASES)) expect(spec.kind.type).toBe(type);
});

test('every kind is encoded by PHP as its converter reads it back', () => {
  const cases = Object.values(CASES);
  const results = encoded(cases.map(({ spec, value }) => ({ spec: { ...phpKind(spec.kind), required: false }, value })));
  cases.forEach(({ spec, value }, index) => {
    const result = results[index];
    if (result === undefined || !('text' in result) || result.text === null) throw new Error(`${spec.kind.type}: PHP wrote ${JSON.stringify(result)}`);
    expect([spec.kind.type, spec.parse(result.text)]).toEqual([spec.kind.type, value]);
  });
});
