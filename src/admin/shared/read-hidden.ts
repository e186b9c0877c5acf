import * as v from 'valibot';
import { describeExpected, describePath, describeValue, valueAt } from './describe-value';
import { editorTexts } from './texts';

/**
 * What an editor found in its hidden input. `ok` keeps the very objects `JSON.parse`
 * made (valibot only checks them), so fields the editor does not know survive.
 */
export type HiddenDocument<T> =
  | { status: 'empty'; raw: string }
  | { status: 'ok'; raw: string; value: T }
  /** Unreadable: never overwritten; `message` is the Spanish explanation shown to the editor. */
  | { status: 'invalid'; raw: string; message: string; detail: string };

export function readHiddenDocument<S extends v.GenericSchema>(
  raw: string,
  schema: S,
  field: string,
): HiddenDocument<v.InferInput<S>> {
  if (raw.trim() === '') return { status: 'empty', raw };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'invalid', raw, message: editorTexts.unreadable(field, editorTexts.badJson(reason)), detail: `invalid JSON: ${reason}` };
  }
  if (v.is(schema, parsed)) return { status: 'ok', raw, value: parsed };
  const issue = v.safeParse(schema, parsed).issues?.[0];
  const path = issue?.path?.map((item) => (typeof item.key === 'string' || typeof item.key === 'number' ? item.key : '?')) ?? [];
  const found = describeValue(valueAt(parsed, path));
  const expected = describeExpected(issue?.type ?? '');
  return {
    status: 'invalid',
    raw,
    message: editorTexts.unreadable(field, editorTexts.badShape(describePath(path), expected, found)),
    detail: `unexpected JSON at ${path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
  };
}
