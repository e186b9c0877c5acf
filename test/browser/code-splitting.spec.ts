import { readManifest, staticClosure } from './manifest';
import { expect, test } from './fixtures';

test('a page holding only an FAQ list downloads that widget and nothing else', async ({ page }) => {
  const manifest = readManifest();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/build/widgets/', ''));
  });
  await page.goto('/faq-only.html');
  await expect(page.locator('#faq')).toHaveAttribute('data-widget-state', 'mounted');
  await page.waitForLoadState('networkidle');

  const allowed = new Set([
    ...staticClosure(manifest, 'src/entries/public.ts'),
    ...staticClosure(manifest, 'src/runtime/mount.ts'),
    ...staticClosure(manifest, 'src/widgets/faq-list/index.ts'),
  ]);
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((file) => !allowed.has(file))).toEqual([]);
  const faqList = manifest['src/widgets/faq-list/index.ts'];
  expect(scripts).toContain(faqList?.file);

  const runtime = new Set(['src/widgets/faq-list/index.ts', 'src/runtime/mount.ts']);
  const otherWidgets = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && !runtime.has(chunk.src ?? ''));
  expect(otherWidgets.length).toBeGreaterThan(0);
  for (const chunk of otherWidgets) expect(scripts).not.toContain(chunk.file);
  expect(scripts).not.toContain(manifest['src/entries/admin.ts']?.file);
});

test('the public entry never references admin code', () => {
  const manifest = readManifest();
  const reachable = new Set<string>();
  const visit = (key: string) => {
    if (reachable.has(key)) return;
    reachable.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  visit('src/entries/public.ts');
  expect([...reachable].filter((key) => key.startsWith('src/admin') || key === 'src/entries/admin.ts')).toEqual([]);
});

test("axios's fetch adapter (keepalive only) comes with the share box, and never with a page that only lists products", async ({ page }) => {
  const manifest = readManifest();
  const adapter = manifest['node_modules/axios/lib/adapters/fetch.js']?.file;
  expect(adapter).toBeDefined();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/build/widgets/', ''));
  });

  await page.goto('/productos.html');
  await expect(page.locator('[data-widget-name="product-grid"]').first()).toHaveAttribute('data-widget-state', 'mounted');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((file) => file.startsWith('chunks/'))).toBe(true);
  expect(scripts).not.toContain(adapter);

  await page.goto('/compartir.html');
  await expect(page.locator('[data-widget-name="whatsapp-share"]')).toHaveAttribute('data-widget-state', 'mounted');
  await expect.poll(() => scripts).toContain(adapter);
});
