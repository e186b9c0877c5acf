import { randomUUID } from 'node:crypto';
import { expect, test } from '../browser/fixtures';
import { HOST_URL } from './host';
import { LoginVisitor, newAccount } from './login-client';
import { PASSWORD, logIn } from './session';

// Chromium logs the 429 answer.
test.use({ expectedErrors: /status of 429/ });

// Its limits from other addresses, per address, and behind proxies: component/limits-login.test.ts;
// those only the production mode shows (MariaDB, requests at once): production/login-limits.spec.ts.
test('five wrong passwords for one email in a minute, then 429 with "Demasiados intentos…" and Retry-After (even with the right one); other accounts go on', async ({
  page,
}) => {
  // An account of its own: the other journeys log in as the seed's users. A new one each run: the
  // count is per e-mail, in the file cache, which outlives a run (and which other hosts started from
  // this tree share).
  const email = `intentos-${randomUUID()}@example.com`;
  await page.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(`equivocada-${attempt}`);
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Ingresar' }).click()]);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
  }
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  const [refused] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Ingresar' }).click()]);
  expect(refused?.status()).toBe(429);
  const wait = Number(refused?.headers()['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  await expect(page.getByRole('alert')).toHaveText(`Demasiados intentos de ingreso. Esperá ${wait} segundos y probá de nuevo.`);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);

  // Another email from the same address is not blocked.
  await page.getByLabel('Correo electrónico').fill(`otra-${randomUUID()}@example.com`);
  await page.getByLabel('Contraseña').fill('equivocada');
  const [other] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Ingresar' }).click()]);
  expect(other?.status()).toBe(200);
});

test("the owner's browser, which logged in before, still logs in while someone else's wrong passwords hold the account; a browser without its cookie is refused", async ({
  page,
  browser,
}) => {
  const email = `duena-${randomUUID()}@example.com`;
  newAccount(email);
  await logIn(page, email);
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Cerrar sesión' }).click()]);

  // Someone else, from an address of their own, holds the account: five wrong passwords, then 429.
  const guesser = new LoginVisitor();
  await guesser.open();
  for (let attempt = 1; attempt <= 5; attempt += 1) expect((await guesser.logIn(email, `equivocada-${attempt}`)).outcome).toBe('wrong');
  expect((await guesser.logIn(email, 'equivocada-6')).outcome).toBe('limited');

  // The owner's browser logs in: it kept its device cookie from the first login.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  const [owner] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Ingresar' }).click()]);
  expect(owner?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  // The cookie: for a year, HttpOnly, SameSite=Lax, Secure as the session's is (SESSION_SECURE_COOKIE:
  // set in the production mode, whose browser is on 127.0.0.1, a secure context; not in development).
  const cookies = await page.context().cookies();
  const device = cookies.find((cookie) => cookie.name === 'login_device');
  const session = cookies.find((cookie) => cookie.name === 'laravel_session');
  expect(session).toBeDefined();
  expect(device).toMatchObject({ httpOnly: true, secure: session?.secure, sameSite: 'Lax' });
  expect((device?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);

  // A browser without it is refused, the right password too.
  const other = await browser.newContext({ baseURL: HOST_URL });
  try {
    const stranger = await other.newPage();
    await stranger.goto('/login');
    await stranger.getByLabel('Correo electrónico').fill(email);
    await stranger.getByLabel('Contraseña').fill(PASSWORD);
    const [refused] = await Promise.all([stranger.waitForNavigation(), stranger.getByRole('button', { name: 'Ingresar' }).click()]);
    expect(refused?.status()).toBe(429);
    const wait = Number(refused?.headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await expect(stranger.getByRole('alert')).toHaveText(`Demasiados intentos de ingreso. Esperá ${wait} segundos y probá de nuevo.`);
  } finally {
    await other.close();
  }
});
