import type { Browser, Page, Response } from '@playwright/test';
import { expect, expectNoAxeViolations, skippedTransition, test } from '../browser/fixtures';
import { openForm, save } from './admin';
import { HOST_URL } from './host';
import { logIn } from './session';

/**
 * Who is editing (docs/widgets/editors.md, "Who is editing"), two editors in two browsers on
 * the real host: the heartbeat through Laravel's session, CSRF check and file cache.
 *
 * A recipe no other journey opens: another journey's editor there would see these notices.
 */
const FORM = '/admin/posts/9/edit';
const SECOND_EDITOR = 'redaccion@example.com';
/** The heartbeat, every 2 s instead of 20: the widget's documented `data-interval`, set before it mounts. */
const INTERVAL_S = 2;
/** The server's expiry: `site-widgets.presence_ttl`, 60 s unless the server was started with SITE_WIDGETS_PRESENCE_TTL. */
const TTL_S = Number(process.env.SITE_WIDGETS_PRESENCE_TTL ?? 60);

// Two editors, one recipe, one story.
test.describe.configure({ mode: 'serial' });

/** Every placeholder of the widget, as the page arrives, gets `data-interval` before the runtime reads it. */
async function fastHeartbeat(page: Page): Promise<void> {
  await page.addInitScript((seconds) => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const placeholder of document.querySelectorAll('[data-widget-name="editing-presence"]')) placeholder.setAttribute('data-interval', String(seconds));
    });
  }, INTERVAL_S);
}

/** The next heartbeat answer of `page` that lists these others (by name). */
function heartbeatListing(page: Page, names: string[], timeout: number): Promise<Response> {
  return page.waitForResponse(
    async (response) => {
      if (!response.url().endsWith('/admin/presencia') || response.request().method() !== 'POST' || response.status() !== 200) return false;
      const answer = (await response.json()) as { editors: { name: string }[] };
      return JSON.stringify(answer.editors.map(({ name }) => name)) === JSON.stringify(names);
    },
    { timeout },
  );
}

/** A second browser, logged in as `email`; its console errors are collected like the fixture's page's. */
async function secondEditor(browser: Browser, errors: string[], width = 390): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_URL, locale: 'es-AR', viewport: { width, height: 844 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    if (!skippedTransition(error.message)) errors.push(`pageerror: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await logIn(page, SECOND_EDITOR);
  return page;
}

test('a second editor is told who is editing; the first is told who arrived; a closed tab goes at once', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  await logIn(page);
  await fastHeartbeat(page);
  const alone = heartbeatListing(page, [], 10_000);
  await openForm(page, FORM);
  await alone;
  const notices = page.locator('[data-widget-name="editing-presence"]');
  await expect(notices).toHaveText('');

  // B opens the same recipe: who, since when, and the two ways on.
  const second = await secondEditor(browser, errors);
  await fastHeartbeat(second);
  await openForm(second, FORM);
  const status = second.getByRole('status').filter({ hasText: 'está editando' });
  await expect(status).toHaveText(/^Editora está editando esta receta desde hace (menos de un minuto|\d+ min)\./);
  const editAnyway = status.getByRole('button', { name: 'Editar igual' });
  const back = status.getByRole('button', { name: 'Volver' });
  await expect(editAnyway).toBeVisible();
  await expect(back).toBeVisible();
  // Touch targets: 44 px at least, at a phone's width.
  for (const button of [editAnyway, back]) {
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(second);
  await second.screenshot({ path: testInfo.outputPath('presence-notice-390.png') });
  // Information, never a lock: the form's own fields stay usable under it.
  await expect(second.getByLabel('Nombre')).toBeEditable();

  // A hears of B within one heartbeat.
  await expect(page.getByRole('status').filter({ hasText: 'empezó a editar' })).toContainText('Redacción empezó a editar esta receta.', {
    timeout: (INTERVAL_S + 3) * 1000,
  });
  await page.screenshot({ path: testInfo.outputPath('presence-arrival-1280.png') });

  // 'Editar igual': the notice goes, the editor is at the form's first field.
  await editAnyway.click();
  await expect(status).toHaveCount(0);
  await expect(second.getByLabel('Nombre')).toBeFocused();

  // B closes the tab: the beacon removes B at once, A's next heartbeat lists nobody (at the
  // latest, once B's last heartbeat is TTL_S old).
  const nobody = heartbeatListing(page, [], (TTL_S + 2 * INTERVAL_S + 5) * 1000);
  await second.close({ runBeforeUnload: true });
  await nobody;
  expect(errors).toEqual([]);
});

test(`a heartbeat that stops (no beacon: a crash, the network) counts ${TTL_S} s, not more`, async ({ page, browser }) => {
  test.setTimeout((TTL_S + 60) * 1000);
  const errors: string[] = [];
  await logIn(page);
  await fastHeartbeat(page);
  await openForm(page, FORM);
  const item = await page.locator('[data-widget-name="editing-presence"]').getAttribute('data-item');
  expect(item).toMatch(/^App\\Models\\Post:9\.[0-9a-f]{64}$/);

  // B's browser sends one heartbeat for the page A printed, as the widget does (JSON, the XSRF
  // header from Laravel's cookie), and then nothing more.
  const second = await secondEditor(browser, errors, 1280);
  const cookie = (await second.context().cookies()).find(({ name }) => name === 'XSRF-TOKEN');
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
  const forged = await second.request.post('/admin/presencia', { headers, data: { item: 'App\\Models\\Post:9.0000' } });
  expect(forged.status()).toBe(403);
  const withoutToken = await second.request.post('/admin/presencia', { headers: { Accept: 'application/json' }, data: { item } });
  expect(withoutToken.status()).toBe(419);
  const listed = heartbeatListing(page, ['Redacción'], (INTERVAL_S + 3) * 1000);
  const beat = await second.request.post('/admin/presencia', { headers, data: { item } });
  expect(beat.status()).toBe(200);
  const lastBeat = Date.now();
  await second.context().close();
  await listed;
  await expect(page.getByRole('status').filter({ hasText: 'empezó a editar' })).toContainText('Redacción empezó a editar esta receta.');

  await heartbeatListing(page, [], (TTL_S + 2 * INTERVAL_S + 5) * 1000);
  expect(Date.now() - lastBeat).toBeGreaterThanOrEqual((TTL_S - 1) * 1000);
  expect(errors).toEqual([]);
});

test('heartbeats sent while a save is on its way leave its message for the page it redirects to (the session is locked, not put back as it was)', async ({
  page,
}) => {
  await logIn(page);
  await openForm(page, FORM);
  const item = await page.locator('[data-widget-name="editing-presence"]').getAttribute('data-item');
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'XSRF-TOKEN');
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
  // The same session's heartbeats, back to back from before the save until after its page: each
  // reads the session as it is and writes it back when it ends.
  let saving = true;
  const statuses: number[] = [];
  const beating = (async () => {
    while (saving) statuses.push((await page.request.post('/admin/presencia', { headers, data: { item } })).status());
  })();
  const beatingToo = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 15));
    while (saving) statuses.push((await page.request.post('/admin/presencia', { headers, data: { item } })).status());
  })();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const answer = await save(page);
  saving = false;
  await Promise.all([beating, beatingToo]);
  expect(answer?.status()).toBe(200);
  expect(statuses.length).toBeGreaterThan(2);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
});
