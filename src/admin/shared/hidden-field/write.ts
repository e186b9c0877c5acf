import type { HiddenField } from './find';

/**
 * Sets the field's text and tells the host's form scripts, as typing would: `input`, then
 * `change`, both bubbling. Writing the text it already holds fires nothing.
 */
export function writeHiddenField(field: HiddenField, text: string): void {
  if (field.value === text) return;
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}
