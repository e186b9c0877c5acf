/** A field of the host's page a caption may go into: a `<textarea>` or a text `<input>`. */
export type CaptionField = HTMLTextAreaElement | HTMLInputElement;

/** What `data-caption-target` names: the host's field, or why the widget shows its own text area. */
export type CaptionTarget = { field: CaptionField; problem: null } | { field: null; problem: string };

function isCaptionField(element: Element): element is CaptionField {
  // `type` reads 'text' when the attribute is missing or unknown: the browser draws a text field then too.
  return element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && (element.type === 'text' || element.type === 'search'));
}

/**
 * Whether the visitor can see the field now: a caption written into a hidden one (a
 * collapsed panel) would go, unseen, wherever that field goes. No client rects means no
 * box: `display: none` on it or around it, or not in the page; `visibility` is inherited.
 */
function isShown(field: CaptionField): boolean {
  return field.closest('[hidden]') === null && getComputedStyle(field).visibility === 'visible' && field.getClientRects().length > 0;
}

function wrongKind(element: Element, selector: string): string {
  const named = element instanceof HTMLInputElement ? `<input type="${element.type}">` : `<${element.localName}>`;
  return `data-caption-target="${selector}" names ${named}, not a <textarea> or text <input>`;
}

/** Why a caption may not be written into `element` now (null: it may). */
export function refusedField(element: Element, selector: string): string | null {
  if (!isCaptionField(element)) return wrongKind(element, selector);
  if (!isShown(element)) return `data-caption-target="${selector}" names a field that is not shown`;
  return null;
}

/**
 * The host's field named by a CSS selector, if it is of a kind a caption may go into (a bad
 * selector finds nothing). Only the kind, while the widget renders: whether the field is
 * shown counts each time a caption is written (`refusedField`).
 */
export function findCaptionTarget(selector: string): CaptionTarget {
  let found: Element | null;
  try {
    found = document.querySelector(selector);
  } catch {
    found = null;
  }
  if (found === null) return { field: null, problem: `found no text area for data-caption-target="${selector}"` };
  return isCaptionField(found) ? { field: found, problem: null } : { field: null, problem: wrongKind(found, selector) };
}

/**
 * Copies a caption into the host's field, as typing would: the host's own scripts (a
 * character counter, a form that posts it) hear `input` and `change`.
 */
export function copyCaption(target: CaptionField, caption: string): void {
  if (target.value === caption) return;
  target.value = caption;
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}
