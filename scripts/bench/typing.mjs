// Figure 3: keystroke → painted while typing in one step of a 300-step recipe, against
// one controlled React input.
import { median, quantile } from './stats.mjs';

const TEXT = 'harina leudante y una pizca de sal ';

async function latencies(browser, url, locate) {
  const page = await browser.newPage();
  await page.goto(url);
  const field = await locate(page);
  await field.click();
  await page.keyboard.type(TEXT, { delay: 40 });
  await page.waitForTimeout(100);
  const values = await page.evaluate(() => window.benchLatencies);
  await page.close();
  return values;
}

export async function measureTyping(browser, baseUrl, steps, runs) {
  const ours = [];
  const floor = [];
  for (let run = 0; run < runs; run += 1) {
    ours.push(
      ...(await latencies(browser, `${baseUrl}bench/typing.html?kind=editor&steps=${steps}`, async (page) => {
        const field = page.getByLabel(`Paso ${Math.round(steps / 2)}`, { exact: true });
        await field.waitFor();
        return field;
      })),
    );
    floor.push(
      ...(await latencies(browser, `${baseUrl}bench/typing.html?kind=input`, async (page) => {
        const field = page.locator('#floor-input');
        await field.waitFor();
        return field;
      })),
    );
  }
  return {
    steps,
    median: median(ours),
    p95: quantile(ours, 0.95),
    floorMedian: median(floor),
    floorP95: quantile(floor, 0.95),
  };
}
