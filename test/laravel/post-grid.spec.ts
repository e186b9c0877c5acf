import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { query, row } from './database';
import { cardTitles, cardsLoaded, currentPage } from './listing';
import { logIn, UNFINISHED } from './session';

const PER_PAGE = 12;

function names(sql: string, ...parameters: (string | number)[]): string[] {
  return query(sql, ...parameters).map((post) => String(post.name));
}

test('recipes: tabs, sub-tags and landings from the database, every page through the real paginator, back from a post to the same page', async ({ page }) => {
  await page.goto('/recetas');
  const grid = page.locator('#recetas-grid');
  await cardsLoaded(grid);
  await expect(grid.getByRole('tab')).toHaveText(['Todo', 'Panadería', 'Pastelería', 'Heladería', 'Landings']);

  // 'Todo', page by page with the next arrow, to the last page (Laravel's links with "…" gaps).
  const total = Number(row("select count(*) as n from posts where section = 'recetas'").n);
  const pages = Math.ceil(total / PER_PAGE);
  expect(pages).toBeGreaterThan(13);
  const nav = grid.getByRole('navigation', { name: 'Paginación: Categorías de recetas' });
  const next = nav.getByRole('link', { name: 'Página siguiente' });
  for (let number = 1; number <= pages; number += 1) {
    await expect(currentPage(grid)).toHaveText(String(number));
    await cardsLoaded(grid);
    const offset = (number - 1) * PER_PAGE;
    await expect(cardTitles(grid)).toHaveText(names("select name from posts where section = 'recetas' order by id limit ? offset ?", PER_PAGE, offset));
    if (number < pages) await next.click();
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: `Página ${pages}` })).toHaveAttribute('aria-current', 'page');

  // A tag, then one of its sub-tags.
  const facturas = Number(row("select id from tags where name = 'Facturas'").id);
  await grid.getByRole('tab', { name: 'Panadería' }).click();
  await cardsLoaded(grid);
  const subTags = grid.getByRole('group', { name: 'Subcategorías de Panadería' });
  await expect(subTags.getByRole('link')).toHaveText(['Todas', 'Panes', 'Facturas']);
  await subTags.getByRole('link', { name: 'Facturas' }).click();
  await expect(subTags.getByRole('link', { name: 'Facturas' })).toHaveAttribute('aria-current', 'true');
  await cardsLoaded(grid);
  await expect(cardTitles(grid)).toHaveText(names('select name from posts where sub_tag = ? order by id limit ?', facturas, PER_PAGE));
  await expectNoAxeViolations(page);

  // Page 2 of the sub-tag, into a post and back: the same tab, sub-tag, page and cards.
  await nav.getByRole('link', { name: 'Página 2' }).click();
  await expect(currentPage(grid)).toHaveText('2');
  await cardsLoaded(grid);
  const expected = names('select name from posts where sub_tag = ? order by id limit ? offset ?', facturas, PER_PAGE, PER_PAGE);
  await expect(cardTitles(grid)).toHaveText(expected);
  const link = grid.getByRole('article').nth(3).getByRole('link');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[3] ?? '');
  await page.goBack();
  await cardsLoaded(grid);
  await expect(grid.getByRole('tab', { name: 'Panadería' })).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByRole('group', { name: 'Subcategorías de Panadería' }).getByRole('link', { name: 'Facturas' })).toHaveAttribute('aria-current', 'true');
  await expect(currentPage(grid)).toHaveText('2');
  await expect(cardTitles(grid)).toHaveText(expected);

  // The landings: their own tab, linking to their pages.
  await grid.getByRole('tab', { name: 'Landings' }).click();
  await expect(grid.getByRole('article')).toHaveCount(2);
  await expect(grid.getByRole('navigation')).toHaveCount(0);
  await grid.getByRole('link', { name: 'Semana del pan' }).click();
  await expect(page).toHaveURL(/\/landing\/semana-del-pan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semana del pan');
});

test("videos: logged out, a locked card asks to log in; after the host's login form, the same card opens", async ({ page }) => {
  await page.goto('/videos');
  const grid = page.locator('#videos-grid');
  await cardsLoaded(grid);
  const locked = grid.locator('article.sw-post-card--locked').first();
  const title = await locked.getByRole('heading').textContent();
  await locked.getByRole('button', { name: 'Iniciar sesión para ver el video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciá sesión' });
  await dialog.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page);
  await expect(page).toHaveURL(/\/videos$/);
  await cardsLoaded(grid);
  await expect(grid.locator('article.sw-post-card--locked')).toHaveCount(0);
  await grid
    .getByRole('article')
    .filter({ hasText: title ?? '' })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});

test('videos: a user whose registration is unfinished is sent to /register_pdv/', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, UNFINISHED.email);
  await page.goto('/videos');
  const grid = page.locator('#videos-grid');
  await cardsLoaded(grid);
  await expect(grid.getByText('Finalizar registro para ver el video').first()).toBeVisible();
  await grid.locator('article.sw-post-card--locked').first().click();
  await expect(page).toHaveURL(/\/register_pdv\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completá tu registro');
});
