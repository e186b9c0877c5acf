import type * as v from 'valibot';
import { converter, type Converter } from './converter';
import { describeIssue } from '../schema/issues';
import { parseJson } from '../schema/json';
import { listOf } from '../schema/list';
import { read } from '../schema/read';

/**
 * A JSON list (inline or `#id`, as `json`) where one unreadable entry never hides the
 * others: the widget gets the readable entries, and the runtime reports the others once,
 * naming the attribute (`parseAttributes`). `shape` sketches one entry for the docs.
 */
export function jsonList<S extends v.GenericSchema>(item: S, shape: string): Converter<v.InferOutput<S>[]> {
  const schema = listOf(item);
  return converter<v.InferOutput<S>[]>({ type: 'json-list', shape }, (raw, skip) => {
    const result = read(schema, parseJson(raw));
    if (!result.ok) throw new Error(`unexpected JSON: ${describeIssue(result.issue)}`);
    skip?.(result.skipped);
    return result.value;
  });
}
