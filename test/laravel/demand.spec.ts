import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { query } from './database';
import { logIn } from './session';

/**
 * What the brand learns (docs/laravel-host.md, "What the brand learns"), end to end: a visitor
 * searches the directory for what it does not have, chooses a province in a recipe's 'Dónde
 * comprar' and asks a distributor by WhatsApp; an editor opens "Lo que buscan los visitantes" and
 * finds those counts, as the database holds them, in the tables, the chart and the CSV; on a
 * 390 px phone too.
 */
const SEARCH = 'Quesería Inexistente del Sur';
const SEARCHED = 'queseria inexistente del sur';
const RECIPE_WITH_PRODUCTS = 12;

const count = (sql: string, ...parameters: string[]) => Number(query(sql, ...parameters)[0]?.total);

test.describe.configure({ mode: 'serial' });

test('a visitor: a search with no result, a province in Dónde comprar and a WhatsApp order are counted', async ({ page, context }) => {
  await page.goto('/distribuidores');
  await expect(page.locator('[data-widget-name="distributor-list"]')).toHaveAttribute('data-widget-state', 'mounted');
  const searched = page.waitForResponse(
    (response) => response.url().endsWith('/api/hits') && response.request().postDataJSON()?.type === 'busqueda-sin-resultado',
  );
  await page.getByRole('searchbox', { name: 'Buscar por nombre o localidad' }).fill(SEARCH);
  await expect(page.getByText(`No encontramos distribuidores para "${SEARCH}".`)).toBeVisible();
  expect((await searched).status()).toBe(201);

  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto(`/post/${RECIPE_WITH_PRODUCTS}`);
  const finder = page.locator('[data-widget-name="where-to-buy"]');
  await finder.scrollIntoViewIfNeeded();
  await expect(finder).toHaveAttribute('data-widget-state', 'mounted');
  const province = finder.getByRole('combobox', { name: 'Provincia' });
  await expect(province).toBeEnabled();
  const asked = page.waitForResponse(
    (response) => response.url().endsWith('/api/hits') && response.request().postDataJSON()?.type === 'donde-comprar-consulta',
  );
  await province.selectOption({ label: 'Córdoba' });
  expect((await asked).status()).toBe(201);
  const ordered = page.waitForResponse((response) => response.url().endsWith('/api/hits') && response.request().postDataJSON()?.type === 'donde-comprar');
  const opened = context.waitForEvent('page');
  await finder.getByRole('button', { name: /^Pedir por WhatsApp a Distribuidora 1 / }).click();
  await opened;
  expect((await ordered).status()).toBe(201);

  expect(query("select entity, user_id, value from hits where type = 'busqueda-sin-resultado' and value = ?", SEARCHED)).toEqual([
    { entity: 'todas', user_id: null, value: SEARCHED },
  ]);
  expect(query("select user_id from hits where type = 'donde-comprar-consulta' order by id desc limit 1")).toEqual([{ user_id: null }]);
});

test('an editor: the counts on "Lo que buscan los visitantes", its chart, its CSV; no axe violation, at 390 px too', async ({ page }, testInfo) => {
  await logIn(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Lo que buscan los visitantes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lo que buscan los visitantes' })).toBeVisible();

  const askedCordoba = count("select count(*) as total from hits where type = 'donde-comprar-consulta' and value = 'Córdoba'");
  const ordersCordoba = count(
    "select count(*) as total from hits join distributors on distributors.id = hits.value where hits.type = 'donde-comprar' and trim(distributors.locality) = 'Córdoba'",
  );
  expect(askedCordoba).toBeGreaterThanOrEqual(1);
  expect(ordersCordoba).toBeGreaterThanOrEqual(1);

  const asked = page.getByRole('region', { name: '«Dónde comprar»: provincias elegidas' });
  await expect(asked.getByRole('row', { name: `Córdoba ${askedCordoba}`, exact: true })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Pedidos por WhatsApp, por provincia y localidad' });
  await expect(orders.getByRole('row', { name: `Córdoba Córdoba ${ordersCordoba}`, exact: true })).toBeVisible();
  const notFound = page.getByRole('region', { name: 'Búsquedas sin resultado en el directorio' });
  await expect(notFound.getByRole('row', { name: `${SEARCHED} Todas 1`, exact: true })).toBeVisible();

  const chart = page.getByRole('img', { name: 'Consultas y pedidos por provincia' });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(new RegExp(`Córdoba: ${askedCordoba} consultas? y \\d+ pedidos?`));
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^demanda-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('tipo,provincia,localidad,busqueda,cantidad');
  expect(lines).toContain(`consulta-donde-comprar,Córdoba,,,${askedCordoba}`);
  expect(lines).toContain(`busqueda-sin-resultado,Todas,,${SEARCHED},1`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('demand-390.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('a visitor who is no editor cannot open it', async ({ page }) => {
  const answer = await page.goto('/admin/demanda');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(answer?.status()).toBe(200);
  const csv = await page.request.get('/admin/demanda.csv', { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
});
