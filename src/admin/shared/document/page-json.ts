import type * as v from 'valibot';
import { attr } from '../../../runtime';

/** Page data an editor read, or why it could not (the reader's own words, for the report). */
export type PageJson<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Reads page data an editor can work without (the categories, the product list) exactly
 * as a JSON attribute is read: inline JSON or the `#id` of a `<script
 * type="application/json">`, checked with `schema`, with the same messages. Its attribute
 * is declared a text all the same: a list that cannot be read leaves the editor working
 * and saying so, where a malformed attribute would stop the widget.
 */
export function readPageJson<S extends v.GenericSchema>(schema: S, reference: string): PageJson<v.InferOutput<S>> {
  // The declaration's words are never shown: only its reader is used.
  const reader = attr.json(schema, 'page data')({ required: true, description: 'page data' });
  try {
    return { ok: true, value: reader.parse(reference) };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}
