import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { query } from './database';
import { HOST_URL } from './host';
import { logIn } from './session';

/**
 * "Mi punto de venta" (docs/laravel-host.md, "Points of sale"): the pantry (distributor 7, which no other
 * journey reads) changes its hours and WhatsApp on a phone and sends them; an editor, in a browser
 * of its own, approves them in the queue and the public page shows them; a second proposal is
 * rejected with a note, which the pantry reads, and the public page stays as approved. The listing is put back after.
 */
const PANTRY = 'despensa@example.com';
const PHONE = { width: 390, height: 844 };
const SAVED = query('select whatsapp, hours, products from distributors where id = 7')[0];

test.use({ viewport: PHONE });
test.afterAll(() => {
  query(
    'update distributors set whatsapp = ?, hours = ?, products = ? where id = 7',
    SAVED?.whatsapp as string,
    SAVED?.hours as string,
    SAVED?.products as string,
  );
});

async function editorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_URL, locale: 'es-AR' });
  const page = await context.newPage();
  await logIn(page);
  return page;
}

async function review(editor: Page, decide: (editor: Page) => Promise<void>): Promise<void> {
  await editor.goto('/admin');
  await editor.getByRole('link', { name: /Propuestas de los puntos de venta \(1 pendiente\)/ }).click();
  await editor.getByRole('link', { name: 'Distribuidora 7' }).click();
  await expectNoAxeViolations(editor);
  await decide(editor);
}

test('a point of sale proposes, an editor approves it and it goes public; a rejected one stays out and its note reaches the point of sale', async ({
  page,
  browser,
}, testInfo) => {
  // Two proposals, two browsers, six axe runs: about 45 s on a quiet 2-core machine, and past
  // 90 s twice in one full run on a busy one (each axe run took 3–9 s there). Sized to the walk.
  test.setTimeout(180_000);
  await logIn(page, PANTRY);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Mi punto de venta' }).click();
  await expect(page).toHaveURL(/\/mi-punto-de-venta\/7$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('listing-form-390.png'), fullPage: true });
  const send = page.getByRole('button', { name: 'Enviar la propuesta a la marca' });
  expect((await send.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // A refusal first: the message by the field, what was typed kept.
  await page.getByLabel('WhatsApp').fill('llamame');
  await send.click();
  await expect(page.getByRole('alert')).toContainText('Escribí el WhatsApp con números');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('llamame');
  await expect(page.getByLabel('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('WhatsApp').fill('351 600-7000');
  for (const day of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes']) {
    await page.getByLabel(`Abre (${day}, turno 1)`).fill('08:00');
    await page.getByLabel(`Cierra (${day}, turno 1)`).fill('14:00');
    await page.getByLabel(`Abre (${day}, turno 2)`).fill('');
    await page.getByLabel(`Cierra (${day}, turno 2)`).fill('');
  }
  await send.click();
  await expect(page.getByRole('status')).toContainText('Enviamos tu propuesta a la marca');
  await expect(page.locator('[data-proposal-status="pending"]')).toContainText('Tu propuesta está esperando la revisión de la marca');
  await page.goto('/distribuidores/7');
  await expect(page.getByText('Lunes a viernes: 9:00–13:00 y 17:00–20:30')).toBeVisible();

  const editor = await editorPage(browser);
  await review(editor, async (editor) => {
    await expect(editor.locator('[data-field="whatsapp"]')).toContainText('Propone: «351 600-7000»');
    await expect(editor.locator('[data-field="hours"]')).toContainText('Lunes a viernes: 8:00–14:00');
    await editor.getByRole('button', { name: 'Aprobar y publicar' }).click();
    await expect(editor.getByRole('status')).toContainText('Propuesta aprobada');
  });
  await page.goto('/distribuidores/7');
  await expect(page.getByText('Lunes a viernes: 8:00–14:00')).toBeVisible();
  await expect(page.getByText('WhatsApp: 351 600-7000')).toBeVisible();

  await page.goto('/mi-punto-de-venta/7');
  await expect(page.locator('[data-proposal-status="approved"]')).toBeVisible();
  await page.getByLabel('WhatsApp').fill('351 600-0000');
  await page.getByRole('button', { name: 'Enviar la propuesta a la marca' }).click();
  await expect(page.getByRole('status')).toContainText('Enviamos tu propuesta');

  await review(editor, async (editor) => {
    await editor.getByRole('button', { name: 'Rechazar' }).click();
    await expect(editor.getByText('Escribí una nota')).toBeVisible();
    await editor.getByLabel('Nota para el punto de venta').fill('Ese número no es de WhatsApp: revisalo.');
    await editor.getByRole('button', { name: 'Rechazar' }).click();
    await expect(editor.getByRole('status')).toContainText('Propuesta rechazada');
  });
  await editor.context().close();

  await page.goto('/mi-punto-de-venta/7');
  await expect(page.locator('[data-proposal-note]')).toHaveText('Ese número no es de WhatsApp: revisalo.');
  await expectNoAxeViolations(page);
  await page.goto('/distribuidores/7');
  await expect(page.getByText('WhatsApp: 351 600-7000')).toBeVisible();
});

test.describe('refused', () => {
  // Chromium logs each 403 answer.
  test.use({ expectedErrors: /status of 403/ });

  test("another point of sale's listing and the editors' queue answer 403", async ({ page }) => {
    await logIn(page, PANTRY);
    expect((await page.goto('/mi-punto-de-venta/2'))?.status()).toBe(403);
    expect((await page.goto('/admin/propuestas'))?.status()).toBe(403);
  });
});
