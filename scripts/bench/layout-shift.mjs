// Figure 6a: layout shift on every demo page, at a phone's width and a desktop's, as the
// browser reports it to a site: every `layout-shift` entry from navigation until the page
// is idle — loaded, its placeholders settled, its images decoded, nothing moving or
// changing for a while — then scrolled through, and idle again.
//
// Every entry counts, `hadRecentInput` or not: the benchmark gives the page no input, and
// Chromium's phone emulation (touch, device scale) flags some shifts right after
// navigation as if there had been input — that flag is why shifts went unseen before.
import { readdirSync } from 'node:fs';

/** @import { Page } from 'playwright-core' */
/** @import { BenchBrowser } from './part.mjs' */
/**
 * A `layout-shift` entry as Chromium reports it (the Layout Instability API, which TypeScript's DOM types leave out).
 * @typedef {PerformanceEntry & { value: number, sources?: { node?: (Node & Partial<Pick<Element, 'id' | 'className'>>) | null }[] }} LayoutShift
 */
/** @typedef {{ at: number, value: number, sources: string[] }} Shift one layout shift as the page records it: when (ms from navigation), how much, what moved */
/** @typedef {typeof window & { benchShifts: Shift[] }} ShiftWindow the page with its layout shifts recorded (shiftOf's init script) */

/** Pages made for other figures (large lists, mount counts) are left out. */
export const SHIFT_PAGES = readdirSync(new URL('../../demo/', import.meta.url))
  .filter((file) => file.endsWith('.html') && !file.includes('bench'))
  .sort();

const WIDTHS = [
  { label: '390 px', viewport: { width: 390, height: 844 }, phone: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, phone: false },
];

const QUIET_MS = 1_000;
const PAGE_LIMIT_MS = 30_000;

/** Images in the viewport have loaded (lazy ones outside it, below or along a scrolling row, are not asked for yet). */
function imagesInViewLoaded() {
  return [...document.images].every((image) => {
    const box = image.getBoundingClientRect();
    const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    return !inView || image.complete;
  });
}

/**
 * Resolves once the network is quiet, images in view have loaded, no placeholder is
 * loading, and nothing has shifted for `QUIET_MS` (DOM changes alone do not count: a
 * carousel changes its slides for as long as the page is open).
 * @param {Page} page
 */
async function idle(page) {
  await page.waitForLoadState('networkidle', { timeout: PAGE_LIMIT_MS });
  await page.waitForFunction(imagesInViewLoaded, undefined, { timeout: PAGE_LIMIT_MS });
  await page.waitForFunction(() => document.querySelector('[data-widget-state="loading"]') === null, undefined, { timeout: PAGE_LIMIT_MS });
  await page.evaluate(
    (quietMs) =>
      new Promise((/** @type {(value: void) => void} */ resolve) => {
        let timer = setTimeout(done, quietMs);
        const shifts = new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        shifts.observe({ type: 'layout-shift' });
        function done() {
          shifts.disconnect();
          requestIdleCallback(() => resolve(), { timeout: quietMs });
        }
      }),
    QUIET_MS,
  );
}

/**
 * @param {BenchBrowser} browser
 * @param {string} url
 * @param {(typeof WIDTHS)[number]} width
 */
async function shiftOf(browser, url, width) {
  const context = await browser.newContext({
    viewport: width.viewport,
    ...(width.phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    /** @type {ShiftWindow} */ (window).benchShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) {
        const sources = (entry.sources ?? []).map((source) => source.node?.id || source.node?.className || source.node?.nodeName || '?');
        /** @type {ShiftWindow} */ (window).benchShifts.push({ at: Math.round(entry.startTime), value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto(url, { timeout: PAGE_LIMIT_MS });
  if (!response?.ok()) throw new Error(`${url}: ${response?.status() ?? 'no answer'}`);
  await idle(page);
  const height = width.viewport.height;
  const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < scrollHeight; top += height / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForFunction(imagesInViewLoaded, undefined, { timeout: PAGE_LIMIT_MS });
  }
  await idle(page);
  const shifts = await page.evaluate(() => /** @type {ShiftWindow} */ (window).benchShifts);
  await context.close();
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  // The largest entries say where to look.
  const worst = shifts
    .sort((a, b) => b.value - a.value)
    .slice(0, 2)
    .map((shift) => `${shift.value.toFixed(3)} at ${shift.at} ms (${shift.sources.join(', ')})`);
  return { total, worst };
}

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {string[]} [pages]
 */
export async function measureLayoutShift(browser, baseUrl, pages = SHIFT_PAGES) {
  const results = [];
  for (const path of pages) {
    for (const width of WIDTHS) {
      try {
        const { total, worst } = await shiftOf(browser, `${baseUrl}${path}`, width);
        results.push({ page: path, width: width.label, admin: path.startsWith('admin'), shift: total, worst });
      } catch (error) {
        results.push({ page: path, width: width.label, admin: path.startsWith('admin'), shift: Number.NaN, worst: [], error: String(error).split('\n')[0] });
      }
    }
  }
  return results;
}

export const shiftPartLimit = (pages = SHIFT_PAGES) => pages.length * WIDTHS.length * PAGE_LIMIT_MS * 3;
