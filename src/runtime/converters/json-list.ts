import type * as v from 'valibot';
import { converter, type Converter } from './converter';
import { describeIssue } from '../../base/schema/issues';
import { parseJson } from '../../base/schema/json';
import { listOf } from '../../base/schema/list';
import { read } from '../../base/schema/read';

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
