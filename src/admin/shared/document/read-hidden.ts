import * as v from 'valibot';
import { describeExpected, describePath, describeValue, valueAt } from './describe-value';
import { NOT_AN_OBJECT } from './legacy-json';
import { editorTexts } from '../ui/texts';

/**
 * What an editor found in its hidden input. `ok` keeps the very objects `JSON.parse`
 * made (valibot only checks them), so fields the editor does not know survive.
 */
export type HiddenDocument<T> =
  | { status: 'empty'; raw: string }
  | { status: 'ok'; raw: string; value: T }
  /**
   * Unreadable: never overwritten. `message` is the Spanish explanation shown to the editor;
   * `detail` is the technical one (the parser's own words), reported and shown on demand.
   */
  | { status: 'invalid'; raw: string; message: string; detail: string };

export interface ReadOptions {
  /** Values that mean "nothing yet", like an empty input (Laravel's `[]` for an empty object). */
  readonly blank?: (parsed: unknown) => boolean;
  /** The value must be a JSON object: valibot's objects also accept lists. */
  readonly object?: boolean;
}

export function readHiddenDocument<S extends v.GenericSchema>(
  raw: string,
  schema: S,
  field: string,
  options: ReadOptions = {},
): HiddenDocument<v.InferInput<S>> {
  if (raw.trim() === '') return { status: 'empty', raw };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'invalid', raw, message: editorTexts.unreadable(field, editorTexts.badJson), detail: `invalid JSON: ${reason}` };
  }
  if (options.blank?.(parsed) === true) return { status: 'empty', raw };
  if (options.object === true && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) {
    return {
      status: 'invalid',
      raw,
      message: editorTexts.unreadable(field, editorTexts.badShape(describePath([]), describeExpected('object'), describeValue(parsed))),
      detail: 'unexpected JSON at (root): expected an object',
    };
  }
  if (v.is(schema, parsed)) return { status: 'ok', raw, value: parsed };
  const issue = v.safeParse(schema, parsed).issues?.[0];
  const path = issue?.path?.map((item) => (typeof item.key === 'string' || typeof item.key === 'number' ? item.key : '?')) ?? [];
  const found = describeValue(valueAt(parsed, path));
  // `record()`'s list check is a custom check: what it expects is an object.
  const expected = describeExpected(issue?.message === NOT_AN_OBJECT ? 'object' : (issue?.type ?? ''));
  return {
    status: 'invalid',
    raw,
    message: editorTexts.unreadable(field, editorTexts.badShape(describePath(path), expected, found)),
    detail: `unexpected JSON at ${path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
  };
}
