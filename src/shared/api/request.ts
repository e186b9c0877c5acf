import type * as v from 'valibot';
import { requestJson, type HttpOptions } from './http';
import { describeIssue, type Issue } from '../../base/schema/issues';
import { read } from '../../base/schema/read';

/** A server answer that fitted its schema, and the list entries it had to leave out. */
export interface Checked<T> {
  value: T;
  /** Unreadable list entries, left out; the widget reports them once (`reportSkipped`). */
  skipped: Issue[];
}

/** The server answered, but not in a shape the widget can use. */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly url: string,
    readonly issue: Issue,
  ) {
    super(`unexpected answer from ${url}: ${describeIssue(issue)}`);
    this.name = 'UnexpectedAnswerError';
  }
}

/** The answer read against `schema`: the value and the list entries left out; throws `UnexpectedAnswerError` when it does not fit. */
export function checkAnswer<S extends v.GenericSchema>(url: string, schema: S, data: unknown): Checked<v.InferOutput<S>> {
  const result = read(schema, data);
  if (!result.ok) throw new UnexpectedAnswerError(url, result.issue);
  return { value: result.value, skipped: result.skipped };
}

/** GET through the shared client, the answer checked against `schema` (throws when it does not fit). */
export async function getChecked<S extends v.GenericSchema>(url: string, schema: S, options: HttpOptions = {}): Promise<Checked<v.InferOutput<S>>> {
  return checkAnswer(url, schema, await requestJson('GET', url, undefined, options));
}

/** POST `body` (JSON, or multipart for FormData) through the shared client, the answer checked like `getChecked`. */
export async function postChecked<S extends v.GenericSchema>(
  url: string,
  body: unknown,
  schema: S,
  options: HttpOptions = {},
): Promise<Checked<v.InferOutput<S>>> {
  return checkAnswer(url, schema, await requestJson('POST', url, body, options));
}
