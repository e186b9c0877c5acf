import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, expectNoAxeViolations, skippedTransition, test } from '../browser/fixtures';
import { editor, openForm } from './admin';
import { jsonColumn, text } from './database';
import { EDITOR, UNFINISHED, logIn } from './session';

/*
 * 'Vista previa' on the recipe and home forms: the public page from the form's unsaved values,
 * in a new tab (the button's `formtarget="_blank"`), never stored, never cached, not indexed,
 * for editors only; the form's tab keeps its unsaved-changes warning and its drafts.
 */

const RECIPE_NOTICE = 'Vista previa: esta receta no está guardada. Cerrá esta pestaña para volver a editarla.';
const HOME_NOTICE = 'Vista previa: esta portada no está guardada. Cerrá esta pestaña para volver a editarla.';

/**
 * The fixture watches the test's own page; a tab the test opens is watched here the same way:
 * its Content-Security-Policy violations, and its console errors and page errors but `expected`.
 */
async function watchNewTabs(context: BrowserContext, expected: RegExp | null = null): Promise<() => void> {
  const violations: string[] = [];
  const errors: string[] = [];
  await context.exposeFunction('__previewCspViolations', (violation: string) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report: unknown = Reflect.get(window, '__previewCspViolations');
      if (typeof report === 'function') report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  context.on('page', (tab) => {
    tab.on('pageerror', (error) => {
      if (!skippedTransition(error.message)) errors.push(`pageerror: ${error.message}`);
    });
    tab.on('console', (message) => {
      if (message.type() === 'error' && !expected?.test(message.text())) errors.push(`console: ${message.text()}`);
    });
  });
  return () => {
    expect(violations, 'Content-Security-Policy violations in the preview').toEqual([]);
    expect(errors, 'unexpected errors in the preview').toEqual([]);
  };
}

/** Clicks the form's 'Vista previa': the new tab, and the answer to its post. */
async function openPreview(page: Page, context: BrowserContext, address: string): Promise<{ preview: Page; answer: Response }> {
  const answered = context.waitForEvent('response', (response) => new URL(response.url()).pathname === address);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const [preview, answer] = await Promise.all([opened, answered]);
  await preview.waitForLoadState();
  return { preview, answer };
}

/** The answer of a preview: posted, not cached, not indexed. */
async function expectPreviewHeaders(answer: Response, status: number): Promise<void> {
  expect(answer.status()).toBe(status);
  // The form's own verb: a POST (carrying `_method=PUT`).
  expect(answer.request().method()).toBe('POST');
  const headers = await answer.allHeaders();
  expect(headers['cache-control']).toMatch(/(^|,\s*)no-store(,|$)/);
  expect(headers['x-robots-tag']).toBe('noindex');
}

/** Tries to leave the form through the nav: the browser's unsaved-changes question is asked, and answered "stay". */
async function expectLeavingWarns(page: Page, form: string): Promise<void> {
  await page.bringToFront();
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Recetas', exact: true }).click();
  await expect.poll(() => asked).toBe('beforeunload');
  await expect(page).toHaveURL(new RegExp(`${form}$`));
}

test.describe('an editor', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('recipe: the unsaved step on the public page in a new tab, with the recipe tools; nothing stored, and the form still warns and keeps its draft', async ({
    page,
    context,
  }) => {
    const checkTabs = await watchNewTabs(context);
    const step = `Espolvorear con azúcar impalpable (vista previa ${randomBytes(4).toString('hex')}).`;
    await openForm(page, '/admin/posts/1/edit');
    const steps = editor(page, 'steps-editor');
    await steps.getByRole('button', { name: 'Agregar paso al grupo 2' }).click();
    const added = steps.locator('.sw-editor__group').nth(1).getByLabel('Paso 2', { exact: true });
    await expect(added).toBeFocused();
    await page.keyboard.type(step);

    const { preview, answer } = await openPreview(page, context, '/admin/posts/1/preview');
    await expectPreviewHeaders(answer, 200);
    await expect(preview.getByRole('status').filter({ hasText: RECIPE_NOTICE })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(preview).toHaveTitle(/^Vista previa: /);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(text('select name from posts where id = 1') ?? '');
    const recipe = preview.locator('article.sw-recipe');
    await expect(recipe.getByRole('region', { name: 'Preparación' }).getByRole('checkbox', { name: step })).toBeAttached();

    // The recipe tools work there: 5 servings to 6 scales the printed kilo.
    await expect(preview.locator('[data-widget-name="recipe-tools"]')).toHaveAttribute('data-widget-state', 'mounted');
    const flour = recipe.locator('.sw-recipe__item label').filter({ hasText: 'Harina 0000' }).locator('.sw-recipe__qty');
    await expect(flour).toHaveText('1 kg');
    await preview.getByRole('group', { name: 'Herramientas de la receta' }).getByRole('button', { name: 'Más porciones' }).click();
    await expect(flour).toHaveText('1,2 kg');
    await expectNoAxeViolations(preview);

    // Nothing stored: not in the row, not on the public page.
    expect(JSON.stringify(jsonColumn('select steps from posts where id = 1'))).not.toContain(step);
    const published = await page.request.get('/post/1');
    expect(published.status()).toBe(200);
    expect(await published.text()).not.toContain(step);

    // The form's tab did not leave: its edits are still unsaved, and leaving still asks.
    await expectLeavingWarns(page, '/admin/posts/1/edit');
    await expect(added).toHaveValue(step);

    // Opened again, the form shows the server's steps and offers the edit as a draft.
    page.on('dialog', (dialog) => void dialog.accept());
    await openForm(page, '/admin/posts/1/edit');
    expect(await page.locator('input[name="steps"]').inputValue()).not.toContain(step);
    await editor(page, 'steps-editor').getByRole('button', { name: 'Recuperar' }).click();
    await expect(editor(page, 'steps-editor').locator('.sw-editor__group').nth(1).getByLabel('Paso 2', { exact: true })).toHaveValue(step);
    checkTabs();
  });

  test("home: the banner's unsaved title on the home page in a new tab; nothing stored, and the form still warns", async ({ page, context }) => {
    const checkTabs = await watchNewTabs(context);
    const title = `Harinas de vista previa ${randomBytes(4).toString('hex')}`;
    await openForm(page, '/admin/home/edit');
    await editor(page, 'banner-editor').getByLabel('Titulo Banner').fill(title);

    const { preview, answer } = await openPreview(page, context, '/admin/home/preview');
    await expectPreviewHeaders(answer, 200);
    await expect(preview.getByRole('status').filter({ hasText: HOME_NOTICE })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    // The rest of the home page, as the public sees it: the cookbooks below the fold mount as they come into view.
    const cookbooks = preview.locator('[data-widget-name="cookbook-grid"]');
    await cookbooks.scrollIntoViewIfNeeded();
    await expect(cookbooks).toHaveAttribute('data-widget-state', 'mounted');
    await expectNoAxeViolations(preview);

    expect(JSON.stringify(jsonColumn("select banner_data from pages where slug = 'home'"))).not.toContain(title);
    expect(await (await page.request.get('/')).text()).not.toContain(title);
    await expectLeavingWarns(page, '/admin/home/edit');
    await expect(editor(page, 'banner-editor').getByLabel('Titulo Banner')).toHaveValue(title);
    checkTabs();
  });

  test('what does not validate: the preview tab says what is wrong (422), never the form; nothing stored', async ({ page, context }) => {
    // Chromium logs the 422 answer in the preview's tab.
    const checkTabs = await watchNewTabs(context, /status of 422/);
    await openForm(page, '/admin/posts/3/edit');
    const name = text('select name from posts where id = 3');
    await page.getByLabel('Nombre').fill('');

    const { preview, answer } = await openPreview(page, context, '/admin/posts/3/preview');
    await expectPreviewHeaders(answer, 422);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('No se puede mostrar la vista previa');
    await expect(preview.getByRole('alert')).toContainText('Completá el campo nombre.');
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Not the form: no editor, no field.
    await expect(preview.locator('form [name="steps"], [data-widget-name]')).toHaveCount(0);
    await expectNoAxeViolations(preview);

    expect(text('select name from posts where id = 3')).toBe(name);
    checkTabs();
  });
});

test.describe('a point of sale (logged in, without the editor role)', () => {
  // Chromium logs each 403 answer.
  test.use({ expectedErrors: /status of 403/ });

  test('posting to a preview route gets 403, either verb', async ({ page }) => {
    await logIn(page, UNFINISHED.email);
    const token = await page.evaluate(() => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''));
    const headers = { 'X-XSRF-TOKEN': token };
    const steps = JSON.stringify([{ name: 'Pasos', steps: [{ text: 'Probar', image: '' }] }]);
    const recipe = { _method: 'PUT', name: 'Otra', tag_id: '1', steps, custom_ingredients: '[]' };
    expect((await page.request.post('/admin/posts/1/preview', { headers, form: recipe })).status()).toBe(403);
    expect((await page.request.put('/admin/posts/1/preview', { headers, form: recipe })).status()).toBe(403);
    expect((await page.request.post('/admin/home/preview', { headers, form: { banner_data: '{"title":"Otra"}' } })).status()).toBe(403);
    const shown = await page.goto('/admin/posts/1/edit');
    expect(shown?.status()).toBe(403);
  });
});

test('through the HTTP kernel: a preview, shown or refused, writes nothing to the database', () => {
  // test/laravel/component/requests.php: a database of its own, every statement but a read recorded.
  const folder = mkdtempSync(path.join(tmpdir(), 'host-preview-'));
  try {
    const database = path.join(folder, 'preview.sqlite');
    writeFileSync(database, '');
    const steps = JSON.stringify([{ name: 'Pasos', steps: [{ text: 'Un paso que no se guarda', image: '' }] }]);
    const recipe = { name: 'Sin guardar', tag_id: '1', steps, custom_ingredients: '[]' };
    const requests = [
      { method: 'PUT', uri: '/admin/posts/1/preview', as: EDITOR.email, form: recipe },
      { method: 'POST', uri: '/admin/posts/1/preview', as: EDITOR.email, form: recipe },
      { method: 'PUT', uri: '/admin/posts/1/preview', as: EDITOR.email, form: { ...recipe, name: '', steps: '[1]' } },
      { method: 'PUT', uri: '/admin/home/preview', as: EDITOR.email, form: { banner_data: '{"title":"Sin guardar"}' } },
      { method: 'PUT', uri: '/admin/posts/1/preview', as: UNFINISHED.email, form: recipe },
      { method: 'GET', uri: '/admin/posts/1/preview', as: EDITOR.email },
    ];
    const result = spawnSync('php', [path.resolve('test/laravel/component/requests.php')], {
      input: JSON.stringify({ before: [], requests }),
      encoding: 'utf8',
      // `testing`: Laravel leaves out the CSRF check, as for its own HTTP tests; the key is the run's own.
      env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
    });
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([200, 200, 422, 200, 403, 405].map((status) => ({ status, writes: [] })));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
