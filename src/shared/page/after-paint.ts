/** How long work put off until after the paint may wait for an idle moment on a busy page, in ms. */
const AT_MOST_MS = 200;

/**
 * Runs `work` once the frame being prepared has painted and the page is idle (the browser's
 * idle callback, at most `AT_MOST_MS` later); browsers without it (Safari) run it in the task
 * after the next frame. For work the visitor does not see, so that it does not delay what
 * they do see (the address after 'Cerca mío''s list, the order of the pages after the first).
 * Returns the cancel.
 */
export function afterPaint(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: AT_MOST_MS });
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
