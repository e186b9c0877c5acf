import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { editor, openForm, save } from './admin';
import { row } from './database';
import { logIn } from './session';

// Chromium logs the 419 answer of the form's post.
test.use({ expectedErrors: /status of 419/ });

test('a post after the session expired answers 419; the form opened again (after logging in) offers the edit back', async ({ page, context }) => {
  await logIn(page);
  const before = row('select steps, updated_at from posts where id = 3');
  await openForm(page, '/admin/posts/3/edit');
  await editor(page, 'steps-editor').getByLabel('Paso 1', { exact: true }).first().fill('Amasar sin apuro.');

  // The session expires while the form is open: Laravel no longer knows its cookie.
  await context.clearCookies({ name: 'laravel_session' });
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/posts/3'));
  await save(page);
  expect((await answer).status()).toBe(419);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La sesión expiró');
  await expectNoAxeViolations(page);
  expect(row('select steps, updated_at from posts where id = 3')).toEqual(before);

  // Opened again: the login comes first (the session is gone), then the form, with the draft.
  await page.getByRole('link', { name: 'Volvé a abrir la página' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/admin\/posts\/3\/edit$/);
  const steps = editor(page, 'steps-editor');
  await expect(steps).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.getByRole('group', { name: /Tenés cambios sin guardar de hace/ })).toBeVisible();
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(steps.getByLabel('Paso 1', { exact: true }).first()).toHaveValue('Amasar sin apuro.');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  expect(String(row('select steps from posts where id = 3').steps)).toContain('Amasar sin apuro.');
});
