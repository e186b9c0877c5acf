import { expect, test } from '../browser/fixtures';
import { logIn } from './session';

// Every journey fails on a Content-Security-Policy violation (test/browser/fixtures.ts); these
// check the policy itself, what a logged-in editor sees under it, and the sanitizer's fallback.

test('every answer carries the strict policy and the other security headers, error pages included', async ({ page }) => {
  for (const path of ['/', '/admin', '/no-existe']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const nonce = /script-src 'nonce-([\w-]+)' 'strict-dynamic'/.exec(policy)?.[1];
    expect([path, nonce]).toEqual([path, expect.stringMatching(/^[\w-]{20,}$/)]);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      `style-src 'self' 'nonce-${nonce}'`,
      "require-trusted-types-for 'script'",
    ]) {
      expect(policy).toContain(directive);
    }
    // Violations are reported to the host (csp-report.spec.ts); over plain HTTP by `report-uri` only,
    // and without HSTS (both come with HTTPS: csp-report-endpoint.test.ts).
    expect(policy).toMatch(/; report-uri \/csp-report$/);
    expect(headers['reporting-endpoints']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  // A new nonce for every answer.
  const nonces = await Promise.all([1, 2].map(async () => (await page.request.get('/')).headers()['content-security-policy']));
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('under the policy, the widgets read the page globals: a logged-in editor sees login-required videos open, a visitor locked', async ({ page }) => {
  const card = page.locator('[data-card-key]').filter({ hasText: 'Clase exclusiva de pan dulce' });
  await page.goto('/videos');
  await expect(card.getByText('Iniciar sesión para ver el video')).toBeVisible();
  await logIn(page);
  await page.goto('/videos');
  await expect(card.getByRole('link', { name: /Clase exclusiva de pan dulce/ })).toBeVisible();
  await expect(card.getByText('Iniciar sesión para ver el video')).toHaveCount(0);
});

for (const path of ['/', '/videos', '/post/1', '/preguntas-frecuentes', '/productos', '/distribuidores']) {
  test(`${path} logged in as an editor: every widget mounts with no violation`, async ({ page }) => {
    await logIn(page);
    await page.goto(path);
    for (const placeholder of await page.locator('[data-widget-name]:not([data-widget-load])').all())
      await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
  });
}

test('where the browser has no Sanitizer API, DOMPurify works under Trusted Types: the answers show, nothing is refused', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Element.prototype, 'setHTML');
  });
  await page.goto('/preguntas-frecuentes');
  const list = page.locator('[data-widget-name="faq-list"][data-section="consumers"]');
  await list.getByRole('button', { name: '¿Dónde compro los productos?' }).click();
  await expect(list.getByRole('link', { name: 'distribuidores' })).toHaveAttribute('href', '/distribuidores');
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/purify-/.test(entry.name)));
  expect(loaded).toBe(true);
});
