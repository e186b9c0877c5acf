// Figure 4: the distributors directory over a large list (5,000 by default): from the
// select's `change` to the frame that paints the chosen province's list (the next
// animation frame, then the task after it), median over many province changes.
import { summarize } from './stats.mjs';

const LIMIT_MS = 30_000;

export async function measureFiltering(browser, baseUrl, count, rounds) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl}distribuidores-bench.html?n=${count}`, { timeout: LIMIT_MS });
  const select = page.getByRole('combobox', { name: 'Provincia' });
  await select.waitFor({ timeout: LIMIT_MS });
  await page.waitForFunction(() => document.querySelector('select')?.disabled === false, undefined, { timeout: LIMIT_MS });
  const provinces = (await select.locator('option:not([disabled])').allTextContents()).filter(Boolean);
  await page.evaluate(() => {
    window.benchTimes = [];
    document.addEventListener(
      'change',
      (event) => {
        const changedAt = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.benchTimes.push(performance.now() - changedAt), 0));
      },
      true,
    );
  });
  const changes = Math.max(rounds * 3, 15);
  for (let run = 0; run < changes; run += 1) {
    await select.selectOption({ label: provinces[run % provinces.length] });
    await page.waitForFunction((n) => window.benchTimes.length === n, run + 1, { timeout: LIMIT_MS });
  }
  const times = await page.evaluate(() => window.benchTimes);
  await page.close();
  return { count, provinces: provinces.length, times: summarize(times) };
}
