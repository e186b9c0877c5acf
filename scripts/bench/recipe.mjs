// Figure 7: the recipe page's interactions (recipe-tools, demo/receta.html), each counted from
// the click's dispatch in the page to the next paint after it (a frame, then a task): a
// servings step (every quantity rewritten) and a check-off (the box and its keeping); and in
// cook mode, a tick of the running step timers (two at once, each second's countdown
// repainted), from the tick's callback to the next paint; and with the kitchen open (grams on, the
// yeast swapped: every quantity rewritten through the densities), a servings step and a mould
// typed. Target: within a frame (16 ms) on the benchmark's machine.
import { summarize } from './stats.mjs';

/** @import { Page } from 'playwright-core' */
/** @import { BenchBrowser } from './part.mjs' */
/** @typedef {typeof window & { benchTicks: number[] }} TicksWindow the page with the timers' ticks recorded (timeSecondTicks), one time to paint per tick */

const LIMIT_MS = 30_000;

/**
 * Clicks `selector` in the page and resolves with the time to the next paint, in ms.
 * @param {Page} page
 * @param {string} selector
 */
const clickToPaint = (page, selector) =>
  page.evaluate(
    (target) =>
      new Promise((/** @type {(ms: number) => void} */ resolve) => {
        const element = /** @type {HTMLElement} */ (document.querySelector(target));
        const start = performance.now();
        element.click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      }),
    selector,
  );

/**
 * Opens 'Adaptar la receta' and waits for its code; grams on, the dry yeast as fresh.
 * @param {Page} page
 */
async function openKitchen(page) {
  await page.getByRole('button', { name: 'Adaptar la receta' }).click();
  const kitchen = page.getByRole('region', { name: 'Adaptar la receta' });
  await kitchen.getByRole('switch', { name: 'Medidas en gramos' }).check({ timeout: LIMIT_MS });
  await kitchen.getByRole('radio', { name: 'Fresca' }).check();
}

/**
 * Types a diameter into the kitchen's mould (the whole value, as one input event) and resolves
 * with the time to the next paint, in ms.
 * @param {Page} page
 * @param {string} value
 */
const typeToPaint = (page, value) =>
  page.evaluate(
    (text) =>
      new Promise((/** @type {(ms: number) => void} */ resolve) => {
        const input = /** @type {HTMLInputElement} */ (document.querySelector('.sw-kitchen input[inputmode="decimal"]'));
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const start = performance.now();
        setValue?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      }),
    value,
  );

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number} rounds
 */
export async function measureRecipe(browser, baseUrl, rounds) {
  /** @type {number[]} */
  const servings = [];
  /** @type {number[]} */
  const checkOffs = [];
  /** @type {number[]} */
  const kitchen = [];
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
    await openKitchen(page);
    for (let step = 0; step < 3; step += 1) {
      kitchen.push(await clickToPaint(page, more));
      kitchen.push(await clickToPaint(page, less));
    }
    for (const diameter of ['20', '26', '22', '24']) kitchen.push(await typeToPaint(page, diameter));
    await context.close();
  }
  return {
    servings: summarize(servings),
    checkOffs: summarize(checkOffs),
    kitchen: summarize(kitchen),
    timerTicks: summarize(await measureTimerTicks(browser, baseUrl)),
  };
}

/** The timers' once-a-second callbacks, each timed to the next paint after it. */
function timeSecondTicks() {
  /** @type {TicksWindow} */ (window).benchTicks = [];
  // The page's own setInterval (the DOM's), without Node's overloads.
  const setInterval = /** @type {Window} */ (window).setInterval.bind(window);
  /** @type {Window} */ (window).setInterval = (handler, delay, ...rest) =>
    setInterval(
      (/** @type {unknown[]} */ ...args) => {
        const start = performance.now();
        if (typeof handler === 'function') handler(...args);
        if (delay === 1000) requestAnimationFrame(() => setTimeout(() => /** @type {TicksWindow} */ (window).benchTicks.push(performance.now() - start)));
      },
      delay,
      ...rest,
    );
}

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 */
async function measureTimerTicks(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(timeSecondTicks);
  const page = await context.newPage();
  await page.goto(`${baseUrl}receta.html`, { timeout: LIMIT_MS });
  await page.locator('[data-widget-name="recipe-tools"][data-widget-state="mounted"]').waitFor({ timeout: LIMIT_MS });
  await page.getByRole('switch', { name: 'Modo cocina' }).check({ timeout: LIMIT_MS });
  for (const name of ['Temporizador 40 min, paso 4', 'Temporizador 10 min']) await page.getByRole('button', { name }).first().click({ timeout: LIMIT_MS });
  await page.evaluate(() => {
    /** @type {TicksWindow} */ (window).benchTicks = [];
  });
  await page.waitForFunction(() => /** @type {TicksWindow} */ (window).benchTicks.length >= 10, undefined, { timeout: LIMIT_MS });
  const ticks = await page.evaluate(() => /** @type {TicksWindow} */ (window).benchTicks);
  await context.close();
  return ticks;
}
