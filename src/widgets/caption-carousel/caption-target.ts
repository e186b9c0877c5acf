/**
 * Copies a caption into a text area of the host's page, as typing would: the host's
 * own scripts (a character counter, a form that posts it) hear `input` and `change`.
 */
export function copyCaption(target: HTMLTextAreaElement | HTMLInputElement, caption: string): void {
  if (target.value === caption) return;
  target.value = caption;
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The host's text area named by a CSS selector, or null (a bad selector finds nothing). */
export function findCaptionTarget(selector: string): HTMLTextAreaElement | HTMLInputElement | null {
  let found: Element | null;
  try {
    found = document.querySelector(selector);
  } catch {
    return null;
  }
  return found instanceof HTMLTextAreaElement || found instanceof HTMLInputElement ? found : null;
}
