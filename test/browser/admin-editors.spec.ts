import { expect, expectNoAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';

// The broken-steps form's editor reports the value it left untouched (phase `data`) as a
// console warning, which the fixture does not count as an error.

async function openAdmin(page: Page) {
  await page.goto('/admin.html');
  for (const id of ['steps', 'ingredients', 'category', 'image', 'broken-steps']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-widget-state', 'mounted');
  }
}

async function postedFields(page: Page, output = '#posted'): Promise<Record<string, string>> {
  const text = await page.locator(output).textContent();
  const entries: unknown = JSON.parse(text ?? '[]');
  const fields: Record<string, string> = {};
  if (!Array.isArray(entries)) return fields;
  for (const entry of entries) {
    if (
      typeof entry === 'object' &&
      entry !== null &&
      'name' in entry &&
      'value' in entry &&
      typeof entry.name === 'string' &&
      typeof entry.value === 'string'
    ) {
      fields[entry.name] = entry.value;
    }
  }
  return fields;
}

/** Submits the recipe form and reads what it would post (the demo shows it instead of posting). */
async function submitRecipe(page: Page): Promise<Record<string, string>> {
  await page.locator('#posted').evaluate((output) => {
    output.textContent = '';
  });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('#posted')).toContainText('"name": "steps"');
  return postedFields(page);
}

