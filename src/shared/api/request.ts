import axios from 'axios';
import type * as v from 'valibot';
import { http } from './http';
import { describeIssue, type Issue } from '../../runtime/schema/issues';
import { read } from '../../runtime/schema/read';

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

interface RequestOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /**
   * The request outlives the page (fetch's `keepalive`, what `sendBeacon` does): for a
   * record sent as the visitor leaves. Axios's fetch adapter, so the XSRF and
   * X-Requested-With headers come along as on every request.
   */
  keepalive?: boolean;
  /** How much of the body has been sent, in percent (null while the size is unknown). */
  onUploadProgress?: (percent: number | null) => void;
}

/**
 * The production build loads axios's fetch adapter, which only `keepalive` requests use,
 * the first time one asks for it (scripts/build/axios-fetch-on-demand.mjs). A widget that
 * will send one calls this when it mounts, so the request leaves at once when its moment
 * comes, even as the page goes away. Elsewhere (tests) the adapter is already there.
 */
export function prepareKeepalive(): void {
  axios.getAdapter('fetch');
}

function axiosOptions({ keepalive, onUploadProgress, ...options }: RequestOptions) {
  const progress =
    onUploadProgress === undefined
      ? {}
      : {
          onUploadProgress: (event: { loaded: number; total?: number }) =>
            onUploadProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null),
        };
  return keepalive === true ? { ...options, ...progress, adapter: 'fetch' as const, fetchOptions: { keepalive: true } } : { ...options, ...progress };
}

function check<S extends v.GenericSchema>(url: string, schema: S, data: unknown): Checked<v.InferOutput<S>> {
  const result = read(schema, data);
  if (!result.ok) throw new UnexpectedAnswerError(url, result.issue);
  return { value: result.value, skipped: result.skipped };
}

/** GET through the shared client, the answer checked against `schema` (throws when it does not fit). */
export async function getChecked<S extends v.GenericSchema>(url: string, schema: S, options: RequestOptions = {}): Promise<Checked<v.InferOutput<S>>> {
  const response = await http.get<unknown>(url, axiosOptions(options));
  return check(url, schema, response.data);
}

/** POST `body` (JSON, or multipart for FormData) through the shared client, the answer checked like `getChecked`. */
export async function postChecked<S extends v.GenericSchema>(
  url: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<Checked<v.InferOutput<S>>> {
  const response = await http.post<unknown>(url, body, axiosOptions(options));
  return check(url, schema, response.data);
}
