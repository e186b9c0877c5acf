import { distributors } from '../../mocks/fixtures';
import type { Distributor } from '../../src/shared/api/distributors';
import { hoursStatus } from '../../src/shared/distributors/hours/status';
import { statusText } from '../../src/shared/distributors/hours/words';
import { NAME_ORDER } from '../../src/shared/distributors/name-order';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Opening hours in the demo's directory (docs/widgets/catalogue.md, "Opening hours"), on a
 * 390 px phone whose zone is Tokyo's: each row's status in Argentina's time, renewed as the
 * minute turns, and 'Abierto ahora' (a 44 px target, `abierto=1` in the address); axe passes.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'Asia/Tokyo' });

/** An instant given as Argentina's wall clock. */
const at = (local: string) => new Date(`${local}-03:00`);
const collator = new Intl.Collator(NAME_ORDER.locale, NAME_ORDER.options);
const santaFe = distributors.filter((d) => d.province.replace(/\s+/g, ' ').trim() === 'Santa Fe').sort((a, b) => collator.compare(a.name, b.name));

/** What each row should say at `now`: the mocks' closure is dated from the page's own clock, so id 4's is written here. */
function said(distributor: Distributor, now: Date): string {
  if (distributor.id === 4) return 'Cerrado por vacaciones hasta el 11/6';
  return statusText(hoursStatus(distributor.hours, now));
}

test('each row says whether it is open now, in Argentina’s time; the minute’s turn renews it', async ({ page }) => {
  const now = at('2026-06-01T12:59:30');
  await page.clock.install({ time: now });
  await page.goto('/distribuidores.html?provincia=Santa%20Fe');
  const directory = page.locator('#distribuidores');
  await expect(directory.locator('.sw-distributors__name')).toHaveText(santaFe.map((d) => d.name));
  const lines = directory.locator('.sw-distributors__hours');
  await expect(lines).toHaveText(santaFe.map((d) => said(d, now)));
  // Different words at 13:00 for the split shifts: the case would not tell a stale row otherwise.
  expect(santaFe.map((d) => said(d, now))).toContain('Abierto · cierra 13:00');
  await expect(lines).toContainText(['Horario no informado']);
  await expectNoAxeViolations(page);

  await page.clock.runFor(31_000);
  await expect(lines).toHaveText(santaFe.map((d) => said(d, at('2026-06-01T13:00:01'))));
  expect(santaFe.map((d) => said(d, at('2026-06-01T13:00:01')))).toContain('Cerrado · abre hoy 17:00');
});

test("'Abierto ahora': a 44 px switch, only the open ones, `abierto=1` in the address, back for all; axe passes", async ({ page }) => {
  const now = at('2026-06-01T10:00:00');
  await page.clock.install({ time: now });
  await page.goto('/distribuidores.html?provincia=Santa%20Fe');
  const directory = page.locator('#distribuidores');
  const filter = directory.getByRole('switch', { name: 'Abierto ahora' });
  await expect(filter).toBeEnabled();
  const label = directory.locator('.sw-distributors__open label');
  const box = await label.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);

  await label.tap();
  await expect(filter).toBeChecked();
  await expect(page).toHaveURL(/[?&]abierto=1(&|$)/);
  const open = santaFe.filter((d) => d.id !== 4 && hoursStatus(d.hours, now).kind === 'open');
  expect(open.length).toBeGreaterThan(0);
  expect(open.length).toBeLessThan(santaFe.length);
  await expect(directory.locator('.sw-distributors__name')).toHaveText(open.map((d) => d.name));
  await expect(directory.getByRole('status')).toHaveText(`${open.length} distribuidores en Santa Fe, abiertos ahora`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(filter).not.toBeChecked();
  await expect(directory.locator('.sw-distributors__name')).toHaveCount(santaFe.length);
});

test("'Abierto ahora' on a Sunday night: none open, said, and a way back to all", async ({ page }) => {
  await page.clock.install({ time: at('2026-06-07T23:00:00') });
  await page.goto('/distribuidores.html?provincia=Santa%20Fe&abierto=1');
  const directory = page.locator('#distribuidores');
  await expect(directory).toContainText('Ahora no hay distribuidores abiertos en Santa Fe. Probá más tarde o mirá también los cerrados.');
  await expectNoAxeViolations(page);
  await directory.getByRole('button', { name: 'Ver también los cerrados' }).tap();
  await expect(directory.locator('.sw-distributors__name')).toHaveCount(santaFe.length);
  await expect(page).not.toHaveURL(/abierto/);
});
