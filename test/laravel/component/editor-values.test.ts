import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { DOCUMENT_EDITORS, documentEditors } from '../../../src/admin/catalogue/document-editors';
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

test('every editor has a corpus', () => {
  expect(Object.keys(EDITOR_VALUES).sort()).toEqual([...DOCUMENT_EDITORS].sort());
});

// One test per editor, its declaration downloaded as the revisions' comparison downloads it;
// each value is named in what a failure prints.
test.each(DOCUMENT_EDITORS)('%s: each value of its corpus is read by the editor exactly when the host accepts it', async (name) => {
  const declared = await documentEditors[name].declaration();
  const corpus = EDITOR_VALUES[name];
  if (corpus === undefined) throw new Error(`no corpus for ${name}`);
  const cases = [...corpus.read.map((value) => ({ value, read: true })), ...corpus.refused.map((value) => ({ value, read: false }))];
  const verdicts = serverVerdicts(cases.map(({ value }) => ({ editor: name, value })));
  const outcomes = cases.map(({ value, read }, index) => {
    const document = readHiddenDocument(value, declared.schema, declared.field, declared.shape === 'form' ? FORM_READING : {});
    const verdict = verdicts[index];
    const message = verdict?.message ?? null;
    return {
      value,
      editorReads: document.status !== 'invalid',
      hostAccepts: verdict?.passes,
      refusal: read || message === null ? null : /^El campo :attribute (no tiene la forma que su editor sabe leer: .+|no es JSON válido)\.$/.test(message),
    };
  });
  expect(outcomes).toEqual(cases.map(({ value, read }) => ({ value, editorReads: read, hostAccepts: read, refusal: read ? null : true })));
});

test('the host refuses what cannot be JSON, and nesting deeper than any editor writes', () => {
  const [unparsable, deep] = serverVerdicts([
    { editor: 'steps-editor', value: '[{"name":' },
    { editor: 'steps-editor', value: `[{"steps":[{"text":"x","extra":${'['.repeat(70)}${']'.repeat(70)}}]}]` },
  ]);
  expect(unparsable).toEqual({ passes: false, message: 'El campo :attribute no es JSON válido.' });
  expect(deep?.passes).toBe(false);
});
