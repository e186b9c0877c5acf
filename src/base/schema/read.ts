import * as v from 'valibot';
import { describeIssue, type Issue } from './issues';
import { isSkipped } from './list';

/** A value read with its schema: the value and the list entries left out, or the first problem. */
export type Read<T> = { ok: true; value: T; skipped: Issue[] } | { ok: false; issue: Issue };

/**
 * Checks `value` against `schema`. Entries a `listOf()` left out do not fail the read:
 * they come back in `skipped`, for the caller to report once.
 */
export function read<S extends v.GenericSchema>(schema: S, value: unknown): Read<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output, skipped: [] };
  const failure = result.issues.find((issue) => !isSkipped(issue));
  if (result.typed && failure === undefined) return { ok: true, value: result.output, skipped: result.issues };
  return { ok: false, issue: failure ?? result.issues[0] };
}

/** A value that did not fit its schema, named by the path of its first problem. */
export class SchemaError extends Error {
  constructor(
    readonly issue: Issue,
    root = '',
  ) {
    super(describeIssue(issue, root));
    this.name = 'SchemaError';
  }
}
