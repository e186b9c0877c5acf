import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../browser/fixtures';
import { PNG, editor, openForm, save } from '../admin';
import { row, text } from '../database';
import { APP_SERVER_URLS, appServers, uploadsFolder } from '../host';
import { EDITOR, PASSWORD, SECOND_EDITOR, logIn } from '../session';

// The two app servers of the production mode (scripts/laravel/production.mjs), each reached
// alone through nginx on a port of its own: the browser's cookies ignore the port, so one
// browser is one visitor of both, as behind a load balancer. Each server has its own storage
// folder; they share MariaDB, Redis and the uploads' folder.
const [A = '', B = ''] = APP_SERVER_URLS;

// Chromium logs the 429 and 419 answers.
test.use({ expectedErrors: /status of (429|419)/ });

/** The requests each app server has answered so far (its PHP-FPM pool's access log). */
function answered(): number[] {
  return appServers().map(({ storage }) => {
    const log = path.join(storage, 'logs/php-fpm-access.log');
    return existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => line !== '').length
      : 0;
  });
}

async function logInAt(page: Page, server: string, email: string, password: string) {
  await page.goto(`${server}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  const [answer] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Ingresar' }).click()]);
  return answer;
}

test('a login through app server A is a session on B, and a logout through B ends it on A', async ({ page }) => {
  await logInAt(page, A, EDITOR.email, PASSWORD);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await page.goto(`${B}/admin`);
  expect(page.url()).toBe(`${B}/admin`);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Cerrar sesión' }).click()]);
  await page.goto(`${A}/admin`);
  await expect(page).toHaveURL(`${A}/login`);
});

test('the login limit counts across both servers: five wrong passwords through A and B in turn, then 429 on either', async ({ page }) => {
  const email = `intentos-${crypto.randomUUID()}@example.com`;
  for (const [attempt, server] of [A, B, A, B, A].entries()) {
    const answer = await logInAt(page, server, email, `equivocada-${attempt}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
  }
  for (const server of [B, A]) {
    const refused = await logInAt(page, server, email, PASSWORD);
    expect(refused?.status()).toBe(429);
    await expect(page.getByRole('alert')).toContainText('Demasiados intentos de ingreso.');
  }
});

test('the hit limit counts across both servers, for requests arriving together: 20 a minute stored, the rest 429', async ({ playwright }) => {
  // The second editor's own count (the limit is per user): the other journeys' shares are not in it.
  const visitor = await playwright.request.newContext();
  try {
    await visitor.get(`${A}/login`);
    const token = async () => decodeURIComponent((await visitor.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
    const login = await visitor.post(`${A}/login`, {
      headers: { 'X-XSRF-TOKEN': await token() },
      form: { email: SECOND_EDITOR.email, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    const entity = String(row('select name from posts where id = 1').name);
    const before = Number(row('select count(*) as n from hits where user_id = ?', SECOND_EDITOR.id).n);
    const headers = { Accept: 'application/json', 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest' };
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, index) =>
        visitor.post(`${index % 2 === 0 ? A : B}/api/hits`, { headers, data: { type: 'whatsapp', entity, value: '+5491112345678' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    expect(statuses.filter((status) => status !== 429).every((status) => status >= 200 && status < 300)).toBe(true);
    expect(Number(row('select count(*) as n from hits where user_id = ?', SECOND_EDITOR.id).n) - before).toBe(20);
  } finally {
    await visitor.dispose();
  }
});

test('an image uploaded through A is stored in the shared folder and served through B', async ({ page, context }) => {
  await logInAt(page, A, EDITOR.email, PASSWORD);
  await page.goto(`${A}/admin/posts/20/edit`);
  const xsrf = (await context.cookies(A)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const uploaded = await page.request.post(`${A}/api/upload_images/recetas`, {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'X-Requested-With': 'XMLHttpRequest' },
    multipart: { image: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);
  const { url } = (await uploaded.json()) as { url: string };
  expect(url).toMatch(/^\/storage\/recetas\/[\w-]+\.png$/);
  const stored = url.replace('/storage/', '');
  expect(existsSync(path.join(uploadsFolder(), stored))).toBe(true);
  for (const { storage } of appServers()) expect(existsSync(path.join(storage, 'app/public', stored))).toBe(false);

  const served = await page.request.get(`${B}${url}`);
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
  expect((await served.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
});

test('on the site (both servers in turn): an edit, the session lost, 419, the draft offered after logging in again, and the save', async ({
  page,
  context,
}) => {
  const before = answered();
  await logIn(page);
  await openForm(page, '/admin/posts/20/edit');
  await editor(page, 'steps-editor').getByLabel('Paso 1', { exact: true }).first().fill('Amasar en dos servidores.');

  await context.clearCookies({ name: 'laravel_session' });
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/posts/20'));
  await save(page);
  expect((await answer).status()).toBe(419);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La sesión expiró');

  await page.getByRole('link', { name: 'Volvé a abrir la página' }).click();
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/posts\/20\/edit$/);
  await expect(page.getByRole('group', { name: /Tenés cambios sin guardar de hace/ })).toBeVisible();
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  expect(text('select steps from posts where id = 20')).toContain('Amasar en dos servidores.');

  // The site's requests went to both servers (other journeys add their own; each server's count grew).
  const after = answered();
  for (const [index, count] of after.entries()) expect(count).toBeGreaterThan(before[index] ?? 0);
});
