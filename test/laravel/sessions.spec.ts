import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { editor, openForm, save } from './admin';
import { row } from './database';
import { HOST_PORT, HOST_URL } from './host';
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

test("the 419 page links back only to a page of this site: after another site's form, it links to the home page", async ({ page }) => {
  // Another site's page whose form posts here: Chromium sends its origin as the Referer.
  await page.route('http://elsewhere.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Otro sitio</title><form method="post" action="${HOST_URL}/login"><button>Enviar</button></form>`,
    }),
  );
  await page.goto('http://elsewhere.example/pagina');
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === `${HOST_URL}/login`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  const posted = await answer;
  expect(posted.status()).toBe(419);
  expect(await posted.request().headerValue('referer')).toBe('http://elsewhere.example/');
  const back = page.getByRole('link', { name: 'Volvé a abrir la página' });
  await expect(back).toHaveAttribute('href', HOST_URL);
  await back.click();
  await expect(page).toHaveURL(`${HOST_URL}/`);
});

test('the 419 page keeps a Referer of this site and refuses those that only look like it', async ({ request }) => {
  const backFrom = async (referer: string) => {
    // No session and no token: Laravel answers 419 whatever the Referer says.
    const answer = await request.post('/login', { headers: { referer }, form: { email: 'a@b.c', password: 'x' }, maxRedirects: 0 });
    expect(answer.status()).toBe(419);
    const href = /<a href="([^"]*)">Volvé a abrir la página<\/a>/.exec(await answer.text())?.[1];
    return href?.replaceAll('&amp;', '&');
  };
  expect(await backFrom(`${HOST_URL}/admin/posts/3/edit?tab=pasos&x=1`)).toBe(`${HOST_URL}/admin/posts/3/edit?tab=pasos&x=1`);
  for (const foreign of [
    'https://elsewhere.example/admin/posts/3/edit',
    `http://127.0.0.1:${HOST_PORT}0/admin`, // another port that starts like ours
    `https://127.0.0.1:${HOST_PORT}/admin`, // another scheme
    `${HOST_URL}@elsewhere.example/admin`, // our origin as the user name of another host
    `${HOST_URL}.elsewhere.example/admin`,
    '//elsewhere.example/admin',
  ]) {
    expect([foreign, await backFrom(foreign)]).toEqual([foreign, HOST_URL]);
  }
});
