import type { Page } from '@playwright/test';
import { FORBIDDEN, HARMLESS_HTML, HARMLESS_SANITIZED, HOSTILE_HTML } from '../shared/hostile-html';
import { expect, requestedScripts, test } from './fixtures';
import { imageEventsDispatched, recordImageEvents } from './image-events';
import { readManifest } from './manifest';

test.use({
  // resilience.html's broken placeholders, and the 404s of the hostile `<img src=x …>`
  // (the sanitizers keep the image and drop its handler).
  expectedErrors:
    /\[site-widgets\] "(faq-list|faq-item|no-such-widget)" on <div#(bad-json|bad-number|missing|unknown)>|status of 404 .* http:\/\/127\.0\.0\.1:\d+\/x$/,
});

interface Outcome {
  harmless: string;
  /** The harmless answer's content when its widget first committed (announced by site-widgets:mount). */
  atMount: string | undefined;
  traces: string[];
  pwned: unknown;
}

/**
 * Adds one open `faq-item` per payload (and one harmless answer) to the page with the
 * hostile FAQ, and reads what the sanitizer left.
 */
async function sanitizeOnPage(page: Page): Promise<Outcome> {
  // The cases are in the page before the runtime starts, as a host would print them, so
  // on the DOMPurify path the open answers mount while DOMPurify is still downloading.
  await recordImageEvents(page);
  await page.addInitScript(
    ({ hostile, harmless }) => {
      const seen: Record<string, string> = {};
      (window as Window & { answersAtMount?: Record<string, string> }).answersAtMount = seen;
      document.addEventListener('site-widgets:mount', (event) => {
        const target = event.target;
        if (target instanceof Element && target.closest('#sanitizer-cases') !== null) {
          seen[target.id] = target.querySelector('.sw-faq__answer')?.innerHTML ?? '(no answer)';
        }
      });
      document.addEventListener('DOMContentLoaded', () => {
        const cases = document.createElement('div');
        cases.id = 'sanitizer-cases';
        for (const [index, content] of [harmless, ...hostile].entries()) {
          const item = document.createElement('div');
          item.id = `case-${index}`;
          item.dataset.widgetName = 'faq-item';
          item.dataset.open = '';
          item.dataset.faq = JSON.stringify({ name: `Caso ${index}`, content });
          cases.append(item);
        }
        document.querySelector('main')?.append(cases);
      });
    },
    { hostile: HOSTILE_HTML, harmless: HARMLESS_HTML },
  );
  await page.goto('/resilience.html');
  await expect(page.locator('#hostile')).toHaveAttribute('data-widget-state', 'mounted');
  const cases = page.locator('#sanitizer-cases > [data-widget-name]');
  await expect(cases).toHaveCount(HOSTILE_HTML.length + 1);
  for (const item of await cases.all()) await expect(item).toHaveAttribute('data-widget-state', 'mounted');
  // What could still run once the answers are in is an image's handler, after the image
  // loads or fails: wait for those events. (An iframe or a script kept would be a trace.)
  await imageEventsDispatched(page.locator('#sanitizer-cases, #hostile'));
  return page.evaluate((forbidden) => {
    const traces: string[] = [];
    for (const root of document.querySelectorAll('#sanitizer-cases, #hostile')) {
      for (const element of root.querySelectorAll(forbidden)) traces.push(element.outerHTML);
      for (const element of root.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          if (/^on/i.test(name) || /^\s*[a-z]*script:/i.test(value.replace(/[\t\n\r]/g, ''))) traces.push(`${name}=${value}`);
        }
      }
    }
    const state = window as Window & { __pwned?: unknown; answersAtMount?: Record<string, string> };
    return {
      harmless: document.querySelector('#case-0 .sw-faq__answer')?.innerHTML ?? '',
      atMount: state.answersAtMount?.['case-0'],
      traces,
      pwned: state.__pwned,
    };
  }, FORBIDDEN);
}

const purifyChunk = () => {
  const file = readManifest()['src/shared/html/purify.ts']?.file;
  if (file === undefined) throw new Error('DOMPurify is not in a chunk of its own');
  return file;
};

test('Chromium sanitizes natively: nothing hostile runs or survives, and DOMPurify is never downloaded', async ({ page }) => {
  const scripts = requestedScripts(page);
  const outcome = await sanitizeOnPage(page);
  expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(true);
  expect(outcome.pwned).toBeUndefined();
  expect(outcome.traces).toEqual([]);
  expect(outcome.harmless).toBe(HARMLESS_SANITIZED);
  expect(outcome.atMount).toBe(HARMLESS_SANITIZED);
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(purifyChunk());
});

test('without setHTML, DOMPurify (downloaded on demand) gives the same result', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Element.prototype as Partial<Element & { setHTML: unknown }>).setHTML;
  });
  const scripts = requestedScripts(page);
  const outcome = await sanitizeOnPage(page);
  expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(false);
  expect(outcome.pwned).toBeUndefined();
  expect(outcome.traces).toEqual([]);
  expect(outcome.harmless).toBe(HARMLESS_SANITIZED);
  // An answer open from the start is there in the widget's first commit, never empty.
  expect(outcome.atMount).toBe(HARMLESS_SANITIZED);
  expect(scripts).toContain(purifyChunk());
});

test('a setHTML that rejects the configuration falls back to DOMPurify', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Element.prototype, 'setHTML', {
      configurable: true,
      value() {
        throw new TypeError('unsupported options');
      },
    });
  });
  const scripts = requestedScripts(page);
  const outcome = await sanitizeOnPage(page);
  expect(outcome.pwned).toBeUndefined();
  expect(outcome.traces).toEqual([]);
  expect(outcome.harmless).toBe(HARMLESS_SANITIZED);
  expect(scripts).toContain(purifyChunk());
});
