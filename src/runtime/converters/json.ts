import type * as v from 'valibot';
import { converter, type Converter } from './converter';
import { describeIssue } from '../../base/schema/issues';
import { parseJson } from '../../base/schema/json';
import { read } from '../../base/schema/read';

/**
 * JSON, written inline (`data-items='[…]'`) or kept in a `<script type="application/json"
 * id="…">` element named with a leading `#` (`data-items="#faq-data"`): long HTML-bearing
 * data reads better there, and Blade's `@json` escapes it safely for both places.
 * The value must fit `schema` as a whole; `shape` sketches it for the docs.
 */
export function json<S extends v.GenericSchema>(schema: S, shape: string): Converter<v.InferOutput<S>> {
  return converter<v.InferOutput<S>>({ type: 'json', shape }, (raw) => {
    const result = read(schema, parseJson(raw));
    if (!result.ok) throw new Error(`unexpected JSON: ${describeIssue(result.issue)}`);
    const skipped = result.skipped[0];
    // An entry left out of a list inside refuses the whole value: `readPageJson` reads with this
    // converter and has no one to report to. A list meant to lose entries is a `jsonList`.
    if (skipped !== undefined) throw new Error(`unexpected JSON: ${describeIssue(skipped)}`);
    return result.value;
  });
}
