import { distributors } from '../../mocks/fixtures';
import { distanceKm } from '../../src/shared/distributors/nearby/distance';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * 'Cerca mío' in the demo's directory (docs/widgets/catalogue.md, "Cerca mío"), on a 390 px
 * phone with the position given by the browser: nearest first across provinces, "a … km" per
 * row, the position in no request and not in the address; refused, the list as it was.
 */

/** A visitor in Villa Carlos Paz, a little off its centre. */
const HERE = { latitude: -31.4175, longitude: -64.4852 };
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const km = (d: (typeof distributors)[number]) =>
  typeof d.lat === 'number' && typeof d.lng === 'number' ? distanceKm({ lat: HERE.latitude, lng: HERE.longitude }, { lat: d.lat, lng: d.lng }) : Infinity;
const nearestFirst = [...distributors].sort((a, b) => km(a) - km(b) || collator.compare(a.name, b.name));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('granted: nearest first across provinces with "a … km", a 44 px button, no request carrying the position; axe passes', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto('/distribuidores.html?provincia=Salta');
  const directory = page.locator('#distribuidores');
  const button = directory.getByRole('button', { name: 'Cerca mío' });
  await expect(button).toBeEnabled();
  const box = await button.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  await button.tap();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(directory.getByRole('status')).toHaveText(`${distributors.length} distribuidores, del más cercano al más lejano`);
  await expect(directory.locator('.sw-distributors__name')).toHaveText(nearestFirst.slice(0, 20).map((d) => d.name));
  // Casa Quiroga e Hijos, in Villa Carlos Paz, first; then Córdoba's capital, about 29 km away.
  await expect(directory.locator('.sw-distributors__name').first()).toHaveText('Casa Quiroga e Hijos');
  const distances = directory.locator('.sw-distributors__distance');
  await expect(distances.first()).toHaveText(/^a (\d{3} m|1,\d km)$/);
  await expect(distances.nth(1)).toHaveText(/^a 2\d km$/);
  await expect(page).toHaveURL(/\?cerca=1$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The search by locality keeps the order.
  await directory.getByRole('searchbox', { name: 'Buscar por nombre o localidad' }).fill('santa fe');
  await expect(directory.getByRole('status')).toHaveText(/para "santa fe", del más cercano al más lejano$/);
  const found = nearestFirst.filter((d) => /santa\s+fe/i.test(`${d.name} ${d.locality ?? ''} ${d.address ?? ''}`)).map((d) => d.name);
  await expect(directory.locator('.sw-distributors__name')).toHaveText(found);

  const sent = requests.join('\n');
  for (const text of ['31.417', '64.485', '31,417', '64,485', '31.4175', '-64.4852']) expect(sent).not.toContain(text);
  expect(page.url()).not.toContain('31.4');
});

test('a reload with cerca=1, already allowed: sorted again without a tap', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await page.goto('/distribuidores.html?cerca=1');
  const directory = page.locator('#distribuidores');
  await expect(directory.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
  await expect(directory.locator('.sw-distributors__name').first()).toHaveText('Casa Quiroga e Hijos');
});

test('denied: said politely, the list as it was, the button unpressed', async ({ page, context }, info) => {
  await context.clearPermissions();
  await page.goto('/distribuidores.html');
  const directory = page.locator('#distribuidores');
  const names = directory.locator('.sw-distributors__name');
  await expect(names.first()).toBeVisible();
  const before = await names.allTextContents();
  await directory.getByRole('button', { name: 'Cerca mío' }).tap();
  const said = directory.locator('.sw-notice');
  await expect(said).toHaveText(/^No tenemos permiso para ver tu ubicación\./);
  await expect(said).toHaveAttribute('aria-live', 'polite');
  await expect(names).toHaveText(before);
  await expect(directory.getByRole('status')).toHaveText(`${distributors.length} distribuidores`);
  await expect(directory.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/cerca=/);
  await page.screenshot({ path: info.outputPath('distribuidores-cerca-denegado-390.png'), fullPage: false });
});
