import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { distanceKm } from '../../src/shared/distributors/nearby/distance';
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
  // The seed keeps the shop's coordinates: directions to them.
  const door = row('select lat, lng from distributors where id = ?', Number(first?.id));
  await expect(directory.getByRole('link', { name: `Cómo llegar a ${name} (se abre en otra pestaña)` })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${Number(door.lat)},${Number(door.lng)}`,
  );
  await expectNoAxeViolations(page);

  // A distributor the seed gives no contact details: its name, its hours' line and 'Ver detalle' only.
  const plain = row('select name from distributors where phone is null and whatsapp is null and address is null and locality is null order by id limit 1');
  await search.fill(String(plain.name));
  const item = directory
    .locator('.sw-distributors__item')
    .filter({ has: page.locator('.sw-distributors__name', { hasText: new RegExp(`^${String(plain.name)}$`) }) });
  await expect(item.getByRole('link')).toHaveCount(1);
  await expect(item.getByRole('link', { name: /^Ver detalle/ })).toHaveCount(1);
});

test.describe("distributors: 'Cerca mío'", () => {
  /** A visitor in Villa Carlos Paz, a little off its centre. */
  const HERE = { latitude: -31.4175, longitude: -64.4852 };
  const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

  test('the seeded distributors nearest first across provinces, with their distance; the position in no request', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(HERE);
    await page.setViewportSize({ width: 390, height: 844 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.goto('/distribuidores');
    const directory = page.locator('#distribuidores');
    await directory.getByRole('button', { name: 'Cerca mío' }).click();
    await expect(directory.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');

    const all = query('select id, name, lat, lng from distributors');
    const here = { lat: HERE.latitude, lng: HERE.longitude };
    const km = (d: (typeof all)[number]) => (d.lat === null || d.lng === null ? Infinity : distanceKm(here, { lat: Number(d.lat), lng: Number(d.lng) }));
    const expected = [...all].sort((a, b) => km(a) - km(b) || collator.compare(String(a.name), String(b.name)));
    await expect(directory.getByRole('status')).toHaveText(`${all.length} distribuidores, del más cercano al más lejano`);
    await expect(directory.locator('.sw-distributors__name')).toHaveText(expected.slice(0, 20).map((d) => String(d.name)));
    // The two in Villa Carlos Paz first, about 1.4 km away; then Córdoba's capital, then farther provinces.
    await expect(directory.locator('.sw-distributors__distance').first()).toHaveText(/^a 1,\d km$/);
    expect(expected.slice(0, 2).map((d) => d.id)).toEqual([2, 8]);
    await expect(page).toHaveURL(/[?&]cerca=1(&|$)/);
    await expectNoAxeViolations(page);
    for (const text of ['31.417', '64.485', '31,417', '64,485']) expect(requests.join('\n')).not.toContain(text);
  });

  test('denied: said, and the list stays in name order', async ({ page }) => {
    await page.goto('/distribuidores');
    const directory = page.locator('#distribuidores');
    const names = directory.locator('.sw-distributors__name');
    await expect(names.first()).toBeVisible();
    const before = await names.allTextContents();
    await directory.getByRole('button', { name: 'Cerca mío' }).click();
    await expect(directory.getByText(/No tenemos permiso para ver tu ubicación/)).toBeVisible();
    await expect(names).toHaveText(before);
    await expect(directory.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'false');
  });
});
