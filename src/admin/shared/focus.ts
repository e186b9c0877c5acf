/**
 * After a reorder or removal React may have moved or dropped the focused button: focus
 * goes back to the same control of the moved row (or the fallback) once the DOM is updated.
 */
export function focusSoon(root: Element | null, selectors: readonly string[]): void {
  setTimeout(() => {
    for (const selector of selectors) {
      const target = root?.querySelector<HTMLElement>(selector);
      if (target && !target.hasAttribute('disabled')) {
        target.focus();
        return;
      }
    }
  }, 0);
}
