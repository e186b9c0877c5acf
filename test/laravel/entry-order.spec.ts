import { expect, test } from '../browser/fixtures';
import { logIn } from './session';

const LOADS = 20;

for (const [order, query] of [
  ['the public entry first, as docs/hosting.md prints them', ''],
  ['the admin entry first', '?entries=admin-first'],
] as const) {
  test(`the recipe form with both entries (@vite or mix(), as each Laravel prints them), ${order}: every editor mounts, ${LOADS} loads out of ${LOADS}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page);
    const failures: string[] = [];
    for (let load = 1; load <= LOADS; load += 1) {
      await page.goto(`/admin/posts/1/edit${query}`);
      // Each placeholder ends mounted or in error; a page is good when all are mounted.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-widget-name]')].every((element) => ['mounted', 'error'].includes(element.getAttribute('data-widget-state') ?? '')),
      );
      const failed = await page
        .locator('[data-widget-state="error"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-widget-name')));
      if (failed.length > 0) failures.push(`load ${load}: ${failed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
}
