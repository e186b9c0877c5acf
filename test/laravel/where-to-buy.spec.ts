import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { query, row } from './database';

/**
 * "Dónde comprar" on the worked host (docs/widgets/where-to-buy.md), on a phone: the seed's recipe
 * 12 asks for two of the brand's products (Levadura seca, Dulce de leche repostero), and the seed's
 * distributors have both, one or none of them (CatalogueSeeder::PRODUCTS_HELD). The tiers and the
 * order are read here from the database, the message from the servings chosen in recipe-tools.
 */
const RECIPE = 12;
const YEAST = 2;
const DULCE = 5;
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

test.use({ viewport: { width: 390, height: 844 } });
// Every test counts the hits: one after the other, so each sees only its own.
test.describe.configure({ mode: 'serial' });

interface Seeded {
  id: number;
  name: string;
  province: string;
  products: number[] | null;
}

function distributors(): Seeded[] {
  return query('select id, name, province, products from distributors').map((d) => ({
    id: Number(d.id),
    name: String(d.name),
    province: String(d.province).trim().toLocaleLowerCase('es'),
    products: d.products === null ? null : (JSON.parse(String(d.products)) as number[]),
  }));
}

/** The names the widget must list for a province, tier by tier, by name within each. */
function expectedOrder(province: string, wanted: number[]): { name: string; tier: string }[] {
  const tierOf = (d: Seeded) => {
    const held = wanted.filter((id) => d.products?.includes(id) === true).length;
    return held === wanted.length ? 'all' : held > 0 ? 'some' : 'other';
  };
  const rank = { all: 0, some: 1, other: 2 };
  return distributors()
    .filter((d) => d.province === province)
    .map((d) => ({ name: d.name, tier: tierOf(d) }))
    .sort((a, b) => rank[a.tier as keyof typeof rank] - rank[b.tier as keyof typeof rank] || collator.compare(a.name, b.name));
}

async function finder(page: Page): Promise<Locator> {
  // Mounted as it comes into view (`data-widget-load="visible"`), as a visitor scrolls to it.
  await page.locator('[data-widget-name="where-to-buy"]').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Dónde comprar' });
  await expect(section.getByLabel('Provincia')).toBeEnabled();
  return section;
}

function hits(): Record<string, unknown>[] {
  return query("select entity, type, value, user_id from hits where type = 'donde-comprar' order by id");
}

async function whatsappOpened(context: BrowserContext, click: () => Promise<void>): Promise<URL> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const opened = context.waitForEvent('page');
  await click();
  return new URL((await opened).url());
}

test('a recipe: Córdoba’s distributors with both products first, then one, then the others; the order written for the servings chosen', async ({
  page,
  context,
}, testInfo) => {
  const recipe = String(row('select name from posts where id = ?', RECIPE).name);
  await page.goto(`/post/${RECIPE}`);
  const section = await finder(page);
  await expect(section.getByText('Elegí tu provincia o tocá «Cerca mío» para ver dónde comprar.')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(0);

  await section.getByLabel('Provincia').selectOption({ label: 'Córdoba' });
  const expected = expectedOrder('córdoba', [YEAST, DULCE]);
  expect(expected.map((d) => d.tier)).toEqual(expect.arrayContaining(['all', 'some', 'other']));
  await expect(section.getByRole('status')).toHaveText(`${expected.length} distribuidores en Córdoba`);
  const rows = section.locator('.sw-where-to-buy__item');
  await expect(rows.locator('.sw-where-to-buy__name')).toHaveText(expected.slice(0, 5).map((d) => d.name));
  expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-tier')))).toEqual(expected.slice(0, 5).map((d) => d.tier));
  await expect(rows.first().locator('.sw-where-to-buy__has')).toHaveText('Tiene todo');
  // Every row says its hours, known or not; none is hidden for having none.
  await expect(rows.locator('.sw-where-to-buy__hours')).toHaveCount(Math.min(expected.length, 5));

  // 'Ver más' adds the next five and moves the focus to the first of them.
  await section.getByRole('button', { name: 'Ver más' }).click();
  await expect(rows).toHaveCount(Math.min(expected.length, 10));
  await expect(rows.nth(5).locator('.sw-where-to-buy__name')).toBeFocused();

  // Phone first: no sideways scroll, every control a 44 px target.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const control of [
    section.getByLabel('Provincia'),
    section.getByRole('button', { name: 'Cerca mío' }),
    section.getByRole('button', { name: /^Pedir por WhatsApp/ }).first(),
  ]) {
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);
  await section.screenshot({ path: testInfo.outputPath('where-to-buy-390.png') });

  // Twice the servings: the quantities asked for double.
  const tools = page.getByRole('group', { name: 'Herramientas de la receta' });
  const written = Number(await page.locator('[data-widget-name="where-to-buy"]').getAttribute('data-servings'));
  for (let i = 0; i < written; i += 1) await tools.getByRole('button', { name: 'Más porciones' }).click();
  const site = await page.locator('[data-widget-name="where-to-buy"]').getAttribute('data-site-name');
  const before = hits().length;
  const first = expected[0]?.name ?? '';
  const hit = page.waitForResponse((response) => response.url().endsWith('/api/hits'));
  const url = await whatsappOpened(context, () => section.getByRole('button', { name: `Pedir por WhatsApp a ${first} (se abre en otra pestaña)` }).click());
  expect(url.origin).toBe('https://wa.me');
  expect(url.searchParams.get('text')).toBe(
    `Hola, ¿tienen Levadura seca (20) y Dulce de leche repostero (400 g)? Es para la receta «${recipe}» de ${site}: ${new URL(`/post/${RECIPE}`, page.url()).href}`,
  );
  expect((await hit).status()).toBe(201);
  const firstId = distributors().find((d) => d.name === first)?.id;
  // The distributor asked, never anyone's number; no user for a visitor.
  expect(hits().slice(before)).toEqual([{ entity: recipe, type: 'donde-comprar', value: String(firstId), user_id: null }]);
});

