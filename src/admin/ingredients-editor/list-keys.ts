/**
 * Keys pressed on the product field while its list would be open but downshift has not
 * arrived yet: the arrows, Home/End, PageUp/PageDown and Enter walk and choose in
 * downshift's list. A fast typist who knows the list ('azu', ArrowDown, Enter) must get
 * what downshift would have given, so these keys are kept in order and handed to downshift
 * when it arrives. Typing again, Escape or leaving the field drops them, as each of those
 * would have reset downshift's highlight.
 */
const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown', 'Enter']);

export interface ListKey {
  readonly key: string;
  /** Alt+ArrowUp chooses the highlighted option and closes the list. */
  readonly altKey: boolean;
}

export function asListKey(event: { readonly key: string; readonly altKey: boolean }): ListKey | null {
  return LIST_KEYS.has(event.key) ? { key: event.key, altKey: event.altKey } : null;
}

/** Hands one kept key to downshift's field, which listens to it as to a pressed one. */
export function replayListKey(input: HTMLInputElement, { key, altKey }: ListKey): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key, altKey, bubbles: true, cancelable: true }));
}
