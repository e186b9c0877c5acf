import { randomUUID } from 'node:crypto';
import { expect, test } from '../browser/fixtures';
import { PASSWORD } from './session';

// Chromium logs the 429 answer.
test.use({ expectedErrors: /status of 429/ });

// Its limits from other addresses, per address, and behind proxies: component/limits-login.test.ts.
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
