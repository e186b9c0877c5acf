import { expect, expectNoAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';
import { imageEventsDispatched, recordImageEvents } from './image-events';

declare global {
  interface Window {
    __pwned?: number;
  }
}

async function openContent(page: Page) {
  await page.goto('/admin-contenido.html');
  for (const id of ['attributes', 'banner', 'faq']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-widget-state', 'mounted');
  }
}

/** The value the demo shows as posted for `name`, after submitting with `button`. */
async function submitAndRead(page: Page, button: string, output: string, name: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.locator(output)).toContainText(`"name": "${name}"`);
  const entries: unknown = JSON.parse((await page.locator(output).textContent()) ?? '[]');
  if (!Array.isArray(entries)) throw new Error('no entries');
  for (const entry of entries) {
    if (typeof entry === 'object' && entry !== null && 'name' in entry && entry.name === name && 'value' in entry && typeof entry.value === 'string')
      return entry.value;
  }
  throw new Error(`${name} not posted`);
}

async function originalValue(page: Page, name: string): Promise<unknown> {
  return JSON.parse((await page.locator(`input[name=${name}]`).getAttribute('value')) ?? '');
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('product attributes by keyboard, a banner image uploaded: the posted JSON keeps bannerUrl and unknown fields', async ({ page }) => {
  await openContent(page);
  const original = await originalValue(page, 'attributes');
  const editor = page.locator('#attributes');
  await expect(editor.getByLabel('URL del banner')).toHaveValue('/storage/productos/harina-0000.jpg');
  await expect(editor.getByLabel('URL del banner')).toHaveAttribute('readonly', '');

  await editor.getByLabel('Frase banner secundario').focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' y pastelería');
  // Tab through to the nutrition fields as a keyboard user does.
  // Stored as a number (340): a plain number typed stays one.
  await editor.getByLabel('Calorías').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('352,5');
  await page.keyboard.press('Tab');
  await expect(editor.getByLabel('Calorías')).toHaveValue('352,5');
  await expect(editor.getByLabel('Grasas Totales')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1,5 g');
  await page.locator('#attributes input[type=file]').nth(1).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByRole('img', { name: 'Vista previa: Banner secundario', exact: true })).toHaveAttribute('src', /^blob:/);

  const posted: unknown = JSON.parse(await submitAndRead(page, 'Guardar producto', '#product-posted', 'attributes'));
  if (typeof original !== 'object' || original === null) throw new Error('no original');
  expect(posted).toEqual({
    ...original,
    caractsTitle: 'Ideal para panificados y pastelería',
    calorias: 352.5,
    grasas: '1,5 g',
    secondaryBanner: expect.stringMatching(/^\/storage\/productos\/\w{40}\.png$/),
  });
});

