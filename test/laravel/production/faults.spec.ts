import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../browser/fixtures';
import { editor, openForm, save } from '../admin';
import { query, row, text } from '../database';
import { APP_SERVER_URLS, HOST_URL, uploadsFolder } from '../host';
import { logIn } from '../session';
import { type Answer, figure, healthy, inject, record, statuses, visitors } from './faults';

// Faults injected into the production mode while visitors load pages and an editor saves
// (docs/laravel-host.md, "Faults"): each stops or slows a part every other journey needs, so
// these run after them, one at a time (playwright.production.config.ts, project `faults`).
test.describe.configure({ mode: 'serial' });
// Chromium logs the answers of the faults (nginx's 502, the site's 503), and the uploader reports its 507.
test.use({ expectedErrors: /status (of|code) (502|503|507)/ });

const [A = ''] = APP_SERVER_URLS;
const UNAVAILABLE = 'El sitio no está disponible en este momento';
const POST_TYPE = 'App\\Models\\Post';

/** How many revisions recipe `id` has. */
function revisionCount(id: number): number {
  return Number(row('select count(*) as n from site_widget_revisions where item_type = ? and item_id = ?', POST_TYPE, id).n);
}

/** A JSON column as text with no escapes (`\u00e9` read as `é`), so a step's words are found in it. */
function readable(json: string | null): string {
  return JSON.stringify(JSON.parse(json ?? 'null'));
}

/** The latest revision's fields of recipe `id`. */
function latestRevision(id: number): string {
  return readable(text('select fields from site_widget_revisions where item_type = ? and item_id = ? order by number desc limit 1', POST_TYPE, id));
}

/** Recipe `id`'s steps as stored. */
function stepsOf(id: number): string {
  return readable(text('select steps from posts where id = ?', id));
}

/** Waits until the site's user has a statement waiting for a lock (the save, held mid-transaction). */
async function saveWaitsForLock(): Promise<void> {
  await expect
    .poll(() => query("select id from information_schema.processlist where user = 'sitio' and state like '%lock%'").length, { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/** Edits the recipe's first step (which keeps a draft, as every editor does). */
async function editFirstStep(page: Page, form: string, step: string): Promise<void> {
  await openForm(page, form);
  await editor(page, 'steps-editor').getByLabel('Paso 1', { exact: true }).first().fill(step);
}

/** Back on the form: the draft is offered, taken, and saved. */
async function recoverDraftAndSave(page: Page, step: string): Promise<void> {
  await page.goBack();
  const steps = editor(page, 'steps-editor');
  await expect(steps).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.getByRole('group', { name: /Tenés cambios sin guardar de hace/ })).toBeVisible();
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(steps.getByLabel('Paso 1', { exact: true }).first()).toHaveValue(step);
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
}

/** The visitors' answers other than 200: each a 503 with Retry-After and the Spanish words, never a trace. */
function expectOnlyShortUnavailability(answers: readonly Answer[]): void {
  expect(answers.length).toBeGreaterThan(0);
  const others = answers.filter(({ status }) => status !== 200);
  for (const answer of others) {
    expect({ path: answer.path, status: answer.status, retryAfter: answer.retryAfter }).toEqual({ path: answer.path, status: 503, retryAfter: '30' });
    if (answer.path.startsWith('/api/')) expect(JSON.parse(answer.body)).toEqual({ message: `${UNAVAILABLE}. Probá de nuevo en unos minutos.` });
    else expect(answer.body).toContain(UNAVAILABLE);
    expect(answer.body).not.toMatch(/SQLSTATE|Exception|Stack trace|\.php/);
  }
}

test('app server A killed hard while a save waits on it: visitors keep getting every page through B; the save is answered with the Spanish page, nothing of it is stored, and once A is back the draft is saved', async ({
  page,
}) => {
  await logIn(page);
  const revisions = revisionCount(11);
  const before = latestRevision(11);
  await editFirstStep(page, `${A}/admin/posts/11/edit`, 'Amasar después de la caída.');

  const load = visitors();
  // The save reaches A, updates the recipe and waits for the revisions (locked, as a long
  // migration would hold them): killed there, mid-transaction.
  await inject('mariadb/lock', { table: 'site_widget_revisions', seconds: 30 });
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === `${A}/admin/posts/11`);
  const saving = page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await saveWaitsForLock();
  await inject('app-a/kill');
  await inject('mariadb/unlock');

  expect((await answer).status()).toBe(502);
  await saving;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
  await expectNoAxeViolations(page);
  const answers = await load.stop();
  expect(statuses(answers)).toEqual({ 200: answers.length });

  // Nothing half-written: the recipe's content and revisions as before the save.
  expect(revisionCount(11)).toBe(revisions);
  expect(stepsOf(11)).not.toContain('Amasar después de la caída.');

  await inject('app-a/start');
  await recoverDraftAndSave(page, 'Amasar después de la caída.');
  expect(revisionCount(11)).toBe(revisions + 1);
  expect(latestRevision(11)).not.toBe(before);
  expect(latestRevision(11)).toContain('Amasar después de la caída.');
  expect(stepsOf(11)).toContain('Amasar después de la caída.');
  record(figure('an app server killed mid-save', answers, { acknowledged: 1, lost: stepsOf(11).includes('Amasar después de la caída.') ? 0 : 1 }));
});

test('Redis restarted: the editor is still logged in, the login limit still counts, and visitors never get a 500', async ({ page, browser }) => {
  await logIn(page);
  // Five wrong passwords for one address, from a browser of its own.
  const guesser = await browser.newPage();
  const email = `intentos-${crypto.randomUUID()}@example.com`;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await guesser.goto(`${HOST_URL}/login`);
    await guesser.getByLabel('Correo electrónico').fill(email);
    await guesser.getByLabel('Contraseña').fill(`equivocada-${attempt}`);
    await Promise.all([guesser.waitForNavigation(), guesser.getByRole('button', { name: 'Ingresar' }).click()]);
  }

  const load = visitors();
  await inject('redis/restart');
  await healthy();
  const answers = await load.stop();
  expectOnlyShortUnavailability(answers);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await guesser.goto(`${HOST_URL}/login`);
  await guesser.getByLabel('Correo electrónico').fill(email);
  await guesser.getByLabel('Contraseña').fill('otra-mas');
  const [refused] = await Promise.all([guesser.waitForNavigation(), guesser.getByRole('button', { name: 'Ingresar' }).click()]);
  expect(refused?.status()).toBe(429);
  await guesser.close();
  record(figure('Redis restarted', answers, { acknowledged: 0, lost: 0 }));
});

