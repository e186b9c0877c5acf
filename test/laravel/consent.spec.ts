import { spawn, type ChildProcess } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { DATABASE, HOST_DIR, HOST_PORT } from './host';

/**
 * Consent on the worked host (docs/hosting.md, "Consent"), read from the browser's own cookies:
 * no identifying cookie, and no request for the analytics tag, before 'Aceptar'; the tag's `_ga`
 * after it and after a reload; none after 'Rechazar', then or after a reload, including a
 * refusal changed from the footer. The host asks only where an analytics tag is configured, so
 * this journey runs its own PHP server on the journeys' database with one: the measurement id
 * set and the tag pointed at the site's stand-in (public/testing/gtag-stand-in.js), which sets
 * `_ga` as Google's tag does once analytics_storage is granted. The other journeys' host has
 * no tag and no notice.
 */
const PORT = HOST_PORT + 10;
const BASE = `http://127.0.0.1:${PORT}`;
const STAND_IN = '/testing/gtag-stand-in.js';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, baseURL: BASE });
// One worker for the file: its server is one per port, started once and stopped once (two
// workers would each start one on the same port, and the first to stop would take the other's).
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn('php', ['-S', `127.0.0.1:${PORT}`, '-t', 'public', 'public/router.php'], {
    cwd: HOST_DIR,
    env: {
      ...process.env,
      DB_DATABASE: DATABASE,
      PHP_CLI_SERVER_WORKERS: '2',
      SITE_WIDGETS_ANALYTICS_ID: 'G-STANDIN1',
      SITE_WIDGETS_ANALYTICS_TAG_URL: STAND_IN,
    },
    stdio: 'ignore',
    // Its own process group: PHP's workers outlive their parent, and go with the group.
    detached: true,
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${BASE}/`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
});

/** The analytics cookies the browser holds for the site. */
async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(BASE)).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'));
}

/** Every request for the tag from now on. */
function tagRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === STAND_IN) requests.push(request.url());
  });
  return requests;
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies de medición' });

test("no identifying cookie before 'Aceptar'; the tag's cookie after it, kept across a reload; the footer takes it back", async ({ page, context }) => {
  const requests = tagRequests(page);
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  // On load the notice takes no focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectNoAxeViolations(page);
  const accept = page.getByRole('button', { name: 'Aceptar' });
  const reject = page.getByRole('button', { name: 'Rechazar' });
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(acceptBox?.height).toBeGreaterThanOrEqual(44);
  expect(acceptBox?.width).toBeGreaterThanOrEqual(44);
  expect([rejectBox?.width, rejectBox?.height]).toEqual([acceptBox?.width, acceptBox?.height]);
  await page.waitForLoadState('networkidle');
  expect(await analyticsCookies(context)).toEqual([]);
  expect(requests).toEqual([]);

  // By keyboard: from the page's start, back past 'Rechazar' to 'Aceptar'.
  await page.keyboard.press('Shift+Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeHidden();
  await expect.poll(() => analyticsCookies(context)).toEqual(['_ga']);
  expect(requests).toEqual([`${BASE}${STAND_IN}?id=G-STANDIN1`]);

  await page.goto('/recetas');
  await expect.poll(() => requests.length).toBe(2);
  await expect(notice(page)).toBeHidden();
  expect(await analyticsCookies(context)).toEqual(['_ga']);

  // Changed from the footer: the notice opens with the focus, 'Rechazar' takes the cookie away.
  const preferences = page.getByRole('button', { name: 'Preferencias de cookies' });
  expect((await preferences.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await preferences.click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('Ahora las aceptaste.');
  await expect(page.getByRole('heading', { name: 'Cookies de medición' })).toBeFocused();
  await reject.click();
  await expect(preferences).toBeFocused();
  await expect.poll(() => analyticsCookies(context)).toEqual([]);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toBeHidden();
  expect(await analyticsCookies(context)).toEqual([]);
  expect(requests).toHaveLength(2);
});

test("'Rechazar': no cookie and no tag, then or after a reload", async ({ page, context }) => {
  const requests = tagRequests(page);
  await page.goto('/recetas');
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(notice(page)).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toBeHidden();
  expect(await analyticsCookies(context)).toEqual([]);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('site-widgets:consent'))).toMatch(/"version":1,"choice":"denied"/);
});
