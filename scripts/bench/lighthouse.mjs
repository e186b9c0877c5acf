// Figure 6b: Lighthouse's mobile performance score of each production-like public page
// (Lighthouse's default: a mid-range phone, simulated slow 4G and a 4× slower CPU), one
// run each.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** @import { Result } from 'lighthouse' */
/** @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number }} Scores a page's performance score (0–100) and its metrics (ms; CLS a fraction) */
/** @typedef {{ page: string, error?: undefined } & Scores} ScoredPage */
/** @typedef {{ page: string, score: number, error: string | undefined }} FailedPage a page Lighthouse could not score: its score NaN, and why */
/** @typedef {ScoredPage | FailedPage} PageScore */

const LIGHTHOUSE_PAGES = [
  'index.html',
  'recetas.html',
  'videos.html',
  'carrusel.html',
  'compartir.html',
  'faq-only.html',
  'productos.html',
  'distribuidores.html',
  'recetarios.html',
  'receta.html',
];

/**
 * One page's mobile performance: its score and FCP, LCP, TBT, CLS, with whatever `more(lhr)`
 * reads from Lighthouse's full result besides (the worked host's part keeps the audits that
 * cost time, scripts/bench/host-lighthouse.mjs).
 * @overload
 * @param {string} url
 * @param {number} port
 * @returns {Promise<Scores>}
 */
/**
 * @template {object} More
 * @overload
 * @param {string} url
 * @param {number} port
 * @param {(lhr: Result) => More} more
 * @returns {Promise<Scores & More>}
 */
/**
 * @param {string} url
 * @param {number} port
 * @param {(lhr: Result) => object} [more]
 */
export async function score(url, port, more = () => ({})) {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const lhr = result?.lhr;
  if (lhr === undefined || lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The only category asked for: always in the result.
  const performanceCategory = /** @type {Result.Category} */ (lhr.categories.performance);
  return {
    score: Math.round((performanceCategory.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...more(lhr),
  };
}

/**
 * The headless Chromium Lighthouse drives, the same for every part that scores pages.
 * @param {string} chromePath
 */
export function launchChrome(chromePath) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/**
 * @param {string} baseUrl
 * @param {string} chromePath
 */
export async function measureLighthouse(baseUrl, chromePath) {
  const chrome = await launchChrome(chromePath);
  /** @type {PageScore[]} */
  const results = [];
  try {
    // One run left out first: the first page scored in a fresh browser against a fresh server
    // paid for both starting (the server compressing each file the first time, the browser's
    // first compile), and read 93–95 where the same page then reads 100.
    await score(`${baseUrl}${LIGHTHOUSE_PAGES[0]}`, chrome.port).catch(() => undefined);
    for (const path of LIGHTHOUSE_PAGES) {
      try {
        results.push({ page: path, ...(await score(`${baseUrl}${path}`, chrome.port)) });
      } catch (error) {
        results.push({ page: path, score: Number.NaN, error: String(error).split('\n')[0] });
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** About a minute a page at the most on a busy machine (and the run left out). */
export const lighthousePartLimit = () => (LIGHTHOUSE_PAGES.length + 1) * 60_000 + 30_000;
