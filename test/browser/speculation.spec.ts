import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Speculation Rules on the demo (docs/hosting.md, "Speculation Rules"): the one script the
 * runtime writes when the first marked link mounts, read by Chromium itself (its rule sets and
 * what it speculated, through the DevTools protocol's Preload domain). Playwright's Chromium
 * never prerenders (a page under DevTools answers `PrerenderingDisabledByDevTools`), so the
 * prerendered page's silence is played with `document.prerendering` set before the page's scripts
 * run, then `prerenderingchange`, as an activation fires it.
 */

type RuleSet = { sourceText: string; errorType?: string; errorMessage?: string };
type Attempt = { url: string; action: string };

/** What Chromium read of the page's rules and what it set out to speculate, filled as it goes. */
async function watchPreload(page: Page): Promise<{ ruleSets: RuleSet[]; attempts: Attempt[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  const attempts: Attempt[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => ruleSets.push(ruleSet));
  cdp.on('Preload.prefetchStatusUpdated', ({ key }: { key: { url: string; action: string } }) =>
    attempts.push({ url: new URL(key.url).pathname, action: key.action }),
  );
  cdp.on('Preload.prerenderStatusUpdated', ({ key }: { key: { url: string; action: string } }) =>
    attempts.push({ url: new URL(key.url).pathname, action: key.action }),
  );
  await cdp.send('Preload.enable');
  return { ruleSets, attempts, cdp };
}

const rules = (page: Page) => page.locator('script[type="speculationrules"]');

test('a listing page: one rule set Chromium reads without error, recipes prerendered and videos prefetched from their markers, locked cards unmarked', async ({
  page,
}) => {
  const { ruleSets } = await watchPreload(page);
  await page.goto('/recetas.html');
  const cards = page.locator('#recetas-grid .sw-post-card:not(.sw-post-card--skeleton)');
  await expect(cards.first()).toBeVisible();
  await expect(rules(page)).toHaveCount(1);
  const written = JSON.parse((await rules(page).textContent()) ?? '') as { prefetch: { eagerness: string }[]; prerender: { eagerness: string }[] };
  expect([written.prefetch[0]?.eagerness, written.prerender[0]?.eagerness]).toEqual(['moderate', 'moderate']);
  await expect.poll(() => ruleSets.map((set) => [set.errorType ?? null, set.errorMessage ?? null])).toEqual([[null, null]]);
  // Every open recipe card is marked for prerendering; a locked one carries no marker.
  const open = cards.filter({ hasNot: page.locator('.sw-post-card__lock') }).getByRole('link');
  await expect(open.first()).toHaveAttribute('data-speculate', 'prerender');
  for (const link of await open.all()) await expect(link).toHaveAttribute('data-speculate', 'prerender');
  await page.goto('/videos.html');
  const videos = page.locator('.sw-post-card:not(.sw-post-card--skeleton)');
  await expect(videos.first()).toBeVisible();
  await expect(
    videos
      .filter({ has: page.locator('.sw-post-card__lock') })
      .first()
      .getByRole('link'),
  ).not.toHaveAttribute('data-speculate');
  await expect(
    videos
      .filter({ hasNot: page.locator('.sw-post-card__lock') })
      .first()
      .getByRole('link'),
  ).toHaveAttribute('data-speculate', 'prefetch');
});

test('hovering a recipe card sets Chromium speculating on its page', async ({ page }) => {
  const { attempts } = await watchPreload(page);
  await page.goto('/recetas.html');
  const link = page.locator('#recetas-grid a[data-speculate="prerender"]').first();
  await expect(link).toBeVisible();
  await expect(rules(page)).toHaveCount(1);
  const path = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
  await link.hover();
  await expect.poll(() => attempts.filter((attempt) => attempt.url === path).map((attempt) => attempt.action)).toContain('Prerender');
});

test("speculation 'off': no rule, the cards as always", async ({ page }) => {
  await page.addInitScript(() => {
    window.SiteWidgets = { ...window.SiteWidgets, speculation: 'off' };
  });
  const { attempts } = await watchPreload(page);
  await page.goto('/recetas.html');
  const link = page.locator('#recetas-grid a[data-speculate="prerender"]').first();
  await expect(link).toBeVisible();
  await link.hover();
  // What 'moderate' speculates after 200 ms of hovering.
  await page.waitForTimeout(500);
  await expect(rules(page)).toHaveCount(0);
  expect(attempts).toEqual([]);
});

test('a visitor who saves data gets no rule', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  });
  await page.goto('/recetas.html');
  await expect(page.locator('#recetas-grid a[data-speculate]').first()).toBeVisible();
  await expect(rules(page)).toHaveCount(0);
});

test('a page without marked links (the FAQ) writes no rule', async ({ page }) => {
  await page.goto('/una-pregunta.html');
  await expect(page.locator('[data-widget-name]').first()).toHaveAttribute('data-widget-state', 'mounted');
  await expect(rules(page)).toHaveCount(0);
});

test.describe('a prerendered page is silent until shown', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the directory at cerca=1 with the position allowed asks for it, and a search that finds nothing is counted, only once shown', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -31.4175, longitude: -64.4852 });
    await page.addInitScript(() => {
      Object.defineProperty(document, 'prerendering', { configurable: true, get: () => Reflect.get(window, '__prerendering') !== false });
      const asked: string[] = [];
      Reflect.set(window, '__asked', asked);
      const { geolocation } = navigator;
      const original = geolocation.getCurrentPosition.bind(geolocation);
      geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        asked.push('position');
        original(...args);
      };
    });
    const hits: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/hits') hits.push(request.postData() ?? '');
    });
    await page.goto('/distribuidores.html?cerca=1&buscar=zzzzzz');
    const directory = page.locator('#distribuidores');
    await expect(directory).toHaveAttribute('data-widget-state', 'mounted');
    // Longer than the not-found hit's wait (1.5 s): nothing asked, nothing counted.
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => Reflect.get(window, '__asked') as string[])).toEqual([]);
    expect(hits).toEqual([]);
    await expect(directory.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'false');

    await page.evaluate(() => {
      Reflect.set(window, '__prerendering', false);
      document.dispatchEvent(new Event('prerenderingchange'));
    });
    await expect(directory.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => Reflect.get(window, '__asked') as string[])).toEqual(['position']);
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]).toContain('busqueda-sin-resultado');
  });
});
