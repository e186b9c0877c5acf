import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Where each page of a test keeps the Content-Security-Policy violations it saw. */
const VIOLATIONS = '__cspViolations';

/**
 * Every browser test fails on a console error or an uncaught page error it did not
 * expect (`expectedErrors` matches the ones a test provokes on purpose), and on any
 * Content-Security-Policy violation (the Laravel host sends a strict policy on every page):
 * each document reports its `securitypolicyviolation` events to the test as they happen.
 */
/**
 * The one error no test asks for and none fails on: Chromium's own rejection when it skips a
 * cross-document view transition (the recipe's, docs/hosting.md) before the new page could see it.
 * That page's `pagereveal` then carries no transition, so no script of the page can handle the
 * rejection (w3c/csswg-drafts#13726); headless Chromium skips some of them.
 */
export const skippedTransition = (error: string): boolean => /^(pageerror: )?Transition was skipped$/.test(error);

export const test = base.extend<{ expectedErrors: RegExp | null }>({
  expectedErrors: [null, { option: true }],
  page: async ({ page, expectedErrors }, use) => {
    const errors: string[] = [];
    const violations: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()} ${message.location().url}`);
    });
    await page.exposeFunction(VIOLATIONS, (violation: string) => violations.push(violation));
    await page.addInitScript((name) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report: unknown = Reflect.get(window, name);
        if (typeof report === 'function')
          report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample} (${event.sourceFile}:${event.lineNumber})`);
      });
    }, VIOLATIONS);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    const unexpected = errors.filter((error) => !expectedErrors?.test(error) && !skippedTransition(error));
    expect(unexpected, 'unexpected errors in the page').toEqual([]);
  },
});

export { expect };

/** axe-core over the whole page, WCAG 2.x A and AA rules. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The paths the page asks for under `prefix` from now on (`/api/posts/`), in order, filled as they go. */
export function requestedPaths(page: Page, prefix: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) paths.push(pathname);
  });
  return paths;
}

/** Where the demo serves the bundle (the manifest's file names are relative to it). */
const BUILD_PATH = '/build/widgets/';

/**
 * The bundle's scripts the page asks for from now on, in order, filled as they go: each as the
 * manifest names it (`chunks/react-….js`), so a test compares them with `readManifest()`'s files.
 */
export function requestedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(BUILD_PATH, ''));
  });
  return scripts;
}
