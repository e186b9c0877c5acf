import type * as v from 'valibot';
import { describeIssue, type Issue } from '../runtime/schema/issues';
import { read } from '../runtime/schema/read';

/**
 * Binding to a hidden input of the host's own form: admin editors read the JSON the
 * server rendered into it and write JSON back; the host posts its form as usual.
 */

export type HiddenJson<T> =
  | { status: 'empty' }
  /** `skipped`: list entries left out (see `listOf`); the editor reports them once. */
  | { status: 'ok'; value: T; skipped: Issue[] }
  /** Unreadable: the editor must not overwrite it (the raw text is kept as it is). */
  | { status: 'invalid'; raw: string; reason: string };

/** The input named `name` in the placeholder's enclosing form, or a `#id` anywhere. */
export function findHiddenInput(placeholder: Element, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const found = name.startsWith('#')
    ? document.getElementById(name.slice(1))
    : placeholder.closest('form')?.elements.namedItem(name);
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : null;
}

export function readHiddenJson<S extends v.GenericSchema>(input: HTMLInputElement | HTMLTextAreaElement, schema: S): HiddenJson<v.InferOutput<S>> {
  const raw = input.value;
  if (raw.trim() === '') return { status: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { status: 'invalid', raw, reason: error instanceof Error ? error.message : String(error) };
  }
  const result = read(schema, value);
  return result.ok ? { status: 'ok', value: result.value, skipped: result.skipped } : { status: 'invalid', raw, reason: describeIssue(result.issue) };
}

/** Writes `value` as JSON and tells the host's form scripts, as typing would. */
export function writeHiddenJson(input: HTMLInputElement | HTMLTextAreaElement, value: unknown): void {
  input.value = JSON.stringify(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
