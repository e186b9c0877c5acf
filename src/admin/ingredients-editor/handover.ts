/**
 * Where the editor was in the plain field at the moment the downshift field replaces it:
 * which part had focus, and the caret or selection in the text. Taken by the plain field as
 * it unmounts (a layout effect's cleanup, which runs before React removes its elements) and
 * given back by the downshift field in its first layout effect, before the browser paints.
 */
export interface Handover {
  readonly focused: 'input' | 'toggle' | null;
  readonly start: number | null;
  readonly end: number | null;
  readonly direction: 'forward' | 'backward' | 'none' | null;
}

export function takeHandover(input: HTMLInputElement | null, toggle: HTMLButtonElement | null): Handover | null {
  if (input === null) return null;
  const active = input.ownerDocument.activeElement;
  const focused = active === input ? 'input' : active !== null && active === toggle ? 'toggle' : null;
  return { focused, start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection };
}

export function giveHandover(handover: Handover, input: HTMLInputElement | null, toggle: HTMLButtonElement | null): void {
  if (handover.focused === 'toggle') toggle?.focus({ preventScroll: true });
  if (handover.focused !== 'input' || input === null) return;
  // The new text is where the old one was: scrolling to it would only jump the page.
  input.focus({ preventScroll: true });
  if (handover.start !== null && handover.end !== null) input.setSelectionRange(handover.start, handover.end, handover.direction ?? undefined);
}