function postedIngredient(fields: Record<string, string>, position: number): unknown {
  const groups: unknown = JSON.parse(fields.custom_ingredients ?? '');
  if (!Array.isArray(groups)) throw new Error('no groups');
  const [first] = groups;
  if (typeof first !== 'object' || first === null || !('ingredients' in first) || !Array.isArray(first.ingredients)) throw new Error('no ingredients');
  return first.ingredients[position];
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('edit steps and ingredients by keyboard, reorder by drag, upload an image, submit: the posted JSON keeps legacy fields', async ({ page }) => {
  await openAdmin(page);
  const steps = page.locator('#steps');

  // Drag: group 2 ('Horneado') above group 1 by its handle.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await steps.scrollIntoViewIfNeeded();
  const handle = steps.getByRole('button', { name: 'Arrastrar grupo 2' });
  const target = steps.getByRole('button', { name: 'Arrastrar grupo 1' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no handles');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y - 20, { steps: 10 });
  await page.mouse.up();
  await expect(steps.getByLabel('Título del grupo 1')).toHaveValue('Horneado');
  await expect(steps.getByLabel('Título del grupo 2')).toHaveValue('Masa');

  // Keyboard: type in a step, move it down with 'Bajar', add a step.
  const masa = steps.locator('.sw-editor__group').nth(1);
  const first = masa.getByLabel('Paso 1', { exact: true });
  await first.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Reservar.');
  await masa.getByRole('button', { name: 'Bajar paso 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.getByText('Paso movido a la posición 2 de 2.')).toBeAttached();
  await steps.getByRole('button', { name: 'Agregar paso al grupo 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.locator('.sw-editor__group').first().getByLabel('Paso 2', { exact: true })).toBeFocused();
  await page.keyboard.type('Pintar con almíbar.');

  // Ingredients by keyboard: a product chosen by typing without accents.
  const ingredients = page.locator('#ingredients');
  await ingredients.getByRole('button', { name: 'Agregar ingrediente al grupo 1' }).focus();
  await page.keyboard.press('Enter');
  const third = ingredients.getByRole('group', { name: 'Ingrediente 3' });
  await third.getByLabel('Cantidad').fill('100 g');
  await third.getByRole('checkbox', { name: 'Es un producto de la marca' }).press('Space');
  await third.getByRole('combobox', { name: 'Producto' }).pressSequentially('azucar');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(third.getByRole('combobox', { name: 'Producto' })).toHaveValue('Azúcar impalpable');

  // Upload the main image.
  await page.locator('#image input[type=file]').setInputFiles({ name: 'medialunas.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('#image').getByRole('img')).toHaveAttribute('src', /^blob:/);

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('#posted')).toContainText('"name": "steps"');
  const fields = await postedFields(page);

  expect(JSON.parse(fields.steps ?? '')).toEqual([
    {
      name: 'Horneado',
      steps: [
        { text: 'Hornear 15 minutos a 200 °C.', image: '' },
        { text: 'Pintar con almíbar.', image: '' },
      ],
      oven: { temp: 200 },
    },
    {
      name: 'Masa',
      id: 31,
      collapsed: false,
      steps: [
        { text: 'Agregar la manteca <b>bien fría</b> y amasar.', image: '', tips: ['No sobar de más'] },
        { text: 'Mezclar la harina con la levadura y el azúcar. Reservar.', image: '/demo/img/paso-masa.svg', duration: 10, legacy_order: 1 },
      ],
    },
  ]);
  expect(JSON.parse(fields.custom_ingredients ?? '')).toEqual([
    {
      name: '',
      sort: 1,
      ingredients: [
        { name: 'Harina 0000', qty: '1 kg', isProduct: false, unit_id: 4 },
        { isProduct: true, product: { id: 2, name: 'Levadura seca' }, product_id: 2, qty: '10 g' },
        { name: '', qty: '100 g', isProduct: true, product: { id: 1, name: 'Azúcar impalpable' }, product_id: 1 },
      ],
    },
  ]);
  expect(fields.image).toMatch(/^\/storage\/recetas\/\w{40}\.png$/);
  expect(fields.tag_id).toBe('1');
  expect(fields.sub_tag).toBe('9');
});

test('the broken form shows the error and posts its original value untouched; the page passes axe', async ({ page }) => {
  await openAdmin(page);
  const original = await page.locator('#broken-form input[name=steps]').getAttribute('value');
  const broken = page.locator('#broken-steps');
  // Spanish only; the parser's own words wait behind 'Detalle técnico'.
  await expect(broken.getByRole('alert')).toHaveText(
    'No se puede editar el campo «steps»: su contenido no es JSON válido. El formulario lo enviará sin cambios.',
  );
  const detail = broken.locator('details code');
  await expect(detail).toBeHidden();
  await broken.getByText('Detalle técnico').click();
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('invalid JSON: ');
  await page.getByRole('button', { name: 'Enviar receta rota' }).click();
  const fields = await postedFields(page, '#broken-posted');
  expect(fields.steps).toBe(original);
  await expectNoAxeViolations(page);
});

test('an untouched recipe posts the server’s text byte for byte; the category pair follows the parent', async ({ page }) => {
  await openAdmin(page);
  const original = await page.locator('#post-form input[name=steps]').getAttribute('value');
  const category = page.locator('#category');
  await category.getByLabel('Categoría', { exact: true }).selectOption('Pastelería');
  await expect(category.getByLabel('Subcategoría')).toHaveValue('');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('#posted')).toContainText('"name": "steps"');
  const fields = await postedFields(page);
  expect(fields.steps).toBe(original);
  expect(fields.tag_id).toBe('2');
  expect(fields.sub_tag).toBe('');
});

test('the product field saves what it shows: an exact name chooses, unknown text goes back with a note, an empty field clears', async ({ page }) => {
  await openAdmin(page);
  const product = page.locator('#ingredients').getByRole('group', { name: 'Ingrediente 2' }).getByRole('combobox', { name: 'Producto' });
  await expect(product).toHaveValue('Levadura seca');

  await product.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('MANTECA');
  // Leaving by clicking 'Guardar' straight away: the product is chosen before the form is read.
  expect(postedIngredient(await submitRecipe(page), 1)).toEqual({ isProduct: true, product: { id: 4, name: 'Manteca' }, product_id: 4, qty: '10 g' });
  await expect(product).toHaveValue('Manteca');

  await product.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('xyz');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(product).toHaveValue('Manteca');
  await expect(product).toHaveAccessibleDescription('«xyz» no está en la lista: sigue elegido Manteca. Elegí un producto de la lista.');
  expect(postedIngredient(await submitRecipe(page), 1)).toEqual({ isProduct: true, product: { id: 4, name: 'Manteca' }, product_id: 4, qty: '10 g' });

  await product.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await expect(product).toHaveValue('');
  expect(postedIngredient(await submitRecipe(page), 1)).toEqual({ isProduct: true, product: null, product_id: null, qty: '10 g' });
});

test('removing the main image offers "Deshacer", and Ctrl+Z in the uploader undoes it too', async ({ page }) => {
  await openAdmin(page);
  const image = page.locator('#image');
  const status = image.locator('[data-undo-notice]');
  await image.getByRole('button', { name: 'Eliminar imagen principal' }).click();
  await expect(image.getByRole('img')).toHaveCount(0);
  await expect(status).toContainText('Imagen eliminada.');
  await expect(image.getByRole('button', { name: 'Elegir imagen' })).toBeFocused();
  await expectNoAxeViolations(page);
  await status.getByRole('button', { name: 'Deshacer' }).click();
  await expect(image.getByRole('img')).toHaveAttribute('src', '/demo/img/medialunas.svg');
  await expect(status.getByRole('button')).toHaveCount(0);

  await image.getByRole('button', { name: 'Eliminar imagen principal' }).press('Enter');
  await expect(image.getByRole('img')).toHaveCount(0);
  await page.keyboard.press('Control+Z');
  await expect(image.getByRole('img')).toHaveAttribute('src', '/demo/img/medialunas.svg');
  expect((await submitRecipe(page)).image).toBe('/demo/img/medialunas.svg');
});

test("'Descartar cambios' reverts every editor at once, and one undo in each brings its edits back", async ({ page }) => {
  await openAdmin(page);
  const value = (name: string) => page.locator(`#post-form input[name=${name}]`).inputValue();
  const names = ['steps', 'custom_ingredients', 'image', 'tag_id', 'sub_tag'] as const;
  const originals = new Map<string, string>();
  for (const name of names) originals.set(name, await value(name));

  const steps = page.locator('#steps');
  const ingredients = page.locator('#ingredients');
  const category = page.locator('#category');
  const image = page.locator('#image');
  await steps.getByLabel('Paso 1', { exact: true }).first().fill('Mezclar todo.');
  await ingredients.getByRole('group', { name: 'Ingrediente 1' }).getByLabel('Cantidad').fill('2 kg');
  await category.getByLabel('Categoría', { exact: true }).selectOption('Pastelería');
  await image.getByRole('button', { name: 'Eliminar imagen principal' }).click();
  const edited = await submitRecipe(page);
  expect(edited.sub_tag).toBe('');

  await page.getByRole('button', { name: 'Descartar cambios' }).click();
  for (const name of names) await expect(page.locator(`#post-form input[name=${name}]`)).toHaveValue(originals.get(name) ?? '');
  await expect(steps.getByLabel('Paso 1', { exact: true }).first()).toHaveValue('Mezclar la harina con la levadura y el azúcar.');
  await expect(category.getByLabel('Subcategoría')).toHaveValue('9');
  await expect(image.getByRole('img')).toHaveAttribute('src', '/demo/img/medialunas.svg');

  await steps.getByRole('button', { name: 'Deshacer' }).click();
  await ingredients.getByRole('group', { name: 'Ingrediente 1' }).getByLabel('Cantidad').focus();
  await page.keyboard.press('Control+Z');
  await expect(category.locator('[data-undo-notice]')).toContainText('Se restauraron la categoría y la subcategoría iniciales.');
  await category.locator('[data-undo-notice]').getByRole('button', { name: 'Deshacer' }).click();
  await expect(image.locator('[data-undo-notice]')).toContainText('Se restauró la imagen inicial.');
  await image.locator('[data-undo-notice]').getByRole('button', { name: 'Deshacer' }).click();
  const restored = await submitRecipe(page);
  for (const name of names) expect(restored[name], name).toBe(edited[name]);
});

test('the paste box shows its disclosure triangle, and offers a line naming a product as that product', async ({ page }) => {
  await openAdmin(page);
  const ingredients = page.locator('#ingredients');
  const summary = ingredients.locator('summary', { hasText: 'Pegar una lista' });
  expect(await summary.evaluate((element) => getComputedStyle(element).display)).toBe('list-item');
  expect((await summary.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await summary.click();
  await ingredients.getByLabel(/Lista de ingredientes/).fill('200 g de dulce de leche repostero\n3 huevos');
  const offer = ingredients.getByRole('checkbox', { name: '«dulce de leche repostero» como el producto Dulce de leche repostero' });
  await expect(offer).toBeChecked();
  await expectNoAxeViolations(page);
  await ingredients.getByRole('button', { name: 'Agregar ingredientes' }).click();
  await expect(ingredients.getByRole('group', { name: 'Ingrediente 3' }).getByRole('combobox', { name: 'Producto' })).toHaveValue('Dulce de leche repostero');
  const fields = await submitRecipe(page);
  expect(postedIngredient(fields, 2)).toEqual({
    name: 'dulce de leche repostero',
    qty: '200 g',
    isProduct: true,
    product: { id: 5, name: 'Dulce de leche repostero' },
    product_id: 5,
  });
  expect(postedIngredient(fields, 3)).toEqual({ name: 'huevos', qty: '3', isProduct: false });
});
