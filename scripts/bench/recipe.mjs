// Figure 7: the recipe page's interactions (recipe-tools, demo/receta.html), each counted from
// the click's dispatch in the page to the next paint after it (a frame, then a task): a
// servings step (every quantity rewritten) and a check-off (the box and its keeping). Target:
// within a frame (16 ms) on the benchmark's machine.
import { summarize } from './stats.mjs';

const LIMIT_MS = 30_000;

/** Clicks `selector` in the page and resolves with the time to the next paint, in ms. */
const clickToPaint = (page, selector) =>
  page.evaluate(
    (target) =>
      new Promise((resolve) => {
        const element = document.querySelector(target);
        const start = performance.now();
        element.click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      }),
    selector,
  );

export async function measureRecipe(browser, baseUrl, rounds) {
  const servings = [];
  const checkOffs = [];
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}receta.html`, { timeout: LIMIT_MS });
    await page.locator('[data-widget-name="recipe-tools"][data-widget-state="mounted"]').waitFor({ timeout: LIMIT_MS });
    const more = '[data-widget-name="recipe-tools"] button[aria-label="Más porciones"]';
    const less = '[data-widget-name="recipe-tools"] button[aria-label="Menos porciones"]';
    for (let step = 0; step < 3; step += 1) {
      servings.push(await clickToPaint(page, more));
      servings.push(await clickToPaint(page, less));
    }
    for (const id of ['ingrediente-1', 'ingrediente-3', 'paso-1-hecho', 'paso-2-hecho']) checkOffs.push(await clickToPaint(page, `#${id}`));
    await context.close();
  }
  return { servings: summarize(servings), checkOffs: summarize(checkOffs) };
}
