/**
 * Resolves after the window's `load` event (at once when it has fired): by then every
 * script the page's markup names has run — module, deferred and async alike — while
 * `DOMContentLoaded`, and a `readyState` of `interactive`, can come before them.
 */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