test('the banner by keyboard: Titulo Banner and Bajada Banner posted, unknown fields kept; undo with Ctrl+Z', async ({ page }) => {
  await openContent(page);
  const editor = page.locator('#banner');
  await expect(editor.getByRole('heading', { name: 'Baner Principal' })).toBeVisible();
  await editor.getByLabel('Titulo Banner').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Harinas para todo el año');
  await page.keyboard.press('Tab');
  await expect(editor.getByLabel('Bajada Banner')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.keyboard.press('Control+Z');
  await expect(editor.getByLabel('Bajada Banner')).toHaveValue('Para panaderos y pasteleros');
  const posted: unknown = JSON.parse(await submitAndRead(page, 'Guardar banner', '#banner-posted', 'banner_data'));
  expect(posted).toEqual({ title: 'Harinas para todo el año', subtitle: 'Para panaderos y pasteleros', color: '#c8102e', updated_by: 3 });
});

test.describe('hostile answer', () => {
  // The preview keeps the hostile <img>'s harmless src (an image the demo server does not have).
  test.use({ expectedErrors: /Failed to load resource: the server responded with a status of 404 \(Not Found\) http:\/\/127\.0\.0\.1:\d+\/x\s*$/ });

  test('FAQ by keyboard: edit, add, reorder, move across sections, format an answer; the flat list posted; hostile HTML never runs', async ({ page }) => {
    await recordImageEvents(page);
    await openContent(page);
    // A hidden input's value is its attribute: the editor's writes change it, so it is read first.
    const original = await originalValue(page, 'custom_content');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const pros = page.getByRole('region', { name: 'Preguntas Frecuentes - Profesionales' });
    const cons = page.getByRole('region', { name: 'Preguntas Frecuentes - Consumidores' });

    // Move the first professional question (it has no section) to consumers.
    await pros.getByRole('button', { name: 'Mover a Consumidores (pregunta 1)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pregunta movida a Preguntas Frecuentes - Consumidores, posición 3 de 3.')).toBeAttached();
    await expect(cons.getByRole('button', { name: 'Mover a Profesionales (pregunta 3)' })).toBeFocused();
    // Up one place, within consumers.
    await cons.getByRole('button', { name: 'Subir pregunta 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(cons.getByLabel('Pregunta 2', { exact: true })).toHaveValue('¿Qué harina uso para pizza?');

    // Add a professional question and format its answer with the toolbar.
    await pros.getByRole('button', { name: /Agregar pregunta/ }).focus();
    await page.keyboard.press('Enter');
    await expect(pros.getByLabel('Pregunta 2', { exact: true })).toBeFocused();
    await page.keyboard.type('¿Tienen ficha técnica?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const answer = pros.getByLabel('Respuesta de la pregunta 2');
    await expect(answer).toBeFocused();
    await page.keyboard.type('Pedila a tu distribuidor');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Control+B');
    await expect(answer).toHaveValue('<strong>Pedila a tu distribuidor</strong>');
    await page.keyboard.press('End');
    await page.keyboard.type('<img src="x" onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script>');

    // The preview is the public item, open from the start: the answer is there as typed, sanitized.
    const preview = pros.getByRole('button', { name: /¿Tienen ficha técnica\?/ });
    await expect(preview).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await preview.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel.locator('strong')).toHaveText('Pedila a tu distribuidor');
    await expect(panel.locator('script, [onerror]')).toHaveCount(0);
    // The preview's image has failed to load: a handler it kept would have run by now.
    await expect(panel.locator('img')).toHaveCount(1);
    await imageEventsDispatched(panel);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);

    if (!Array.isArray(original)) throw new Error('no original');
    const posted: unknown = JSON.parse(await submitAndRead(page, 'Guardar preguntas', '#faq-posted', 'custom_content'));
    expect(posted).toEqual([
      original[1],
      original[2],
      {
        name: '¿Tienen ficha técnica?',
        content: '<strong>Pedila a tu distribuidor</strong><img src="x" onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script>',
        section: 'professionals',
      },
      { ...original[0], section: 'consumers' },
      original[3],
    ]);
  });
});

test('FAQ reorder by dragging a question within its section', async ({ page }) => {
  await openContent(page);
  const original = await originalValue(page, 'custom_content');
  await page.setViewportSize({ width: 1280, height: 2400 });
  const cons = page.getByRole('region', { name: 'Preguntas Frecuentes - Consumidores' });
  await cons.scrollIntoViewIfNeeded();
  const from = await cons.getByRole('button', { name: 'Arrastrar pregunta 2' }).boundingBox();
  const to = await cons.getByRole('button', { name: 'Arrastrar pregunta 1' }).boundingBox();
  if (!from || !to) throw new Error('no handles');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y - 20, { steps: 10 });
  await page.mouse.up();
  await expect(cons.getByLabel('Pregunta 1', { exact: true })).toHaveValue('¿Cómo conservo la levadura?');
  if (!Array.isArray(original)) throw new Error('no original');
  const posted: unknown = JSON.parse(await submitAndRead(page, 'Guardar preguntas', '#faq-posted', 'custom_content'));
  expect(posted).toEqual([original[0], original[3], original[1], original[2]]);
});

test('untouched forms post the server text byte for byte; the page passes axe', async ({ page }) => {
  await openContent(page);
  for (const [name, button, output] of [
    ['attributes', 'Guardar producto', '#product-posted'],
    ['banner_data', 'Guardar banner', '#banner-posted'],
    ['custom_content', 'Guardar preguntas', '#faq-posted'],
  ] as const) {
    const original = await page.locator(`input[name=${name}]`).getAttribute('value');
    expect(await submitAndRead(page, button, output, name)).toBe(original);
  }
  // The previews are open from the start: axe saw them.
  await expect(page.getByRole('button', { name: /¿Venden por mayor\?/ })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
});

test('a number field says when what was typed will be saved as text', async ({ page }) => {
  await openContent(page);
  const calories = page.locator('#attributes').getByLabel('Calorías');
  await expect(calories).toHaveAccessibleDescription(/Se guarda como número/);
  await calories.fill('120 kcal');
  await calories.press('Tab');
  const warning = page.locator('#attributes').getByText('«120 kcal» no es solo una cifra: se guardará como texto.', { exact: false });
  await expect(warning).toBeVisible();
  await expect(calories).toHaveAccessibleDescription(/no es solo una cifra/);
  await expectNoAxeViolations(page);
});

test('each answer’s preview is open beside its HTML on a wide screen, under it on a phone, and follows the typing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openContent(page);
  const pros = page.getByRole('region', { name: 'Preguntas Frecuentes - Profesionales' });
  const answer = pros.getByLabel('Respuesta de la pregunta 1');
  const preview = pros.locator('.sw-faq-editor__preview').first();
  // Both boxes in one go: a resize may scroll the page between two separate reads.
  const boxes = () =>
    answer.evaluate((field) => {
      const box = field.closest('.sw-faq-editor__answer')?.querySelector('.sw-faq-editor__preview')?.getBoundingClientRect();
      if (!box) throw new Error('no preview');
      const plain = ({ x, y, width, height }: DOMRect) => ({ x, y, width, height });
      return { field: plain(field.getBoundingClientRect()), box: plain(box) };
    });
  let { field, box } = await boxes();
  expect(box.x).toBeGreaterThanOrEqual(field.x + field.width);
  expect(box.y).toBeLessThan(field.y + field.height);
  await answer.fill('<p>Harina <strong>0000</strong> siempre.</p>');
  await expect(preview.locator('strong')).toHaveText('0000');

  await page.setViewportSize({ width: 390, height: 844 });
  ({ field, box } = await boxes());
  expect(box.y).toBeGreaterThanOrEqual(field.y + field.height);
  await expect(preview.getByText('Harina 0000 siempre.')).toBeVisible();
});
