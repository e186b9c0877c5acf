import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { query, row } from './database';
import { cardTitles, cardsLoaded, currentPage } from './listing';

const PER_PAGE = 12;

test('products: every category as a tab, to the last page, where the next arrow is disabled', async ({ page }) => {
  await page.goto('/productos');
  const grid = page.locator('#productos');
  await cardsLoaded(grid);
  const categories = query('select name from categories order by id').map((category) => String(category.name));
  await expect(grid.getByRole('tab')).toHaveText(['Todo', ...categories]);

  const pages = Math.ceil(Number(row('select count(*) as n from products').n) / PER_PAGE);
  const nav = grid.getByRole('navigation', { name: 'Paginación: Categorías de productos' });
  await nav.getByRole('link', { name: `Página ${pages}` }).click();
  await expect(currentPage(grid)).toHaveText(String(pages));
  await cardsLoaded(grid);
  const last = query('select name from products order by id limit ? offset ?', PER_PAGE, (pages - 1) * PER_PAGE).map((product) => String(product.name));
  await expect(cardTitles(grid)).toHaveText(last);
  const next = nav.getByRole('link', { name: 'Página siguiente' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'true');

  // A category: its products only, from page 1.
  await grid.getByRole('tab', { name: 'Levaduras' }).click();
  await cardsLoaded(grid);
  const yeasts = query("select p.name from products p join categories c on c.id = p.category_id where c.name = 'Levaduras' order by p.id limit ?", PER_PAGE);
  await expect(cardTitles(grid)).toHaveText(yeasts.map((product) => String(product.name)));
  await expectNoAxeViolations(page);

  await grid.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(yeasts[0]?.name));
});

test('cookbooks: every cookbook of the page, each opening its own page', async ({ page }) => {
  await page.goto('/recetarios');
  const names = query('select name from cookbooks order by id').map((cookbook) => String(cookbook.name));
  const grid = page.locator('[data-widget-name="cookbook-grid"]');
  await expect(grid.getByRole('heading')).toHaveText(names);
  await grid.getByRole('link', { name: names[1] }).click();
  await expect(page).toHaveURL(/\/recetarios\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[1] ?? '');
});

test('distributors: filtered by province, spellings of the same province together', async ({ page }) => {
  await page.goto('/distribuidores');
  const directory = page.locator('#distribuidores');
  const all = query('select name, province from distributors');
  await expect(directory.locator('.sw-distributors__count')).toHaveText(`${all.length} distribuidores`);

  const inCordoba = all.filter(({ province }) => String(province).trim().toLocaleLowerCase('es') === 'córdoba');
  await directory.getByRole('combobox', { name: 'Provincia' }).selectOption({ label: 'Córdoba' });
  await expect(directory.getByRole('status')).toHaveText(`${inCordoba.length} distribuidores en Córdoba`);
  await expect(directory.getByRole('link', { name: /^Ver detalle de / })).toHaveCount(inCordoba.length);
  for (const { name } of inCordoba) await expect(directory.getByRole('link', { name: `Ver detalle de ${String(name)}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await directory
    .getByRole('link', { name: /^Ver detalle de / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/distribuidores\/\d+$/);
});

test('distributors: the search finds the seeded Córdoba distributor, accents and case aside, with its contact links', async ({ page }) => {
  await page.goto('/distribuidores');
  const directory = page.locator('#distribuidores');
  const search = directory.getByRole('searchbox', { name: 'Buscar por nombre o localidad' });
  await expect(search).toBeEnabled();
  const seeded = query("select id, name, locality, phone, whatsapp from distributors where locality = 'Córdoba'");
  expect(seeded.length).toBeGreaterThan(0);
  const [first] = seeded;
  const name = String(first?.name);

  await search.fill('CORDOBA');
  await expect(directory.getByRole('status')).toHaveText(`${seeded.length} ${seeded.length === 1 ? 'distribuidor' : 'distribuidores'} para "CORDOBA"`);
  await expect(directory.locator('.sw-distributors__name')).toHaveText(seeded.map((distributor) => String(distributor.name)));
  await expect(directory.locator('.sw-distributors__locality').first()).toHaveText('Córdoba');
  await expect(directory.getByRole('link', { name: `Llamar a ${name}` })).toHaveAttribute('href', 'tel:+543514223344');
  await expect(directory.getByRole('link', { name: `WhatsApp a ${name} (se abre en otra pestaña)` })).toHaveAttribute('href', 'https://wa.me/5493515551234');
  await expect(directory.getByRole('link', { name: `Cómo llegar a ${name} (se abre en otra pestaña)` })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Av\.%20Col%C3%B3n%201234%2C%20C%C3%B3rdoba%2C%20C%C3%B3rdoba$/,
  );
  await expectNoAxeViolations(page);

  // A distributor the seed gives no contact details: its name and 'Ver detalle' only.
  const plain = row('select name from distributors where phone is null and whatsapp is null and address is null and locality is null order by id limit 1');
  await search.fill(String(plain.name));
  const item = directory.locator('.sw-distributors__item').filter({ hasText: new RegExp(`^${String(plain.name)}Ver detalle`) });
  await expect(item.getByRole('link')).toHaveCount(1);
});
