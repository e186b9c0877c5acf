import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { editorValues } from '../../../scripts/generate/editor-schemas';
import { readHiddenDocument } from '../../../src/admin/shared/document/read-hidden';
import { FORM_READING } from '../../../src/admin/shared/document/use-form-document';
import { EDITOR_VALUES } from '../../shared/editor-values';

const verdictSchema = v.array(v.object({ passes: v.boolean(), message: v.nullable(v.string()) }));

/** The host's verdict on each value (EditorValue, through PHP). */
function serverVerdicts(entries: readonly { editor: string; value: string }[]) {
  const result = spawnSync('php', [path.resolve(__dirname, 'editor-values.php')], { input: JSON.stringify(entries), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(verdictSchema, JSON.parse(result.stdout));
}

const cases = editorValues.flatMap((declared) => {
  const corpus = EDITOR_VALUES[declared.editor];
  if (corpus === undefined) throw new Error(`no corpus for ${declared.editor}`);
  return [...corpus.read.map((value) => ({ declared, value, read: true })), ...corpus.refused.map((value) => ({ declared, value, read: false }))];
});
const verdicts = serverVerdicts(cases.map(({ declared, value }) => ({ editor: declared.editor, value })));

test('every editor has a corpus', () => {
  expect(Object.keys(EDITOR_VALUES).sort()).toEqual(editorValues.map(({ editor }) => editor).sort());
});

test.each(cases.map((entry, index) => ({ ...entry, editor: entry.declared.editor, verdict: verdicts[index] })))(
  '$editor: $value is read by the editor ($read) exactly when the host accepts it',
  ({ declared, value, read, verdict }) => {
    const document = readHiddenDocument(value, declared.schema, declared.field, declared.shape === 'form' ? FORM_READING : {});
    expect(document.status !== 'invalid').toBe(read);
    expect(verdict?.passes).toBe(read);
    if (!read) expect(verdict?.message).toMatch(/^El campo :attribute (no tiene la forma que su editor sabe leer: .+|no es JSON válido)\.$/);
  },
);

test('the host refuses what cannot be JSON, and nesting deeper than any editor writes', () => {
  const [unparsable, deep] = serverVerdicts([
    { editor: 'steps-editor', value: '[{"name":' },
    { editor: 'steps-editor', value: `[{"steps":[{"text":"x","extra":${'['.repeat(70)}${']'.repeat(70)}}]}]` },
  ]);
  expect(unparsable).toEqual({ passes: false, message: 'El campo :attribute no es JSON válido.' });
  expect(deep?.passes).toBe(false);
});
