import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const LISTS = ['#faq-professionals', '#faq-consumers'];

interface Shift {
  value: number;
  sources: string[];
}

/** The page's record of its layout shifts (recordShifts). */
type ShiftRecorder = Window & { takeShifts?: () => Shift[] };

test.use({ viewport: PHONE });

/** Heights of each list's closed questions: the host's fallback or the widget's. */
function questionHeights(page: Page, selector: string): Promise<number[][]> {
  return page.evaluate(
    ({ lists, selector }) =>
      lists.map((list) => [...document.querySelectorAll(`${list} ${selector}`)].map((element) => element.getBoundingClientRect().height)),
    { lists: LISTS, selector },
  );
}

async function withoutJavaScript<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'es-AR' });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Records the page's layout shifts not caused by input, naming the nodes that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node);
      const main = document.querySelector('main');
      // A shift of <main> as a whole comes from above it (the demo's visitor panel).
      const where = main !== null && node !== main && main.contains(node) ? 'in main' : 'outside main';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} (${where})`;
    };
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // A drawn frame's shifts may still be waiting for the observer's callback: take them too.
    (window as ShiftRecorder).takeShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
}

async function shiftsAfterMount(page: Page, placeholders: string[]): Promise<Shift[]> {
  for (const placeholder of placeholders) await expect(page.locator(placeholder)).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('.sw-faq-fallback')).toHaveCount(0);
  // A shift is reported when the frame that caused it is drawn: once the next frame starts,
  // the frames showing the mounted widgets have been drawn and their shifts recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as ShiftRecorder).takeShifts?.() ?? []);
}

test('the FAQ lists mount on a phone without moving anything in the page', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/');
  const shifts = await shiftsAfterMount(page, [...LISTS, '#faq-single']);
  expect(shifts.filter((shift) => shift.sources.some((source) => source.endsWith('(in main)')))).toEqual([]);
});

test('a page with only an FAQ list does not move at all', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/faq-only.html');
  expect(await shiftsAfterMount(page, ['#faq'])).toEqual([]);
});

test("a fallback question is exactly as tall as the widget's closed question", async ({ page, browser }) => {
  const fallback = await withoutJavaScript(browser, async (noScript) => {
    await noScript.goto('/');
    return questionHeights(noScript, '.sw-faq-fallback');
  });
  await page.goto('/');
  for (const list of LISTS) await expect(page.locator(list)).toHaveAttribute('data-widget-state', 'mounted');
  const widget = await questionHeights(page, '.sw-disclosure');
  expect(fallback.flat().length).toBeGreaterThan(4);
  expect(fallback).toEqual(widget);
});

test('without JavaScript the fallback questions open and close on click', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/');
    const question = page.locator('#faq-professionals details.sw-faq-fallback').first();
    await expect(question).not.toHaveAttribute('open');
    const answer = question.locator('.sw-faq-fallback__answer');
    await expect(answer).toBeHidden();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('formulario de registro');
    await question.locator('summary').press('Enter');
    await expect(answer).toBeHidden();
  });
});
