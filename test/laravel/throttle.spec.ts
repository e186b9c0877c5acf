import { expect, test } from '../browser/fixtures';
import { PASSWORD } from './session';

// Chromium logs the 429 answer.
test.use({ expectedErrors: /status of 429/ });

test('five wrong passwords for one email in a minute, then 429 with "Demasiados intentos…" (even with the right one); other accounts go on', async ({
  page,
}) => {
  // An account of its own: the other journeys log in as the seed's users.
  const email = 'intentos@example.com';
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
  await expect(page.getByRole('alert')).toContainText('Demasiados intentos de ingreso. Esperá');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);

  // Another email from the same address is not blocked.
  await page.getByLabel('Correo electrónico').fill('otra@example.com');
  await page.getByLabel('Contraseña').fill('equivocada');
  const [other] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Ingresar' }).click()]);
  expect(other?.status()).toBe(200);
});
