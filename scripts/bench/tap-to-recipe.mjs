// Tap → recipe (issue "Measured"): on the demo's phone profile (390 px, touch, Lighthouse's
// mobile network throttling, 4× CPU slowdown), a tap on a recipe card of the recipes listing →
// the recipe page's largest contentful paint (its picture), counted from the tap. Measured
// with the runtime's speculation and without it (`window.SiteWidgets.speculation = 'off'`),
// the two interleaved round by round, so a busy machine weighs on both alike; the ratio is
// with / without, pair by pair.
import { summarize } from './stats.mjs';

/** @import { Page } from 'playwright-core' */
/** @import { BenchBrowser } from './part.mjs' */

const LIMIT_MS = 60_000;

/**
 * Lighthouse's mobile throttling as DevTools applies it (its `devtools` method, lighthouse's
 * constants: 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up), and its 4× CPU.
 */
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'es-AR' };

/** Each mode's page global; `on` leaves the host's default. */
const MODES = /** @type {const} */ (['on', 'off']);

/**
 * One tap: the listing loaded under the phone profile, left idle a moment (time for what the
 * runtime asks for ahead), then its first open recipe card tapped.
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {'on' | 'off'} speculation
 */
async function tapOnce(browser, baseUrl, speculation) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript((mode) => {
    // The page global a host sets before the entry (docs/hosting.md); 'on' is no setting at all.
    if (mode === 'off') Reflect.set(window, 'SiteWidgets', { ...Reflect.get(window, 'SiteWidgets'), speculation: 'off' });
    // The tap's moment, in the browser's clock, kept across the navigation.
    window.addEventListener('pointerdown', (event) => sessionStorage.setItem('bench:tap', String(performance.timeOrigin + event.timeStamp)), {
      capture: true,
    });
  }, speculation);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${baseUrl}recetas.html`, { timeout: LIMIT_MS });
  const card = page.locator('#recetas-grid article.sw-post-card--recipe:not(.sw-post-card--locked)').first();
  await card.locator('img').evaluate((/** @type {HTMLImageElement} */ picture) => picture.decode(), undefined, { timeout: LIMIT_MS });
  // As a visitor reads before tapping: the network quiet a moment.
  await page.waitForLoadState('networkidle', { timeout: LIMIT_MS });
  await page.waitForTimeout(1000);
  const id = await card.getAttribute('data-post-id');
  await card.getByRole('link').tap({ timeout: LIMIT_MS });
  await page.waitForURL(`**/post/${id}`, { timeout: LIMIT_MS, waitUntil: 'commit' });
  const measured = await recipePainted(page);
  await context.close();
  return measured;
}

/**
 * In the recipe page, once its picture is painted: its largest contentful paint from the tap
 * (a prerendered page's paints count from its activation, when the visitor sees it).
 * @param {Page} page
 */
function recipePainted(page) {
  return page.evaluate(
    () =>
      new Promise((/** @type {(result: { ms: number, element: string, prerendered: boolean }) => void} */ resolve, reject) => {
        const hero = /** @type {HTMLImageElement | null} */ (document.getElementById('post-hero'));
        if (hero === null) return reject(new Error('the recipe page has no #post-hero'));
        const navigation = /** @type {PerformanceNavigationTiming & { activationStart?: number }} */ (performance.getEntriesByType('navigation')[0]);
        const activationStart = navigation?.activationStart ?? 0;
        const tap = Number(sessionStorage.getItem('bench:tap'));
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const lcp = /** @type {(PerformanceEntry & { element: Element | null }) | undefined} */ (last);
          if (lcp === undefined || lcp.element !== hero) return;
          const paintedAt = performance.timeOrigin + Math.max(lcp.startTime, activationStart);
          resolve({ ms: paintedAt - tap, element: 'post-hero', prerendered: activationStart > 0 });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number} rounds
 */
export async function measureTapToRecipe(browser, baseUrl, rounds) {
  /** @type {Record<'on' | 'off', number[]>} */
  const times = { on: [], off: [] };
  /** @type {number[]} */
  const ratios = [];
  let prerendered = 0;
  for (let round = 0; round < rounds; round += 1) {
    // Interleaved, the order swapped each round.
    const order = round % 2 === 0 ? MODES : [...MODES].reverse();
    /** @type {Partial<Record<'on' | 'off', number>>} */
    const pair = {};
    for (const mode of order) {
      const result = await tapOnce(browser, baseUrl, mode);
      times[mode].push(result.ms);
      pair[mode] = result.ms;
      if (mode === 'on' && result.prerendered) prerendered += 1;
    }
    ratios.push((pair.on ?? Number.NaN) / (pair.off ?? Number.NaN));
  }
  return { withSpeculation: summarize(times.on), withoutSpeculation: summarize(times.off), ratio: summarize(ratios), prerendered };
}

/** Its limit: a round is two taps, each a throttled listing and recipe. */
export const tapPartLimit = (/** @type {number} */ rounds) => rounds * 2 * LIMIT_MS + 30_000;
