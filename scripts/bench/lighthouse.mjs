// Figure 6b: Lighthouse's mobile performance score of the production-like public page
// (Lighthouse's default: a mid-range phone, simulated slow 4G and a 4× slower CPU).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function measureLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    const lhr = result?.lhr;
    if (lhr === undefined || lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}
