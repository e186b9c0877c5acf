// Figure 4: the distributors directory over a large list (5,000 by default): from the
// select's `change` to the frame that paints the chosen province's list (the next
// animation frame, then the task after it), median over many province changes; then the
// same from each keystroke's `input` in the search box, over every distributor; then 'Cerca
// mío' (the position granted and set by the browser context), from the tap to the frame that
// paints every distributor sorted by distance: the first tap also downloads the position's
// code, so it is kept apart from the taps after it.
import { summarize } from './stats.mjs';

const LIMIT_MS = 30_000;

export async function measureFiltering(browser, baseUrl, count, rounds) {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    permissions: ['geolocation'],
    // Villa Carlos Paz: the sort crosses provinces.
    geolocation: { latitude: -31.4241, longitude: -64.4978 },
  });
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

  // The search box, over every province: each keystroke, then emptying the box, filters 5,000 keys.
  await page.getByRole('button', { name: 'Ver todas las provincias' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar por nombre o localidad' });
  await page.evaluate(() => {
    window.searchTimes = [];
    document.addEventListener(
      'input',
      (event) => {
        const typedAt = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.searchTimes.push(performance.now() - typedAt), 0));
      },
      true,
    );
  });
  let typed = 0;
  for (let round = 0; round < Math.max(Math.ceil(rounds / 2), 1); round += 1) {
    for (const word of ['cordoba', 'mayorista 12', 'río']) {
      for (const text of [...word, '']) {
        if (text === '') await search.fill('');
        else await search.pressSequentially(text);
        typed += 1;
        await page.waitForFunction((n) => window.searchTimes.length === n, typed, { timeout: LIMIT_MS });
      }
    }
  }
  const searchTimes = await page.evaluate(() => window.searchTimes);
  await search.fill('');

  // 'Cerca mío': a tap turns it on (the list sorted by distance, 'a … km' on each row), the next
  // turns it off. Timed to the frame after the list shows the distances.
  const nearMe = page.getByRole('button', { name: 'Cerca mío' });
  await page.evaluate(() => {
    window.nearTimes = [];
    // The browser's answer with the position, timed too: from it to the paint is our own work.
    window.positionTimes = [];
    const getCurrentPosition = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (success, ...rest) =>
      getCurrentPosition(
        (position) => {
          window.positionAt = performance.now();
          success(position);
        },
        ...rest,
      );
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || event.target.closest('button')?.getAttribute('aria-pressed') !== 'false') return;
        const tappedAt = event.timeStamp;
        const list = document.querySelector('[data-widget-name="distributor-list"]');
        if (list === null) return;
        window.positionAt = undefined;
        const painted = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const now = performance.now();
              window.nearTimes.push(now - tappedAt);
              if (window.positionAt !== undefined) window.positionTimes.push(now - window.positionAt);
            }, 0),
          );
        const observer = new MutationObserver(() => {
          if (list.querySelector('.sw-distributors__distance') === null) return;
          observer.disconnect();
          painted();
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      },
      true,
    );
  });
  const taps = Math.max(rounds * 2, 8);
  for (let tap = 0; tap < taps; tap += 1) {
    await nearMe.click();
    await page.waitForFunction((n) => window.nearTimes.length === n, tap + 1, { timeout: LIMIT_MS });
    await nearMe.click();
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="false"]') !== null, undefined, { timeout: LIMIT_MS });
  }
  const [firstTap, ...nearTimes] = await page.evaluate(() => window.nearTimes);
  const positionTimes = await page.evaluate(() => window.positionTimes.slice(1));
  await page.close();
  return {
    count,
    provinces: provinces.length,
    times: summarize(times),
    search: summarize(searchTimes),
    nearby: { first: firstTap, times: summarize(nearTimes), fromPosition: summarize(positionTimes) },
  };
}
