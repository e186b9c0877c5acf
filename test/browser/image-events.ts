import { expect, type Locator, type Page } from '@playwright/test';

/** The page's record of the images whose `load` or `error` event has been dispatched. */
type WithImageEvents = Window & { imagesWithEvent?: WeakSet<EventTarget> };

/**
 * From before the page's own scripts run, remembers every image whose `load` or `error`
 * event has been dispatched: by the next task, its handlers (inline ones included) have
 * run. What a test waits on before saying that an image's handler ran nothing.
 */
export async function recordImageEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<EventTarget>();
    (window as WithImageEvents).imagesWithEvent = seen;
    const remember = (event: Event) => {
      if (event.target instanceof HTMLImageElement) seen.add(event.target);
    };
    // Neither event bubbles, and `load` never reaches window: the document's capture sees both.
    document.addEventListener('load', remember, true);
    document.addEventListener('error', remember, true);
  });
}

/** Resolves once every image inside `scope` has had its `load` or `error` event (see recordImageEvents). */
export async function imageEventsDispatched(scope: Locator): Promise<void> {
  const images = scope.locator('img');
  await expect.poll(() => images.evaluateAll((found) => found.every((image) => (window as WithImageEvents).imagesWithEvent?.has(image) === true))).toBe(true);
}

/**
 * Resolves once every image the browser shows (intersecting the viewport, as scrolling rows
 * clip it) is decoded or has failed to: what a person sees has its final size.
 */
export async function imagesInViewDecoded(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const images = [...document.images];
        if (images.length === 0) return resolve();
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          const shown = entries
            .filter((entry) => entry.isIntersecting)
            .map((entry) => entry.target)
            .filter((target) => target instanceof HTMLImageElement);
          void Promise.all(shown.map((image) => image.decode().catch(() => undefined))).then(() => resolve());
        });
        for (const image of images) observer.observe(image);
      }),
  );
}