test('MariaDB killed mid-save and started again: the save is all or nothing, every acknowledged save is there, and visitors meanwhile get the short Spanish 503 with Retry-After', async ({
  page,
}) => {
  await logIn(page);
  await editFirstStep(page, '/admin/posts/12/edit', 'Antes del corte.');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  const revisions = revisionCount(12);

  await editFirstStep(page, '/admin/posts/12/edit', 'Durante el corte.');
  await inject('mariadb/lock', { table: 'site_widget_revisions', seconds: 30 });
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/posts/12'));
  const saving = page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await saveWaitsForLock();
  const load = visitors();
  await inject('mariadb/kill');

  const refused = await answer;
  expect(refused.status()).toBe(503);
  expect(await refused.headerValue('retry-after')).toBe('30');
  await saving;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
  await expectNoAxeViolations(page);
  // While it is away: the health check says which part failed.
  const health = await fetch(`${HOST_URL}/up`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ database: 'failed', redis: 'ok' });

  await inject('mariadb/start');
  await healthy();
  const answers = await load.stop();
  expectOnlyShortUnavailability(answers);
  expect(answers.some(({ status }) => status === 503)).toBe(true);

  // The acknowledged save is there; the one cut mid-transaction left nothing.
  expect(revisionCount(12)).toBe(revisions);
  expect(latestRevision(12)).toContain('Antes del corte.');
  const steps = stepsOf(12);
  expect(steps).toContain('Antes del corte.');
  expect(steps).not.toContain('Durante el corte.');

  await recoverDraftAndSave(page, 'Durante el corte.');
  expect(revisionCount(12)).toBe(revisions + 1);
  expect(stepsOf(12)).toContain('Durante el corte.');
  const kept = [latestRevision(12).includes('Durante el corte.'), revisionCount(12) === revisions + 1];
  record(figure('MariaDB killed mid-save', answers, { acknowledged: 2, lost: kept.filter((held) => !held).length }));
});

