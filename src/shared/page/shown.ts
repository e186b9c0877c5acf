/** What this file reads of a page being prerendered (not in the DOM types this project builds with). */
interface Prerendering {
  readonly prerendering?: boolean;
}

/**
 * Runs `run` once the page is shown to the visitor: at once on a page loaded as usual, and on
 * `prerenderingchange` on a page the browser prerendered ahead of a tap (docs/hosting.md,
 * "Speculation Rules"), which the visitor may never open. What counts a visit, sends a hit or an
 * analytics event, or asks for the position goes through here: a prerendered page is silent
 * until it is shown.
 */
export function afterShown(run: () => void): void {
  if ((document as Document & Prerendering).prerendering === true) document.addEventListener('prerenderingchange', () => run(), { once: true });
  else run();
}

/** `afterShown` for code that awaits. */
export function whenShown(): Promise<void> {
  return new Promise((resolve) => afterShown(resolve));
}
