import { expect, expectNoAxeViolations, test } from './fixtures';

// The demo's own tools, which no host has: the visitor panel, the pages' list, what a form would post.

test('the visitor panel switches the page globals without a reload', async ({ page }) => {
  await page.goto('/');
  const read = () => page.evaluate(() => ({ user: window.SiteWidgets?.user ?? null, unfinished: window.SiteWidgets?.registrationUnfinished ?? false }));
  await page.getByLabel('Con sesión').check();
  expect(await read()).toEqual({ user: { id: 7 }, unfinished: false });
  await page.getByLabel('Registro sin terminar').check();
  expect(await read()).toEqual({ user: { id: 7 }, unfinished: true });
  await page.reload();
  await expect(page.getByLabel('Registro sin terminar')).toBeChecked();
  await page.getByLabel('Sin sesión').check();
  expect(await read()).toEqual({ user: null, unfinished: false });
});

test.describe('admin page', () => {
  // Its second form holds broken JSON on purpose: the steps editor reports it as a console
  // warning (it handled it), which the fixture does not count as an error.
  test('the admin demo page shows what its host form would post, and passes axe', async ({ page }) => {
    await page.goto('/admin.html');
    await page.getByLabel('Nombre').fill('Medialunas de grasa');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const posted = page.locator('#posted');
    await expect(posted).toContainText('"name": "name"');
    await expect(posted).toContainText('Medialunas de grasa');
    await expect(posted).toContainText('"name": "steps"');
    await expectNoAxeViolations(page);
  });
});

test('the FAQ-only page passes axe', async ({ page }) => {
  await page.goto('/faq-only.html');
  await expect(page.locator('#faq')).toHaveAttribute('data-widget-state', 'mounted');
  await expectNoAxeViolations(page);
});

test('the demo server puts its list of pages in the pages that ask for it, the current page marked', async ({ request }) => {
  const listed = [
    '/',
    '/recetas.html',
    '/videos.html',
    '/carrusel.html',
    '/productos.html',
    '/productos-consumidores.html',
    '/recetarios.html',
    '/distribuidores.html',
    '/compartir.html',
    '/receta.html',
    '/mi-lista.html',
    '/admin.html',
  ];
  for (const path of listed.filter((page) => page !== '/admin.html')) {
    const html = await (await request.get(path)).text();
    const navs = html.match(/<nav aria-label="Páginas de la demo" class="mb-3 small">[\s\S]*?<\/nav>/g) ?? [];
    expect(navs, path).toHaveLength(1);
    const links = [...(navs[0] ?? '').matchAll(/<a href="([^"]+)"( aria-current="page")?>/g)];
    expect(
      links.map((link) => link[1]),
      path,
    ).toEqual(listed);
    expect(
      links.filter((link) => link[2] !== undefined).map((link) => link[1]),
      path,
    ).toEqual([path]);
  }
  for (const path of ['/admin.html', '/una-pregunta.html']) {
    expect(await (await request.get(path)).text(), path).not.toContain('Páginas de la demo');
  }
});
