/**
 * When a swap held back by a press or a composition may happen. Both wait one task past the
 * event that ends them, because events of the same gesture follow in that task: the click
 * after `pointerup` (a click whose `pointerdown` target was removed never fires), and in some
 * browsers the last `input` after `compositionend` (its text must reach the state first).
 */
export function afterThisTask(then: () => void): void {
  window.setTimeout(then, 0);
}

/** Calls `then` after the pointer pressed now is released or the press is cancelled (anywhere on the page). */
export function afterPointerRelease(then: () => void): void {
  const release = () => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    afterThisTask(then);
  };
  // Listened to on the window, in the capture phase: the press may end outside the field.
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}
