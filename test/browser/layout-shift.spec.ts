import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { imageEventsDispatched, imagesInViewDecoded, recordImageEvents } from './image-events';

/**
 * Nothing moves while a page loads (docs/hosting.md, "Keeping the page still"): the
 * layout shift the browser reports to a site, from navigation until the widgets have
 * mounted and their data and images are shown, is 0 on every public demo page and at
 * most 0.05 on the admin ones, at a phone's width and a desktop's. The demo pages are
 * the hosts here: they print the reserves a host should print.
 */
const PAGES = readdirSync(new URL('../../demo/', import.meta.url))
  .filter((file) => file.endsWith('.html') && !file.includes('bench'))
  .sort();

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const ADMIN_LIMIT = 0.05;

/** resilience.html's broken placeholders report themselves, and its hostile image is a 404. */
const RESILIENCE_ERRORS =
  /\[site-widgets\] "(faq-list|faq-item|no-such-widget)" on <div#(bad-json|bad-number|missing|unknown)>|status of 404 .* http:\/\/127\.0\.0\.1:\d+\/x$/;

type WithShifts = Window & { layoutShifts?: { value: number; at: number; sources: string[]; states: string }[] };

/**
 * Records every `layout-shift` entry from before the page's own scripts run. Every entry
 * counts, `hadRecentInput` or not: the test gives the page no input (and Chromium's phone
 * emulation flags early shifts as if there had been some, which is how they went unseen).
 * Each entry keeps what a rare failure needs to be read from its report alone: when it
 * happened, each moved node's box before and after (top and height), and every placeholder's
 * state at that moment.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[]; states: string }[] = [];
    (window as WithShifts).layoutShifts = shifts;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.top)}+${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; sources?: Source[] };
        const sources = (shift.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className}` : String(node?.nodeName);
          return `${name} ${box(previousRect)} → ${box(currentRect)}`;
        });
        const states = [...document.querySelectorAll<HTMLElement>('[data-widget-name]')]
          .map((placeholder) => `${placeholder.id || placeholder.dataset.widgetName}:${placeholder.dataset.widgetState ?? 'waiting'}`)
          .join(' ');
        shifts.push({ value: shift.value, at: Math.round(shift.startTime), sources, states });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Resolves once every widget has mounted (or failed) with its data shown: no placeholder
 * or list loading, every image that had started loading settled and every image in view
 * decoded; then two frames, so the frames drawn so far have reported their shifts.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-widget-state="loading"], [aria-busy="true"]') === null);
  await imageEventsDispatched(page.locator('img:not([loading="lazy"])'));
  await imagesInViewDecoded(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const file of PAGES) {
  const admin = file.startsWith('admin');
  test.describe(file, () => {
    if (file === 'resilience.html') test.use({ expectedErrors: RESILIENCE_ERRORS });
    for (const viewport of WIDTHS) {
      test(`${admin ? `moves at most ${ADMIN_LIMIT}` : 'does not move'} while it loads at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await recordShifts(page);
        await recordImageEvents(page);
        await page.goto(`/${file}`);
        await settled(page);
        const shifts = await page.evaluate(() => (window as WithShifts).layoutShifts ?? []);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        // The moved nodes say where to look when it fails.
        const report = `${total.toFixed(4)}: ${JSON.stringify(shifts)}`;
        if (admin) expect(total, report).toBeLessThanOrEqual(ADMIN_LIMIT);
        else expect(total, report).toBe(0);
      });
    }
  });
}
