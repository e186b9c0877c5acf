import type { Page } from '@playwright/test';
import { expect, test } from '../browser/fixtures';
import { row } from './database';
import { logIn } from './session';

/**
 * Speculation Rules on the worked host, under its strict policy (nonces, Trusted Types): the
 * fixtures fail a journey on any violation, and Chromium's own reading of the rules (the DevTools
 * protocol's Preload domain) must find no error. Playwright's Chromium never prerenders (a page
 * under DevTools answers `PrerenderingDisabledByDevTools`): a hovered recipe's prerender is seen
 * set out, its page fetched ahead with `Sec-Purpose`.
 */

type RuleSet = { errorType?: string; errorMessage?: string };

async function readRules(page: Page): Promise<{ ruleSets: RuleSet[]; attempts: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  const attempts: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => ruleSets.push(ruleSet));
  cdp.on('Preload.prerenderStatusUpdated', ({ key }: { key: { url: string } }) => attempts.push(new URL(key.url).pathname));
  await cdp.send('Preload.enable');
  return { ruleSets, attempts };
}

const rules = (page: Page) => page.locator('script[type="speculationrules"]');

for (const [path, links] of [
  ['/recetas', '.sw-post-card a[data-speculate="prerender"]'],
  ['/productos', '.sw-product-card a[data-speculate="prefetch"]'],
  ['/distribuidores', 'a.sw-distributors__link[data-speculate="prefetch"]'],
] as const) {
  test(`${path}: one rule set under the policy, read by Chromium without error, on the widget's links`, async ({ page }) => {
    const { ruleSets } = await readRules(page);
    await page.goto(path);
    await expect(page.locator(links).first()).toBeVisible();
    await expect(rules(page)).toHaveCount(1);
    await expect.poll(() => ruleSets.map((set) => [set.errorType ?? null, set.errorMessage ?? null])).toEqual([[null, null]]);
  });
}

test("a product's 'Recetas con este producto' prerenders its recipes; hovered, Chromium sets out and the host is asked with Sec-Purpose", async ({ page }) => {
  const { attempts } = await readRules(page);
  const ahead: string[] = [];
  page.context().on('request', (request) => {
    const purpose = request.headers()['sec-purpose'];
    if (purpose !== undefined) ahead.push(`${new URL(request.url()).pathname} ${purpose}`);
  });
  const id = Number(row('select id from products where name = ?', 'Dulce de leche repostero').id);
  await page.goto(`/product/${id}`);
  const section = page.getByRole('region', { name: 'Recetas con este producto' });
  const link = section.locator('a[data-speculate="prerender"]').first();
  await expect(link).toBeVisible();
  const path = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
  await link.hover();
  await expect.poll(() => attempts).toContain(path);
  await expect.poll(() => ahead).toContain(`${path} prefetch;prerender`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test('logged in, the cards still carry the rules; the admin pages write none', async ({ page }) => {
  await logIn(page);
  await page.goto('/videos');
  await expect(page.locator('.sw-post-card a[data-speculate]').first()).toBeVisible();
  await expect(rules(page)).toHaveCount(1);
  await page.goto('/admin');
  await expect(page.locator('h1')).toBeVisible();
  await expect(rules(page)).toHaveCount(0);
});
