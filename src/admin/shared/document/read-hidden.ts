import * as v from 'valibot';
import { describeIssue, type Issue } from '../../../base/schema/issues';
import { editorTexts } from '../ui/texts';
import { describeExpected, describePath, describeValue, valueAt } from './describe-value';
import { NOT_AN_OBJECT } from './legacy-json';
import { parseJsonText } from '../../../base/schema/json';

/**
 * What an editor found in its hidden input. `ok` keeps the very objects `JSON.parse`
 * made (valibot only checks them), so fields the editor does not know survive.
 */
type HiddenDocument<T> =
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
    parsed = parseJsonText(raw);
  } catch (error) {
    return {
      status: 'invalid',
      raw,
      message: editorTexts.unreadable(field, editorTexts.badJson),
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  if (options.blank?.(parsed) === true) return { status: 'empty', raw };
  if (options.object === true && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) {
    return {
      status: 'invalid',
      raw,
      message: editorTexts.unreadable(field, editorTexts.badShape(describePath([]), describeExpected('object'), describeValue(parsed))),
      detail: 'unexpected JSON: expected an object',
    };
  }
  if (v.is(schema, parsed)) return { status: 'ok', raw, value: parsed };
  const result = v.safeParse(schema, parsed);
  const issue = result.success ? undefined : result.issues[0];
  return {
    status: 'invalid',
    raw,
    message: editorTexts.unreadable(field, shapeProblem(issue, parsed)),
    detail: `unexpected JSON: ${issue === undefined ? 'invalid' : describeIssue(issue)}`,
  };
}

/**
 * Where the JSON is wrong and how, in Spanish ("en elemento 1 → «steps» se esperaba una
 * lista y hay el texto «x»"), from the issue the technical detail describes with
 * `describeIssue`, as every JSON the bundle reads is described.
 */
function shapeProblem(issue: Issue | undefined, parsed: unknown): string {
  const path = (issue?.path ?? []).map((item) => (typeof item.key === 'string' || typeof item.key === 'number' ? item.key : '?'));
  // `record()`'s list check is a custom check: what it expects is an object.
  const expected = describeExpected(issue?.message === NOT_AN_OBJECT ? 'object' : (issue?.type ?? ''));
  return editorTexts.badShape(describePath(path), expected, describeValue(valueAt(parsed, path)));
}