/** Every file under the uploads' folder, by its path there. */
function uploadedFiles(): string[] {
  const root = uploadsFolder();
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
    });
  return walk(root).sort();
}

/** A browser-made JPEG of noise: large, as a photo is, whatever the re-encoding does. */
async function noisyPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    const pixels = context.createImageData(400, 300);
    for (let index = 0; index < pixels.data.length; index += 1) pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

test("the uploads' disk full: the upload is refused in Spanish with nothing left behind, no recipe points at a missing file, and the next one after space is freed works", async ({
  page,
}) => {
  await logIn(page);
  await openForm(page, '/admin/posts/13/edit');
  const photo = await noisyPhoto(page);
  expect(photo.length).toBeGreaterThan(100_000);
  const before = uploadedFiles();
  const image = text('select image from posts where id = 13');

  const load = visitors();
  await inject('uploads/fill', { leave: 16 * 1024 });
  try {
    const uploader = editor(page, 'image-uploader');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/upload_images/recetas'));
    await uploader.locator('input[type=file]').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
    expect((await refused).status()).toBe(507);
    const alert = uploader.getByRole('alert');
    await expect(alert).toContainText('El sitio no tiene lugar para guardar la imagen. Avisá a quien administra el sitio y reintentá más tarde.');
    // Nothing of it: no part file, no new name; the recipe still shows what it had.
    expect(uploadedFiles().filter((file) => file !== '.relleno')).toEqual(before.filter((file) => file !== '.relleno'));
    expect(text('select image from posts where id = 13')).toBe(image);

    await inject('uploads/free');
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload_images/recetas'));
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    expect((await uploaded).status()).toBe(200);
    await save(page);
    await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  } finally {
    await inject('uploads/free');
  }
  const stored = text('select image from posts where id = 13') ?? '';
  expect(stored).toMatch(/^\/storage\/recetas\/\w{40}\.jpg$/);
  // No recipe points at a file the disk does not have.
  const files = new Set(uploadedFiles());
  for (const { image: url } of query("select image from posts where image like '/storage/%'")) {
    expect(files.has(String(url).replace('/storage/', ''))).toBe(true);
  }
  const answers = await load.stop();
  expect(statuses(answers)).toEqual({ 200: answers.length });
  record(figure("the uploads' disk full", answers, { acknowledged: 1, lost: files.has(stored.replace('/storage/', '')) ? 0 : 1 }));
});

test('a slow database (a table locked longer than a request may wait): requests answer 503 within the wait, the health check and the other pages still answer, and the site recovers by itself', async () => {
  const load = visitors();
  await inject('mariadb/lock', { table: 'posts', seconds: 9 });
  const waiting = Array.from({ length: 8 }, async () => {
    const sent = performance.now();
    const response = await fetch(`${HOST_URL}/api/posts/recipes`, { headers: { Accept: 'application/json' } });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
      seconds: (performance.now() - sent) / 1000,
    };
  });
  // Workers are not all held: the health check and a page without recipes answer at once.
  const health = await fetch(`${HOST_URL}/up`);
  expect(health.status).toBe(200);
  const held = await Promise.all(waiting);
  for (const answer of held) {
    expect(answer).toMatchObject({ status: 503, retryAfter: '30' });
    expect(JSON.parse(answer.body)).toEqual({ message: `${UNAVAILABLE}. Probá de nuevo en unos minutos.` });
    // Cut at DB_LOCK_WAIT_SECONDS (5; a busy machine adds the wait for a free worker), well
    // before the lock goes: answered by the wait's end, not by the lock's (which would be a 200).
    expect(answer.seconds).toBeLessThan(9);
  }

  // When the lock goes, nothing to restart.
  await expect
    .poll(async () => (await fetch(`${HOST_URL}/api/posts/recipes`, { headers: { Accept: 'application/json' } })).status, { timeout: 20_000, intervals: [500] })
    .toBe(200);
  const answers = await load.stop();
  expectOnlyShortUnavailability(answers);
  record(figure('a table locked past the lock wait', answers, { acknowledged: 0, lost: 0 }));
});
