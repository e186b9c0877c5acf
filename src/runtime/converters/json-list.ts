import type * as v from 'valibot';
import { converter, type Converter } from '../attributes';
import { describeIssue, type Issue } from '../schema/issues';
import { parseJson } from '../schema/json';
import { listOf } from '../schema/list';
import { read } from '../schema/read';

/** A list read entry by entry: the widget shows `items` and reports `skipped` once. */
export interface ListAttribute<T> {
  items: T[];
  skipped: Issue[];
}

/**
 * A JSON list (inline or `#id`, as `json`) where one unreadable entry never hides the
 * others. `shape` sketches one entry for the docs.
 */
export function jsonList<S extends v.GenericSchema>(item: S, shape: string): Converter<ListAttribute<v.InferOutput<S>>> {
  const schema = listOf(item);
  return converter<ListAttribute<v.InferOutput<S>>>({ type: 'json-list', shape }, (raw) => {
    const result = read(schema, parseJson(raw));
    if (!result.ok) throw new Error(`unexpected JSON: ${describeIssue(result.issue)}`);
    return { items: result.value, skipped: result.skipped };
  });
}
