import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { query } from './database';

/**
 * Opening hours on the worked host's directory (docs/widgets/catalogue.md, "Opening hours"), on a
 * phone, with and without JavaScript: Tucumán's distributors are given hours that do not depend
 * on the hour the journey runs at (open round the clock, closed all week, not known) and put
 * back after; no other journey reads Tucumán's hours.
 */
const PROVINCE = 'Tucumán';
const ALWAYS = JSON.stringify({
  weekly: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['00:00', '24:00']]])),
  holidays: 'open',
  exceptions: [],
});
const NEVER = JSON.stringify({ weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }, holidays: 'closed', exceptions: [] });
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

const tucuman = query('select id, name, hours from distributors where province = ? order by id', PROVINCE).map((row) => ({
  id: Number(row.id),
  name: String(row.name),
  hours: row.hours === null ? null : String(row.hours),
}));
/** Every third open, the next closed, the next not known. */
const open = tucuman.filter((_, index) => index % 3 === 0);
const unknown = tucuman.filter((_, index) => index % 3 === 2);
const lineOf = (id: number) => (open.some((d) => d.id === id) ? 'Abierto' : unknown.some((d) => d.id === id) ? 'Horario no informado' : 'Cerrado');
const address = `/distribuidores?provincia=${encodeURIComponent(PROVINCE)}`;

test.use({ viewport: { width: 390, height: 844 } });
// One worker for the file: its hours are set once (beforeAll) and put back once (afterAll). Spread
// over two workers, one worker's afterAll put the seed's hours back under the other's test.
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  expect(tucuman.length).toBeGreaterThanOrEqual(3);
  for (const [index, distributor] of tucuman.entries()) {
    query('update distributors set hours = ? where id = ?', index % 3 === 0 ? ALWAYS : index % 3 === 1 ? NEVER : null, distributor.id);
  }
});
test.afterAll(() => {
  for (const distributor of tucuman) query('update distributors set hours = ? where id = ?', distributor.hours, distributor.id);
});

test("each row says its hours now; 'Abierto ahora' keeps the open ones, in the address, and back brings the others", async ({ page }) => {
  await page.goto(address);
  const directory = page.locator('#distribuidores');
  const rows = directory.locator('.sw-distributors__item');
  await expect(rows).toHaveCount(tucuman.length);
  for (const distributor of tucuman) {
    const row = rows.filter({ has: page.locator('.sw-distributors__name', { hasText: new RegExp(`^${distributor.name}$`) }) });
    await expect(row.locator('[data-hours-status]')).toHaveText(lineOf(distributor.id));
  }

  const openNow = directory.getByRole('switch', { name: 'Abierto ahora' });
  expect((await directory.locator('label', { hasText: 'Abierto ahora' }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await openNow.check();
  await expect(page).toHaveURL(/[?&]abierto=1(&|$)/);
  await expect(directory.locator('.sw-distributors__name')).toHaveText(open.map((d) => d.name).sort(collator.compare));
  await expect(directory.getByRole('status')).toHaveText(
    `${open.length} ${open.length === 1 ? 'distribuidor' : 'distribuidores'} en ${PROVINCE}, abiertos ahora`,
  );
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).not.toHaveURL(/abierto=1/);
  await expect(rows).toHaveCount(tucuman.length);
  await expect(openNow).not.toBeChecked();

  // A distributor's page: its own line, the widget's once it mounts (kept true while the page stays open).
  await page.goto(`/distribuidores/${open[0]?.id ?? 0}`);
  await expect(page.locator('[data-widget-name="distributor-hours"]')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('.sw-hours__now[data-hours-status="open"]')).toHaveText('Abierto');
  await page.goto(`/distribuidores/${unknown[0]?.id ?? 0}`);
  await expect(page.locator('[data-widget-name="distributor-hours"]')).toHaveCount(0);
  await expect(page.locator('.sw-hours__unknown')).toHaveText('Horario no informado');
});

test("without JavaScript: the same lines, and 'Abierto ahora' a link that keeps the same ones", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-AR', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(address);
    const rows = page.locator('#distribuidores .sw-fallback__cards li');
    await expect(rows).toHaveCount(tucuman.length);
    for (const distributor of tucuman) {
      await expect(rows.filter({ has: page.getByRole('link', { name: distributor.name, exact: true }) }).locator('.sw-fallback__hours')).toHaveText(
        lineOf(distributor.id),
      );
    }
    await page.getByRole('link', { name: 'Abierto ahora' }).click();
    await expect(page).toHaveURL(/[?&]abierto=1(&|$)/);
    await expect(page.locator('#distribuidores .sw-fallback__cards a')).toHaveText(open.map((d) => d.name).sort(collator.compare));
    await page.getByRole('link', { name: 'Ver también los cerrados' }).click();
    await expect(rows).toHaveCount(tucuman.length);

    // A distributor's page: the line above its week, and its hours in its schema.org Store.
    const [first] = open;
    await page.goto(`/distribuidores/${first?.id ?? 0}`);
    await expect(page.locator('.sw-hours__now')).toHaveText('Abierto');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { openingHoursSpecification?: unknown[] };
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00:00',
        closes: '23:59:00',
      },
    ]);
  } finally {
    await context.close();
  }
});