test('by keyboard alone: a province, then the first order', async ({ page, context }) => {
  await page.goto(`/post/${RECIPE}`);
  const section = await finder(page);
  await section.getByLabel('Provincia').focus();
  await page.keyboard.press('c');
  await expect(section.getByRole('status')).toHaveText(/distribuidores en Córdoba$/);
  // Province, 'Cerca mío', then the first row's order.
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Cerca mío' })).toBeFocused();
  await page.keyboard.press('Tab');
  const order = section.getByRole('button', { name: /^Pedir por WhatsApp a / }).first();
  await expect(order).toBeFocused();
  const url = await whatsappOpened(context, () => page.keyboard.press('Enter'));
  expect(url.searchParams.get('text')).toMatch(/^Hola, ¿tienen Levadura seca \(\d+\) y Dulce de leche repostero \(\d+ g\)\?/);
});

test("'Cerca mío': within each tier nearest first, across provinces; the position sent nowhere", async ({ page, context }) => {
  // A visitor in Rosario: distributor 3 is there and has both products.
  const HERE = { latitude: -32.9468, longitude: -60.6393 };
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(`/post/${RECIPE}`);
  const section = await finder(page);
  await section.getByRole('button', { name: 'Cerca mío' }).click();
  await expect(section.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('status')).toHaveText(`${distributors().length} distribuidores, del más cercano al más lejano`);
  const first = section.locator('.sw-where-to-buy__item').first();
  await expect(first.locator('.sw-where-to-buy__name')).toHaveText(String(row('select name from distributors where id = 3').name));
  await expect(first.locator('.sw-where-to-buy__has')).toHaveText('Tiene todo');
  await expect(first.locator('.sw-where-to-buy__distance')).toHaveText(/^a \d+(,\d)? km$/);
  const tiers = await section.locator('.sw-where-to-buy__item').evaluateAll((items) => items.map((item) => item.getAttribute('data-tier')));
  expect(tiers).toEqual([...tiers].sort((a, b) => ['all', 'some', 'other'].indexOf(a ?? '') - ['all', 'some', 'other'].indexOf(b ?? '')));
  await expectNoAxeViolations(page);
  for (const text of ['32.94', '60.63', '32,94', '60,63']) expect(requests.join('\n')).not.toContain(text);
});

test('a product page: those that have it first ("Lo tiene"), and the message asks for the product', async ({ page, context }) => {
  const product = String(row('select name from products where id = ?', YEAST).name);
  await page.goto(`/product/${YEAST}`);
  const section = await finder(page);
  await expect(section.getByText('Distribuidores que suelen tener este producto.')).toBeVisible();
  await section.getByLabel('Provincia').selectOption({ label: 'Córdoba' });
  const expected = expectedOrder('córdoba', [YEAST]);
  await expect(section.locator('.sw-where-to-buy__name')).toHaveText(expected.slice(0, 5).map((d) => d.name));
  await expect(section.locator('.sw-where-to-buy__has').first()).toHaveText('Lo tiene');
  await expectNoAxeViolations(page);
  const before = hits().length;
  const url = await whatsappOpened(context, () =>
    section
      .getByRole('button', { name: /^Pedir por WhatsApp a / })
      .first()
      .click(),
  );
  expect(url.searchParams.get('text')).toBe(`Hola, ¿tienen ${product}? ${new URL(`/product/${YEAST}`, page.url()).href}`);
  await expect.poll(() => hits().length).toBe(before + 1);
  expect(hits().at(-1)).toMatchObject({ entity: product, type: 'donde-comprar' });
});
