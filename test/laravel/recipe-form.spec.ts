import { existsSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { expect, test } from '../browser/fixtures';
import { PNG, editor, expectSentBack, openForm, save } from './admin';
import { jsonColumn, row, text } from './database';
import { uploadsFolder } from './host';
import { logIn } from './session';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

// The seeded legacy recipe's shape, as far as the checks below need it.
const legacySteps = v.tuple([v.looseObject({ steps: v.tuple([v.looseObject({}), v.looseObject({ text: v.string() })]) }), v.looseObject({})]);
const legacyIngredients = v.tuple([v.looseObject({ ingredients: v.array(v.looseObject({})) })]);

function recipe(id: number) {
  return {
    steps: jsonColumn('select steps from posts where id = ?', id),
    ingredients: jsonColumn('select custom_ingredients from posts where id = ?', id),
    post: row('select name, tag_id, sub_tag, image, steps, custom_ingredients from posts where id = ?', id),
  };
}

test('recipe: a change in every editor is stored with every field the JSON had, and shown when the form opens again', async ({ page }) => {
  const before = recipe(1);
  const tag = row("select id from tags where name = 'Pastelería'");
  const subTag = row("select id from tags where name = 'Tortas'");
  const product = row("select id, name from products where name = 'Azúcar impalpable'");
  await openForm(page, '/admin/posts/1/edit');

  const steps = editor(page, 'steps-editor');
  await steps.getByLabel('Paso 2', { exact: true }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Reservar.');

  const ingredients = editor(page, 'ingredients-editor');
  await ingredients.getByRole('button', { name: 'Agregar ingrediente al grupo 1' }).click();
  const added = ingredients.getByRole('group', { name: 'Ingrediente 3' });
  await added.getByLabel('Cantidad').fill('100 g');
  await added.getByRole('checkbox', { name: 'Es un producto de la marca' }).check();
  await added.getByRole('combobox', { name: 'Producto' }).pressSequentially('azucar');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(added.getByRole('combobox', { name: 'Producto' })).toHaveValue(String(product.name));

  const category = editor(page, 'category-select');
  await category.getByLabel('Categoría', { exact: true }).selectOption('Pastelería');
  await category.getByLabel('Subcategoría').selectOption('Tortas');

  const uploaded = page.waitForResponse((response) => response.url().includes('/api/upload_images/recetas'));
  await editor(page, 'image-uploader').locator('input[type=file]').setInputFiles({ name: 'pan-dulce.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(200);
  await expect(editor(page, 'image-uploader').getByRole('img')).toHaveAttribute('src', /^blob:/);

  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();

  // Stored: the change, and every field it had before (ids, durations, tips, oven, units).
  const after = recipe(1);
  const [masa, horneado] = v.parse(legacySteps, before.steps);
  const [mix, knead] = masa.steps;
  expect(after.steps).toEqual([{ ...masa, steps: [mix, { ...knead, text: `${knead.text} Reservar.` }] }, horneado]);
  const [group] = v.parse(legacyIngredients, before.ingredients);
  expect(after.ingredients).toEqual([
    {
      ...group,
      ingredients: [...group.ingredients, { name: '', qty: '100 g', isProduct: true, product: { id: product.id, name: product.name }, product_id: product.id }],
    },
  ]);
  expect(after.post).toMatchObject({ name: before.post.name, tag_id: tag.id, sub_tag: subTag.id });
  const image = text('select image from posts where id = 1') ?? '';
  expect(image).toMatch(/^\/storage\/recetas\/\w{40}\.png$/);
  expect(existsSync(path.join(uploadsFolder(), image.replace('/storage/', '')))).toBe(true);

  // The form, opened again, shows what was stored.
  await openForm(page, '/admin/posts/1/edit');
  await expect(editor(page, 'steps-editor').getByLabel('Paso 2', { exact: true }).first()).toHaveValue(`${knead.text} Reservar.`);
  await expect(editor(page, 'ingredients-editor').getByRole('group', { name: 'Ingrediente 3' }).getByRole('combobox', { name: 'Producto' })).toHaveValue(
    String(product.name),
  );
  await expect(editor(page, 'category-select').getByLabel('Categoría', { exact: true })).toHaveValue(String(tag.id));
  await expect(editor(page, 'category-select').getByLabel('Subcategoría')).toHaveValue(String(subTag.id));
  const preview = editor(page, 'image-uploader').getByRole('img');
  await expect(preview).toHaveAttribute('src', image);
  await expect.poll(() => preview.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBe(1);
});

test.describe('a post that fails validation', () => {
  test('recipe: sent back to the form with the errors, and the editors show the edits, not the stored version', async ({ page }) => {
    const before = recipe(2);
    await openForm(page, '/admin/posts/2/edit');
    const step = editor(page, 'steps-editor').getByLabel('Paso 1', { exact: true }).first();
    await step.fill('Mezclar todo junto.');
    await editor(page, 'category-select').getByLabel('Categoría', { exact: true }).selectOption('Heladería');
    await page.getByLabel('Nombre').fill('');
    await expectSentBack(await save(page), '/admin/posts/2/edit');

    await expect(page.getByRole('alert').filter({ hasText: 'Completá el campo nombre.' })).toBeVisible();
    for (const placeholder of await page.locator('[data-widget-name]').all()) await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
    await expect(editor(page, 'steps-editor').getByLabel('Paso 1', { exact: true }).first()).toHaveValue('Mezclar todo junto.');
    await expect(editor(page, 'category-select').getByLabel('Categoría', { exact: true })).toHaveValue(
      String(row("select id from tags where name = 'Heladería'").id),
    );
    await expect(page.getByLabel('Nombre')).toHaveValue('');
    expect(recipe(2)).toEqual(before);
  });
});

test('recipe: posted with nothing touched, the database keeps exactly what it had', async ({ page }) => {
  const before = row('select * from posts where id = 4');
  await openForm(page, '/admin/posts/4/edit');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  expect(row('select * from posts where id = 4')).toEqual(before);
});
