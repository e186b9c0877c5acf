function focusFirst(root: Element | null, selectors: readonly string[]): boolean {
  for (const selector of selectors) {
    const target = root?.querySelector<HTMLElement>(selector);
    if (target && !target.hasAttribute('disabled')) {
      target.focus();
      return true;
    }
  }
  return false;
}

/**
 * After an add, a reorder or a removal React may have moved or dropped the focused
 * button: focus goes to the same control of the moved row (or the fallback) as soon as
 * the DOM is updated. A click's update commits in a microtask queued before this one,
 * so the target is usually there at once; keystrokes typed right after the click must
 * not land on the old button (browsers run input before timers), hence no timer first.
 */
export function focusSoon(root: Element | null, selectors: readonly string[]): void {
  queueMicrotask(() => {
    if (!focusFirst(root, selectors)) setTimeout(() => focusFirst(root, selectors), 0);
  });
}
