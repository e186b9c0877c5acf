import type * as v from 'valibot';
import { converter, type Converter } from '../../runtime';
import type { Issue } from '../../base/schema/issues';
import { parseJson } from '../../base/schema/json';
import { read, SchemaError } from '../../base/schema/read';

/**
 * An API answer the host printed into the page (Blade's `@json`), for a widget to show at
 * once instead of asking for it: the visitor's first cards no longer wait for a round trip
 * after the code arrives. Read like the answer itself (unreadable list entries are left
 * out and reported); an answer that cannot be read at all does not fail the widget, which
 * reports it and asks the API as it would without one (`useServerAnswer`).
 */
export type ServerAnswer<T> = { ok: true; value: T; skipped: Issue[] } | { ok: false; error: Error };

/** The attribute holding a `ServerAnswer`: inline JSON or `#id` of a JSON script, as `attr.json`. */
export function serverAnswer<S extends v.GenericSchema>(schema: S, shape: string): Converter<ServerAnswer<v.InferOutput<S>>> {
  return converter<ServerAnswer<v.InferOutput<S>>>({ type: 'json', shape }, (raw) => {
    let value: unknown;
    try {
      value = parseJson(raw);
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
    const result = read(schema, value);
    return result.ok ? result : { ok: false, error: new SchemaError(result.issue) };
  });
}
