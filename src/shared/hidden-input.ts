import { check, type Guard } from './guards';

/**
 * Binding to a hidden input of the host's own form: admin editors read the JSON the
 * server rendered into it and write JSON back; the host posts its form as usual.
 */

export type HiddenJson<T> =
  | { status: 'empty' }
  | { status: 'ok'; value: T }
  /** Unreadable: the editor must not overwrite it (the raw text is kept as it is). */
  | { status: 'invalid'; raw: string; reason: string };

/** The input named `name` in the placeholder's enclosing form, or a `#id` anywhere. */
export function findHiddenInput(placeholder: Element, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const found = name.startsWith('#')
    ? document.getElementById(name.slice(1))
    : placeholder.closest('form')?.elements.namedItem(name);
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : null;
}

export function readHiddenJson<T>(input: HTMLInputElement | HTMLTextAreaElement, guard: Guard<T>): HiddenJson<T> {
  const raw = input.value;
  if (raw.trim() === '') return { status: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { status: 'invalid', raw, reason: error instanceof Error ? error.message : String(error) };
  }
  const checked = check(guard, value);
  return checked.ok ? { status: 'ok', value: checked.value } : { status: 'invalid', raw, reason: checked.problem };
}

/** Writes `value` as JSON and tells the host's form scripts, as typing would. */
export function writeHiddenJson(input: HTMLInputElement | HTMLTextAreaElement, value: unknown): void {
  input.value = JSON.stringify(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
