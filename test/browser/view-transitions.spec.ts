import type { Browser, BrowserContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures';

// The picture carried into the recipe (docs/hosting.md): a card's picture and the recipe's hero
// share a view-transition-name across the navigation. Playwright turns the back-forward cache
// off; this file launches its own Chromium with it on, as a visitor's is, so "back" restores
// the listing and its `pagereveal` listener is there to name the card again.

/** What the page saw at `pageswap` and `pagereveal`: whether a transition ran, and which pictures had the hero's name. */
interface Seen {
  event: 'pageswap' | 'pagereveal';
  path: string;
  transition: boolean;
  named: string[];
}

/**
 * In every document, before its scripts: notes what each event saw once the page's own
 * listeners have run (pagereveal: at the next frame, before the new state is captured;
 * pageswap: a listener added after the page's scripts, kept in sessionStorage as the page goes).
 */
function observeTransitions(): void {
  const named = () =>
    [...document.querySelectorAll('img')]
      .filter((picture) => getComputedStyle(picture).viewTransitionName === 'sw-recipe-hero')
      .map((picture) => picture.closest('article')?.dataset.postId ?? picture.id);
  const note = (seen: Seen) => {
    const all: Seen[] = JSON.parse(sessionStorage.getItem('seen') ?? '[]');
    sessionStorage.setItem('seen', JSON.stringify([...all, seen]));
  };
  window.addEventListener('pagereveal', (event) => {
    const transition = event.viewTransition !== null;
    const noteNext = () => requestAnimationFrame(() => note({ event: 'pagereveal', path: location.pathname, transition, named: named() }));
    // A busy machine may render a page first before its body is parsed (the recipe's picture not
    // yet there): the names are read once the document is, at the next frame.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', noteNext, { once: true });
    else noteNext();
  });
  const onSwap = (event: PageSwapEvent) => note({ event: 'pageswap', path: location.pathname, transition: event.viewTransition !== null, named: named() });
  // Last among the page's listeners: added at load, and moved last again at each click (the
  // cards' module, which names the picture, may arrive after load).
  window.addEventListener('load', () => window.addEventListener('pageswap', onSwap));
  window.addEventListener(
    'click',
    () => {
      window.removeEventListener('pageswap', onSwap);
      window.addEventListener('pageswap', onSwap);
    },
    { capture: true },
  );
}

const seen = async (page: Page): Promise<Seen[]> => JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen'))) ?? '[]');

async function launch(playwright: PlaywrightWorkerArgs['playwright']): Promise<Browser> {
  return playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}

/** The recipes listing, its first cards in, the demo's mocked backend in control (kept by a second tab, as in back-forward-cache.spec.ts). */
async function openListing(context: BrowserContext): Promise<Page> {
  await context.addInitScript(observeTransitions);
  const page = await context.newPage();
  const cards = page.locator('#recetas-grid article.sw-post-card:not(.sw-post-card--skeleton)');
  await page.goto('/recetas.html');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(cards.first()).toBeVisible();
  const keeper = await context.newPage();
  await keeper.goto('/recetas.html');
  await keeper.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.bringToFront();
  // What the loads above saw is not the journey's.
  await page.evaluate(() => sessionStorage.removeItem('seen'));
  return page;
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-AR' } as const;

/** The layout shifts the page recorded since it loaded (the buffered entries). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0)),
        ).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => resolve(0), 500);
      }),
  );

test('tapping a recipe card carries its picture into the recipe’s hero, and back carries it home, with no layout shift', async ({ playwright, baseURL }) => {
  const browser = await launch(playwright);
  try {
    const context = await browser.newContext({ baseURL, ...phone });
    const page = await openListing(context);
    const supported = await page.evaluate(() => 'onpagereveal' in window && CSS.supports('view-transition-name', 'a'));
    expect(supported, 'this Chromium has cross-document view transitions').toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const card = page.locator('#recetas-grid article.sw-post-card--recipe:not(.sw-post-card--locked)').first();
    const id = (await card.getAttribute('data-post-id')) ?? '';
    await card.getByRole('link').tap();
    await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
    await expect(page.locator('#post-hero')).toBeVisible();
    await expect.poll(async () => (await seen(page)).length).toBe(2);
    const [swap, reveal] = await seen(page);
    // The tapped card's picture, and only it, had the name as the listing went; the hero has it as the recipe shows.
    expect(swap).toEqual({ event: 'pageswap', path: '/recetas.html', transition: true, named: [id] });
    // Whether the browser then runs the incoming half is its own affair: this headless Chromium skips
    // it on the demo's post page now and then (a desktop Chromium runs it), so the test holds the names.
    expect(reveal).toMatchObject({ event: 'pagereveal', path: `/post/${id}`, named: ['post-hero'] });
    test.info().annotations.push({ type: 'incoming transition', description: String(reveal?.transition) });
    expect(await layoutShift(page)).toBe(0);

    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => 'sameDocument' in window), { message: 'the listing comes back from the cache' }).toBe(true);
    await expect.poll(async () => (await seen(page)).length).toBe(4);
    const [, , swapBack, revealBack] = await seen(page);
    // Back: the hero keeps its name as the recipe goes; the card linking to it gets it as the listing shows…
    expect(swapBack).toEqual({ event: 'pageswap', path: `/post/${id}`, transition: true, named: ['post-hero'] });
    expect(revealBack).toEqual({ event: 'pagereveal', path: '/recetas.html', transition: true, named: [id] });
    // …and loses it when the transition is over, so the next tap starts clean.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('#recetas-grid img[style*="view-transition-name"]').length)).toBe(0);
    expect(await layoutShift(page)).toBe(0);
  } finally {
    await browser.close();
  }
});

test('with reduced motion there is no transition and no picture is named', async ({ playwright, baseURL }) => {
  const browser = await launch(playwright);
  try {
    const context = await browser.newContext({ baseURL, ...phone, reducedMotion: 'reduce' });
    const page = await openListing(context);
    const card = page.locator('#recetas-grid article.sw-post-card--recipe:not(.sw-post-card--locked)').first();
    const id = (await card.getAttribute('data-post-id')) ?? '';
    await card.getByRole('link').tap();
    await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
    await expect.poll(async () => (await seen(page)).length).toBe(2);
    const [swap, reveal] = await seen(page);
    expect(swap).toEqual({ event: 'pageswap', path: '/recetas.html', transition: false, named: [] });
    // The hero's name stays in the stylesheet; without a transition it does nothing.
    expect(reveal).toMatchObject({ event: 'pagereveal', transition: false });
  } finally {
    await browser.close();
  }
});
