import type { Page, Response } from '@playwright/test';
import * as v from 'valibot';
import { expect } from '../browser/fixtures';
import { editor, expectSentBack, openForm, save } from './admin';
import { jsonColumn, query, row, text } from './database';
import { logIn } from './session';
import { test } from './two-editors';

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
  await expect(page.getByRole('region', { name: 'Preguntas Frecuentes - Consumidores' }).getByLabel('Pregunta 3', { exact: true })).toHaveValue(
    '¿Hacen envíos?',
  );
  await page.goto('/preguntas-frecuentes');
  const list = page.locator('[data-widget-name="faq-list"][data-section="consumers"]');
  await list.getByRole('button', { name: '¿Hacen envíos?' }).click();
  await expect(list.getByText('Por medio de los distribuidores.')).toBeVisible();
});

test("untouched content forms: the database keeps exactly what it had, Laravel's empty object included", async ({ page }) => {
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

test('the forms update with PUT, as resource routes take an update: each form sends `_method=PUT`, and a plain POST is refused (405) with nothing stored', async ({
  page,
}) => {
  const before = row("select * from pages where slug = 'home'");
  for (const path of ['/admin/posts/5/edit', '/admin/products/2/edit', '/admin/home/edit', '/admin/faq/edit']) {
    await page.goto(path);
    await expect(page.locator('form input[type=hidden][name="_method"]')).toHaveValue('PUT');
  }
  const token = await page.evaluate(() => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''));
  const headers = { 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  const posted = await page.request.post('/admin/home', { headers, form: { banner_data: '{"title":"Por POST"}' } });
  expect(posted.status()).toBe(405);
  expect(row("select * from pages where slug = 'home'")).toEqual(before);
});

/** Sets an editor's hidden input as a tool other than the editor would, then posts the form. */
async function postRaw(page: Page, field: string, value: string): Promise<Response | null> {
  await page.locator(`input[type=hidden][name="${field}"]`).evaluate((input, text) => {
    if (input instanceof HTMLInputElement) input.value = text;
  }, value);
  return save(page);
}

test.describe('what the server refuses', () => {
  const REFUSED = [
    {
      form: '/admin/home/edit',
      field: 'banner_data',
      value: '{"title":["x"]}',
      message: 'El campo banner no tiene la forma que su editor sabe leer: en «title» se esperaba un texto o un número y hay una lista de 1 elemento.',
      sql: "select banner_data from pages where slug = 'home'",
    },
    {
      form: '/admin/faq/edit',
      field: 'custom_content',
      value: '[{"name":"¿Y?","section":"todos"}]',
      message:
        'El campo preguntas frecuentes no tiene la forma que su editor sabe leer: en elemento 1 → «section» se esperaba uno de «professionals», «consumers» y hay el texto «todos».',
      sql: "select custom_content from pages where slug = 'faq'",
    },
    {
      form: '/admin/posts/6/edit',
      field: 'steps',
      value: '[{"name":"Pasos","steps":[{"text":["Batir"]}]}]',
      message:
        'El campo pasos no tiene la forma que su editor sabe leer: en elemento 1 → «steps» → elemento 1 → «text» se esperaba un texto o un número y hay una lista de 1 elemento.',
      sql: 'select steps from posts where id = 6',
    },
    {
      form: '/admin/posts/6/edit',
      field: 'custom_ingredients',
      value: '{"name":"no es una lista"}',
      message: 'El campo ingredientes no tiene la forma que su editor sabe leer: en el valor completo se esperaba una lista y hay un objeto.',
      sql: 'select custom_ingredients from posts where id = 6',
    },
    {
      form: '/admin/products/3/edit',
      field: 'attributes',
      value: '{"calorias":',
      message: 'El campo atributos no es JSON válido.',
      sql: 'select attributes from products where id = 3',
    },
    {
      form: '/admin/products/3/edit',
      field: 'attributes',
      value: `{"content":"${'x'.repeat(50_001)}"}`,
      message: 'El campo atributos no puede tener más de 50000 caracteres.',
      sql: 'select attributes from products where id = 3',
    },
  ];

  for (const { form, field, value, message, sql } of REFUSED) {
    test(`${field} that its editor could not read (${message.slice(0, 60)}…): back to the form with the message and the value as posted, nothing stored`, async ({
      page,
    }) => {
      const before = row(sql);
      await openForm(page, form);
      await expectSentBack(await postRaw(page, field, value), form);
      // The host's list of errors; the editor, which cannot read the value, says so in its own alert.
      await expect(page.getByRole('alert').filter({ hasText: 'No se guardaron los cambios' })).toContainText(message);
      // old(): the field holds what was posted, and its editor says it cannot read it instead of overwriting it.
      await expect(page.locator(`input[type=hidden][name="${field}"]`)).toHaveValue(value);
      expect(row(sql)).toEqual(before);
    });
  }
});

test("the FAQ page's link preview describes it by its first question and answer, the answer's HTML read as text", async ({ page }) => {
  // Here, not in link-previews.spec.ts: this file's tests change the FAQ, one after the other.
  const html = await (await page.request.get('/preguntas-frecuentes')).text();
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  expect(description).toBe('¿Cómo me registro como punto de venta? Completá el formulario de registro y te contactamos.');
});

test('hostile HTML in an answer is stored clean: no script, handler or javascript: link reaches the column', async ({ page }) => {
  const before = text("select custom_content from pages where slug = 'faq'");
  await openForm(page, '/admin/faq/edit');
  const hostile = [
    {
      name: '¿Es seguro?',
      content:
        '<p onclick="alert(1)">Sí<script>alert(2)</script></p><img src="/images/recipe.svg" onerror="alert(3)" alt="Receta"><a href="javascript:alert(4)">aquí</a> <a href="https://example.com" target="_new">allá</a>',
      section: 'consumers',
    },
  ];
  await postRaw(page, 'custom_content', JSON.stringify(hostile));
  await expect(page.getByRole('status').filter({ hasText: 'Preguntas guardadas.' })).toBeVisible();
  expect(jsonColumn("select custom_content from pages where slug = 'faq'")).toEqual([
    {
      name: '¿Es seguro?',
      content: '<p>Sí</p><img src="/images/recipe.svg" alt="Receta"><a>aquí</a> <a href="https://example.com" target="_new" rel="noopener noreferrer">allá</a>',
      section: 'consumers',
    },
  ]);
  await page.goto('/preguntas-frecuentes');
  const list = page.locator('[data-widget-name="faq-list"][data-section="consumers"]');
  await list.getByRole('button', { name: '¿Es seguro?' }).click();
  await expect(list.getByText('Sí', { exact: true })).toBeVisible();
  query("update pages set custom_content = ? where slug = 'faq'", before);
});

test('stored data of shapes no editor writes (rows from before the checks, other tools): every public page still answers 200 and shows the rest', async ({
  page,
}) => {
  const faq = text("select custom_content from pages where slug = 'faq'");
  const home = text("select banner_data from pages where slug = 'home'");
  // A recipe no other journey opens: the merge journey edits post 7 side by side with this one.
  const steps = text('select steps from posts where id = 31');
  query(
    "update pages set custom_content = ? where slug = 'faq'",
    JSON.stringify([
      { section: 'consumers' },
      'texto suelto',
      { name: ['lista'], content: { a: 1 } },
      { name: 'Pregunta que se lee', content: ['no'], section: 'consumers' },
      null,
    ]),
  );
  query("update pages set banner_data = ? where slug = 'home'", JSON.stringify({ title: ['x'], subtitle: { a: 1 } }));
  query(
    'update posts set steps = ? where id = 31',
    JSON.stringify([{ name: ['G'], steps: [{ text: ['lista'] }, 'x', { text: 'Paso que se lee' }] }, 'no', null, { steps: 'tampoco' }]),
  );
  try {
    for (const path of ['/', '/preguntas-frecuentes', '/post/31']) expect([path, (await page.goto(path))?.status()]).toEqual([path, 200]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenidos');
    await page.goto('/preguntas-frecuentes');
    await expect(page.locator('[data-widget-name="faq-list"][data-section="consumers"]').getByRole('button', { name: 'Pregunta que se lee' })).toBeVisible();
    await page.goto('/post/31');
    await expect(page.getByRole('listitem').filter({ hasText: 'Paso que se lee' })).toBeVisible();
  } finally {
    query("update pages set custom_content = ? where slug = 'faq'", faq);
    query("update pages set banner_data = ? where slug = 'home'", home);
    query('update posts set steps = ? where id = 31', steps);
  }
});

test.describe('two editors on the FAQ', () => {
  // Chromium logs the refused save's answer.
  test.use({ expectedErrors: /status of 409/ });

  test('each edits another answer; the later save is refused and offered both, combined, and the public page shows both answers', async ({
    page,
    secondEditor: pageOfB,
  }) => {
    // `page` is the editor's already (beforeEach).
    await openForm(page, '/admin/faq/edit');
    await openForm(pageOfB, '/admin/faq/edit');

    const consumersOf = (on: typeof page) => on.getByRole('region', { name: 'Preguntas Frecuentes - Consumidores' });
    await consumersOf(pageOfB).getByLabel('Respuesta de la pregunta 1').fill('<p>En los distribuidores de tu provincia, o pedilo por WhatsApp.</p>');
    await save(pageOfB);
    await expect(pageOfB.getByRole('status').filter({ hasText: 'Preguntas guardadas.' })).toBeVisible();

    await consumersOf(page).getByLabel('Respuesta de la pregunta 2').fill('<p>Sí: buscá el sello sin TACC en cada envase.</p>');
    expect((await save(page))?.status()).toBe(409);
    const offer = editor(page, 'faq-editor').getByRole('group', { name: /alguien guardó este contenido después de que empezaste/ });
    await expect(offer.getByText(/^Se cambió la respuesta de la pregunta «¿Dónde compro los productos\?»: /)).toBeVisible();
    await expect(offer.getByText(/^Se cambió la respuesta de la pregunta «¿Tienen productos sin TACC\?»: /)).toBeVisible();
    await offer.getByRole('button', { name: 'Combinar' }).click();
    await save(page);
    await expect(page.getByRole('status').filter({ hasText: 'Preguntas guardadas.' })).toBeVisible();

    await page.goto('/preguntas-frecuentes');
    const list = page.locator('[data-widget-name="faq-list"][data-section="consumers"]');
    await list.getByRole('button', { name: '¿Dónde compro los productos?' }).click();
    await expect(list.getByText('o pedilo por WhatsApp.')).toBeVisible();
    await list.getByRole('button', { name: '¿Tienen productos sin TACC?' }).click();
    await expect(list.getByText('buscá el sello sin TACC en cada envase.')).toBeVisible();
  });
});
