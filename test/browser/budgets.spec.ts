import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, bundleBytes, reactFloorBytes } from '../../scripts/bench/page-bytes.mjs';
import { closure } from '../../scripts/build/closure.mjs';
import { expect, test } from './fixtures';

/** Output files only the admin entry can reach (from the build's metafile). */
function adminOnlyFiles(): string[] {
  const metafile = JSON.parse(readFileSync(path.resolve('dist/metafile.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; imports: { path: string }[] }>;
  };
  // Every import, lazy ones too: what the entry could ever download.
  const reach = (entry: string) => {
    const start = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === entry) ?? '';
    return new Set([start, ...closure(start, (file) => (metafile.outputs[file]?.imports ?? []).map((imported) => imported.path))]);
  };
  const publicFiles = reach('src/entries/public.ts');
  return [...reach('src/entries/admin.ts')].filter((file) => !publicFiles.has(file)).map((file) => path.relative('dist', file).split(path.sep).join('/'));
}

/** Output files that hold React (from the build's metafile). */
function reactFiles(): string[] {
  const metafile = JSON.parse(readFileSync(path.resolve('dist/metafile.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/')))
    .map(([file]) => path.relative('dist', file).split(path.sep).join('/'));
}

test(`a page with no placeholder downloads at most ${BUDGETS.noPlaceholderBytes} bytes (gzip) of the bundle, and no React`, async ({ page }) => {
  const measured = await bundleBytes(page, '/sin-widgets.html');
  expect(measured.files.length).toBeGreaterThan(0);
  const react = reactFiles();
  expect(react.length).toBeGreaterThan(0);
  expect(measured.files.map(({ file }) => file).filter((file) => react.includes(file))).toEqual([]);
  expect(measured.gzip, JSON.stringify(measured.files)).toBeLessThanOrEqual(BUDGETS.noPlaceholderBytes);
});

test(`a page with one FAQ item downloads at most ${BUDGETS.oneFaqRatio}× a bare React bundle`, async ({ page }) => {
  const floor = reactFloorBytes();
  const measured = await bundleBytes(page, '/una-pregunta.html', (loaded) => expect(loaded.locator('#faq')).toHaveAttribute('data-widget-state', 'mounted'));
  await expect(page.getByRole('button', { name: '¿Puedo congelar la masa?' })).toBeVisible();
  expect(measured.gzip / floor, JSON.stringify({ floor, ...measured })).toBeLessThanOrEqual(BUDGETS.oneFaqRatio);
});

test(`the full public page downloads at most ${BUDGETS.fullPublicRatio}× a bare React bundle, and no admin byte`, async ({ page }) => {
  const floor = reactFloorBytes();
  const measured = await bundleBytes(page, '/', (loaded) =>
    loaded.waitForFunction(() =>
      [...document.querySelectorAll('[data-widget-name]')].every((element) => element.getAttribute('data-widget-state') === 'mounted'),
    ),
  );
  expect(measured.gzip / floor, JSON.stringify({ floor, ...measured })).toBeLessThanOrEqual(BUDGETS.fullPublicRatio);
  expect(measured.files.filter(({ file }) => file.startsWith('admin-'))).toEqual([]);
});

test(`the recipe page downloads at most ${BUDGETS.recipeRatio}× a bare React bundle, its stylesheet included, and no admin byte`, async ({ page }) => {
  const floor = reactFloorBytes();
  const measured = await bundleBytes(page, '/receta.html', (loaded) =>
    expect(loaded.locator('[data-widget-name="recipe-tools"]')).toHaveAttribute('data-widget-state', 'mounted'),
  );
  expect(measured.files.map(({ file }) => file)).toContainEqual(expect.stringMatching(/^recipe-[A-Z0-9]{8}\.css$/));
  expect(measured.gzip / floor, JSON.stringify({ floor, ...measured })).toBeLessThanOrEqual(BUDGETS.recipeRatio);
  expect(measured.files.filter(({ file }) => file.startsWith('admin-'))).toEqual([]);
});

test('only a page that prints a recipe downloads the recipe stylesheet', async ({ page }) => {
  const measured = await bundleBytes(page, '/sin-widgets.html');
  expect(measured.files.map(({ file }) => file).filter((file) => file.startsWith('recipe-'))).toEqual([]);
  expect(measured.files.length).toBeGreaterThan(0);
});

test(`the heaviest admin page downloads at most ${BUDGETS.adminRatio}× a bare React bundle`, async ({ page }) => {
  const floor = reactFloorBytes();
  const measured = await bundleBytes(page, '/admin.html', (loaded) =>
    loaded.waitForFunction(() =>
      [...document.querySelectorAll('[data-widget-name]')].every((element) => element.getAttribute('data-widget-state') === 'mounted'),
    ),
  );
  await expect(page.getByRole('button', { name: 'Agregar paso' }).first()).toBeVisible();
  expect(measured.gzip / floor, JSON.stringify({ floor, ...measured })).toBeLessThanOrEqual(BUDGETS.adminRatio);
});

test('public pages download no admin code', async ({ page }) => {
  const adminFiles = new Set(adminOnlyFiles());
  expect(adminFiles.size).toBeGreaterThan(0);
  for (const path of ['/', '/recetas.html', '/videos.html', '/carrusel.html', '/compartir.html', '/receta.html']) {
    const measured = await bundleBytes(page, path);
    expect(
      measured.files.map(({ file }) => file).filter((file) => adminFiles.has(file)),
      path,
    ).toEqual([]);
  }
});

test('a protected click on a page without widgets still opens the login prompt (loaded on demand)', async ({ page }) => {
  await page.goto('/sin-widgets.html');
  await page.getByRole('link', { name: /Clase exclusiva/ }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciá sesión' })).toBeVisible();
  await expect(page).toHaveURL(/sin-widgets\.html$/);
});
