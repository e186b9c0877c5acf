import { readManifest, staticClosure } from './manifest';
import { expect, requestedScripts, test } from './fixtures';

/** A 1×1 PNG: the smallest picture the uploader takes. */
const PNG_PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('a page holding only an FAQ list downloads that widget and nothing else', async ({ page }) => {
  const manifest = readManifest();
  const scripts = requestedScripts(page);
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

test('axios comes only with an upload: never with a page that lists, shares or edits without uploading', async ({ page }) => {
  const manifest = readManifest();
  const upload = manifest['src/admin/shared/uploader/upload-request.ts']?.file;
  expect(upload).toBeDefined();
  const scripts = requestedScripts(page);

  for (const [path, widget] of [
    ['/productos.html', 'product-grid'],
    ['/compartir.html', 'whatsapp-share'],
    ['/admin.html', 'steps-editor'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`[data-widget-name="${widget}"]`).first()).toHaveAttribute('data-widget-state', 'mounted');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((file) => file.startsWith('chunks/'))).toBe(true);
    expect(scripts).not.toContain(upload);
  }

  await page.locator('#image input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(PNG_PIXEL, 'base64') });
  await expect.poll(() => scripts).toContain(upload);
  await expect(page.locator('input[name="image"]')).toHaveValue(/^\/storage\//);
});

test('an admin page fetches drag-and-drop and the product combobox only when an editor reaches for them, and both then work', async ({ page }) => {
  const manifest = readManifest();
  const dragLayer = manifest['src/admin/shared/sorting/DragLayer.tsx']?.file;
  const productField = manifest['src/admin/ingredients-editor/DownshiftProductField.tsx']?.file;
  expect(dragLayer).toBeDefined();
  expect(productField).toBeDefined();
  const scripts = requestedScripts(page);

  await page.goto('/admin.html');
  await expect(page.locator('#steps')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(page.locator('#ingredients')).toHaveAttribute('data-widget-state', 'mounted');
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(dragLayer);
  expect(scripts).not.toContain(productField);

  // A keyboard pick-up on a handle that was never hovered: the press waits for the layer, then counts.
  const handle = page.locator('#steps').getByRole('button', { name: 'Arrastrar grupo 2' });
  await handle.focus();
  await handle.press('Space');
  await expect.poll(() => scripts).toContain(dragLayer);
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await handle.press('Escape');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  expect(scripts).not.toContain(productField);

  const product = page.locator('#ingredients').getByRole('group', { name: 'Ingrediente 2' }).getByRole('combobox', { name: 'Producto' });
  await product.focus();
  await expect.poll(() => scripts).toContain(productField);
  await product.fill('');
  await product.pressSequentially('vaini');
  await page.getByRole('option', { name: 'Esencia de vainilla' }).click();
  await expect(product).toHaveValue('Esencia de vainilla');
});
