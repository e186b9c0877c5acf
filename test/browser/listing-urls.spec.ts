import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The API requests for page `page` of the recipes that the page makes from now on, counted as they go. */
function pageRequests(page: Page, wanted: number): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/posts/recetas' && url.searchParams.get('page') === String(wanted)) seen.count += 1;
  });
  return seen;
}

async function cardsLoaded(grid: Locator): Promise<void> {
  await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(grid.getByRole('article').first()).toBeVisible();
}

function currentPage(grid: Locator): Locator {
  return grid.getByRole('navigation').locator('[aria-current="page"]');
}

test.describe('the listing in the address', () => {
  test('an address opens its page; page links push entries that back and forward walk; the links are real', async ({ page }) => {
    await page.goto('/recetas.html?pagina=3');
    const grid = page.locator('#recetas-grid');
    await cardsLoaded(grid);
    await expect(currentPage(grid)).toHaveText('3');
    const nav = grid.getByRole('navigation', { name: 'Paginación: Categorías de recetas' });
    const third = await grid.getByRole('article').first().getByRole('heading').textContent();

    // Real links to each state's address.
    await expect(nav.getByRole('link', { name: 'Página 4' })).toHaveAttribute('href', '/recetas.html?pagina=4');
    await expect(nav.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/recetas.html');
    await expect(grid.getByRole('tab', { name: 'Pastelería' })).toHaveAttribute('href', '/recetas.html?etiqueta=2');
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Página 4' }).click();
    await expect(page).toHaveURL(/\/recetas\.html\?pagina=4$/);
    await expect(currentPage(grid)).toHaveText('4');
    await cardsLoaded(grid);
    const fourth = await grid.getByRole('article').first().getByRole('heading').textContent();
    expect(fourth).not.toBe(third);

    await page.goBack();
    await expect(page).toHaveURL(/\/recetas\.html\?pagina=3$/);
    await expect(currentPage(grid)).toHaveText('3');
    await cardsLoaded(grid);
    await expect(grid.getByRole('article').first().getByRole('heading')).toHaveText(third ?? '');

    await page.goForward();
    await expect(page).toHaveURL(/\/recetas\.html\?pagina=4$/);
    await expect(currentPage(grid)).toHaveText('4');
    await cardsLoaded(grid);
    await expect(grid.getByRole('article').first().getByRole('heading')).toHaveText(fourth ?? '');

    // A tab is an entry too, and back leaves it.
    await grid.getByRole('tab', { name: 'Pastelería' }).click();
    await expect(page).toHaveURL(/\/recetas\.html\?etiqueta=2$/);
    await cardsLoaded(grid);
    await page.goBack();
    await expect(grid.getByRole('tab', { name: 'Todo' })).toHaveAttribute('aria-selected', 'true');
    await expect(currentPage(grid)).toHaveText('4');
    await expectNoAxeViolations(page);
  });

  test('a Ctrl click opens the page in a new tab, at its address', async ({ page, context }) => {
    await page.goto('/recetas.html');
    const grid = page.locator('#recetas-grid');
    await cardsLoaded(grid);
    const opened = context.waitForEvent('page');
    await grid.getByRole('link', { name: 'Página 2' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).search).toBe('?pagina=2');
    await expect(currentPage(tab.locator('#recetas-grid'))).toHaveText('2');
    // This one stayed where it was.
    await expect(page).toHaveURL(/\/recetas\.html$/);
    await expect(currentPage(grid)).toHaveText('1');
    await tab.close();
  });

  test('a page past the end shows the last one and says so', async ({ page }) => {
    await page.goto('/recetas.html?pagina=99');
    const grid = page.locator('#recetas-grid');
    await expect(grid.getByText(/^La página 99 no existe: te mostramos la \d+\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/recetas\.html\?pagina=\d$/);
    await cardsLoaded(grid);
    await expectNoAxeViolations(page);
  });

  test('back from a post lands on its card, with the address of its page', async ({ page }) => {
    await page.goto('/recetas.html?etiqueta=2&pagina=2');
    const grid = page.locator('#recetas-grid');
    await cardsLoaded(grid);
    const link = grid.getByRole('article').first().getByRole('link');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/recetas\.html\?etiqueta=2&pagina=2$/);
    await cardsLoaded(grid);
    await expect(grid.getByRole('article').first().getByRole('link')).toBeFocused();
  });

  test('hovering the next page link asks for it ahead; the click shows it without asking again', async ({ page }) => {
    await page.goto('/recetas.html');
    const grid = page.locator('#recetas-grid');
    await cardsLoaded(grid);
    const second = pageRequests(page, 2);
    const next = grid.getByRole('link', { name: 'Página siguiente' });
    await next.hover();
    await expect.poll(() => second.count).toBe(1);
    await next.click();
    await expect(currentPage(grid)).toHaveText('2');
    await cardsLoaded(grid);
    expect(second.count).toBe(1);
  });

  test('at 390 px the tabs and page links are 44 px targets', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/recetas.html?etiqueta=1&pagina=2');
    const grid = page.locator('#recetas-grid');
    await cardsLoaded(grid);
    const targets = [
      ...(await grid.getByRole('tab').all()),
      ...(await grid.getByRole('navigation').getByRole('link').all()),
      ...(await grid.getByRole('group').getByRole('link').all()),
    ];
    expect(targets.length).toBeGreaterThan(8);
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    for (const link of await grid.getByRole('navigation').getByRole('link').all()) {
      expect((await link.boundingBox())?.width).toBeGreaterThanOrEqual(44);
    }
  });
});
