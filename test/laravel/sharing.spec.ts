import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../browser/fixtures';
import { query } from './database';
import { EDITOR, logIn } from './session';

/** Shares recipe 3 by WhatsApp: the window it opens, and the status of the hit's answer. */
async function share(page: Page, context: BrowserContext): Promise<{ url: URL; hitStatus: number }> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/post/3');
  // Below the recipe, the share box loads as it nears the screen (data-widget-load="visible"): the visitor scrolls to it.
  const placeholder = page.locator('[data-widget-name="whatsapp-share"]');
  await expect(placeholder).toHaveAttribute('data-widget-state', 'deferred');
  await placeholder.scrollIntoViewIfNeeded();
  const box = page.getByRole('form', { name: 'Compartir por Whatsapp' });
  await box.getByLabel('Código de área').fill('011');
  await box.getByLabel('Número').fill('15 1234-5678');
  const hit = page.waitForResponse((response) => response.url().endsWith('/api/hits'));
  const opened = context.waitForEvent('page');
  await box.getByRole('button', { name: /Enviar por Whatsapp/ }).click();
  const whatsapp = await opened;
  return { url: new URL(whatsapp.url()), hitStatus: (await hit).status() };
}

/** The shares' hits (other journeys, running beside these, record other kinds: demand.spec.ts). */
function hits(): { entity: unknown; type: unknown; user_id: unknown; value: unknown }[] {
  return query("select entity, type, user_id, value from hits where type in ('whatsapp', 'share') order by id").map(({ entity, type, user_id, value }) => ({
    entity,
    type,
    user_id,
    value,
  }));
}

// Every test counts the hits: one after the other, so each sees only its own.
test.describe.configure({ mode: 'serial' });

test('a share logged out: the hit is stored with no user (through the XSRF cookie), and WhatsApp opens', async ({ page, context }) => {
  const before = hits().length;
  const { url, hitStatus } = await share(page, context);
  expect(hitStatus).toBe(201);
  expect(url.origin + url.pathname).toBe('https://wa.me/5491112345678');
  const name = String(query('select name from posts where id = 3')[0]?.name);
  // The caption carousel filled the host's own text area with its first slide's caption.
  await expect(page.getByLabel('Texto para compartir')).toHaveValue(`¡Mirá qué rico! ${name}`);
  expect(url.searchParams.get('text')).toBe(`Mirá esta receta: ${name} ${new URL('/post/3', page.url()).href}`);
  // The number is never stored whole: its first five digits and last two (App\Models\Hit::maskedPhone).
  expect(hits().slice(before)).toEqual([{ entity: name, type: 'whatsapp', user_id: null, value: '+54911******78' }]);
});

test("a share logged in: the hit is stored with the session's user", async ({ page, context }) => {
  await logIn(page);
  const before = hits().length;
  expect((await share(page, context)).hitStatus).toBe(201);
  expect(hits().slice(before)).toEqual([expect.objectContaining({ user_id: EDITOR.id, type: 'whatsapp' })]);
});

test.describe('a wrong XSRF token', () => {
  // Chromium logs the 419 answer, and the widget reports the failed hit (the share goes on).
  test.use({ expectedErrors: /status of 419|could not record the share/ });

  test('Laravel answers the hit 419 and stores nothing; WhatsApp opens all the same', async ({ page, context }) => {
    await page.route('**/api/hits', (route) => route.continue({ headers: { ...route.request().headers(), 'x-xsrf-token': 'not-the-token' } }));
    const before = hits().length;
    const { url, hitStatus } = await share(page, context);
    expect(hitStatus).toBe(419);
    expect(url.origin).toBe('https://wa.me');
    expect(hits().length).toBe(before);
  });
});
