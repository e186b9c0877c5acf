/** The ids of a product field's parts, as `<label for>`, `aria-controls` and `aria-labelledby` name them. */
export interface ComboboxIds {
  readonly id: string;
  readonly labelId: string;
  readonly inputId: string;
  readonly menuId: string;
  readonly toggleButtonId: string;
}

/**
 * Downshift's own defaults for `useCombobox({ id })` (`${id}-label`, `-input`, `-menu`,
 * `-toggle-button`). The downshift field passes these to `useCombobox` explicitly and the
 * plain field renders them before it loads: one source, so the two can never disagree and
 * the swap keeps every id a label or a screen reader points at.
 */
export function comboboxIds(id: string): ComboboxIds {
  return { id, labelId: `${id}-label`, inputId: `${id}-input`, menuId: `${id}-menu`, toggleButtonId: `${id}-toggle-button` };
}
