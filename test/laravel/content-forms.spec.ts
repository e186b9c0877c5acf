import * as v from 'valibot';
import { expect, test } from '../browser/fixtures';
import { editor, openForm, save } from './admin';
import { jsonColumn, row, text } from './database';
import { logIn } from './session';

// The untouched forms' test reads the rows the others change: one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('product attributes: the change stored with bannerUrl and the unknown fields, and shown again', async ({ page }) => {
  const before = v.parse(v.looseObject({}), jsonColumn('select attributes from products where id = 1'));
  await openForm(page, '/admin/products/1/edit');
  const attributes = editor(page, 'product-attributes-editor');
  await attributes.getByLabel('Frase banner secundario').fill('Rinde más, siempre');
  await attributes.getByLabel('Fibra Alimentaria').fill('3 g');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Producto guardado.' })).toBeVisible();
  expect(jsonColumn('select attributes from products where id = 1')).toEqual({ ...before, caractsTitle: 'Rinde más, siempre', fibra: '3 g' });

  await openForm(page, '/admin/products/1/edit');
  await expect(editor(page, 'product-attributes-editor').getByLabel('Frase banner secundario')).toHaveValue('Rinde más, siempre');
  await expect(editor(page, 'product-attributes-editor').getByLabel('Fibra Alimentaria')).toHaveValue('3 g');
});

test('main banner: the change stored with the unknown field, shown again and on the home page', async ({ page }) => {
  const before = v.parse(v.looseObject({}), jsonColumn("select banner_data from pages where slug = 'home'"));
  await openForm(page, '/admin/home/edit');
  await editor(page, 'banner-editor').getByLabel('Titulo Banner').fill('Harinas para todo el año');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Banner guardado.' })).toBeVisible();
  expect(jsonColumn("select banner_data from pages where slug = 'home'")).toEqual({ ...before, title: 'Harinas para todo el año' });

  await openForm(page, '/admin/home/edit');
  await expect(editor(page, 'banner-editor').getByLabel('Titulo Banner')).toHaveValue('Harinas para todo el año');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harinas para todo el año');
});

test('FAQ: a question added to consumers stored in the flat list, shown again in the editor and on the public page', async ({ page }) => {
  const before = v.parse(v.array(v.unknown()), jsonColumn("select custom_content from pages where slug = 'faq'"));
  await openForm(page, '/admin/faq/edit');
  const consumers = page.getByRole('region', { name: 'Preguntas Frecuentes - Consumidores' });
  await consumers.getByRole('button', { name: /Agregar pregunta/ }).click();
  await consumers.getByLabel('Pregunta 3', { exact: true }).fill('¿Hacen envíos?');
  await consumers.getByLabel('Respuesta de la pregunta 3').fill('<p>Por medio de los distribuidores.</p>');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Preguntas guardadas.' })).toBeVisible();
  // After the last consumers' question; the professional one after it stays in place.
  const [first, second, lastConsumers, ...rest] = before;
  expect(jsonColumn("select custom_content from pages where slug = 'faq'")).toEqual([
    first,
    second,
    lastConsumers,
    { name: '¿Hacen envíos?', content: '<p>Por medio de los distribuidores.</p>', section: 'consumers' },
    ...rest,
  ]);

  await openForm(page, '/admin/faq/edit');
  await expect(page.getByRole('region', { name: 'Preguntas Frecuentes - Consumidores' }).getByLabel('Pregunta 3', { exact: true })).toHaveValue('¿Hacen envíos?');
  await page.goto('/preguntas-frecuentes');
  const list = page.locator('[data-widget-name="faq-list"][data-section="consumers"]');
  await list.getByRole('button', { name: '¿Hacen envíos?' }).click();
  await expect(list.getByText('Por medio de los distribuidores.')).toBeVisible();
});

test('untouched content forms: the database keeps exactly what it had, Laravel\'s empty object included', async ({ page }) => {
  expect(text('select attributes from products where id = 2')).toBe('[]');
  for (const [path, sql] of [
    ['/admin/products/2/edit', 'select * from products where id = 2'],
    ['/admin/home/edit', "select * from pages where slug = 'home'"],
    ['/admin/faq/edit', "select * from pages where slug = 'faq'"],
  ] as const) {
    const before = row(sql);
    await openForm(page, path);
    await save(page);
    await expect(page.getByRole('status').filter({ hasText: /guardad[oa]s?\./ })).toBeVisible();
    expect(row(sql)).toEqual(before);
  }
});
