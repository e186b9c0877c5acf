/**
 * The host form's own fields an editor keeps its value in: the host renders them (the
 * server's value), the editor reads them once and writes them back, and the form posts
 * them as usual.
 */
export type HiddenField = HTMLInputElement | HTMLTextAreaElement;

/** The field named `name` in the placeholder's enclosing form, or a `#id` anywhere. */
export function findHiddenField(placeholder: Element, name: string): HiddenField | null {
  const found = name.startsWith('#') ? document.getElementById(name.slice(1)) : placeholder.closest('form')?.elements.namedItem(name);
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : null;
}

/** The form a widget's field is posted with: the field's own, or the placeholder's when the widget adds the field itself. */
export function hostForm(field: HiddenField | null, placeholder: Element): HTMLFormElement | null {
  return field?.form ?? placeholder.closest('form');
}
