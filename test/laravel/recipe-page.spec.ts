import * as v from 'valibot';
import { expect, test } from '../browser/fixtures';
import { query } from './database';

// The seed's first recipe as the legacy editor left it. Other journeys edit it (recipe-form.spec.ts
// adds an ingredient and words to a step): the checks below hold before and after.
const RECIPE = '/post/1';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the recipe is there: facts, ingredients with the product link, steps with their image, check-offs that work', async ({ page }) => {
    await page.goto(RECIPE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pan dulce de la casa');
    // The hero picture is the page's LCP: asked for first, its box reserved.
    await expect(page.locator('article > img').first()).toHaveAttribute('fetchpriority', 'high');

    const recipe = page.locator('article.sw-recipe');
    await expect(recipe.locator('.sw-recipe__fact')).toHaveText(['Cocción1\u00a0h', 'Duración1\u00a0h\u00a030\u00a0min', /^Porciones\d+$/]);

    const ingredients = recipe.getByRole('region', { name: 'Ingredientes' });
    await expect(ingredients.getByRole('checkbox', { name: '1 kg Harina 0000' })).toBeVisible();
    const product = ingredients.getByRole('link', { name: 'Levadura seca' });
    await expect(product).toHaveAttribute('href', '/product/2');

    const steps = recipe.getByRole('region', { name: 'Preparación' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Masa', 'Horneado']);
    await expect(steps.locator('#paso-1')).toContainText('Mezclar la harina con la levadura y el azúcar.');
    await expect(steps.locator('#paso-3')).toContainText('Hornear 40 minutos a 180 °C.');
    const image = steps.locator('#paso-1 img');
    await expect(image).toHaveAttribute('src', '/images/step.svg');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBeGreaterThan(0);

    // Native checkboxes: a cook ticks a step off without any script.
    const done = steps.getByRole('checkbox', { name: 'Hornear 40 minutos a 180 °C.' });
    await steps.getByText('Hornear 40 minutos a 180 °C.').click();
    await expect(done).toBeChecked();

    await product.click();
    await expect(page).toHaveURL(/\/product\/2$/);
  });
});

const recipeSchema = v.looseObject({
  '@type': v.literal('Recipe'),
  name: v.string(),
  image: v.array(v.string()),
  recipeIngredient: v.array(v.string()),
  recipeInstructions: v.array(v.object({ name: v.string(), itemListElement: v.array(v.looseObject({ text: v.string(), url: v.string() })) })),
});

test('the JSON-LD read from the page: the recipe as printed, its steps linking to their anchors, under the strict policy', async ({ page }) => {
  await page.goto(RECIPE);
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = v.parse(recipeSchema, JSON.parse((await scripts.textContent()) ?? ''));
  expect(data.name).toBe('Pan dulce de la casa');
  expect(data.recipeIngredient).toEqual(expect.arrayContaining(['1 kg Harina 0000', '10 g Levadura seca']));
  expect(data.recipeInstructions.map((section) => section.name)).toEqual(['Masa', 'Horneado']);
  const urls = data.recipeInstructions.flatMap((section) => section.itemListElement.map((step) => new URL(step.url)));
  expect(urls.map((url) => url.hash)).toEqual(['#paso-1', '#paso-2', '#paso-3']);
  for (const url of urls) {
    expect(url.pathname).toBe(RECIPE);
    await expect(page.locator(url.hash)).toHaveCount(1);
  }
  for (const image of data.image) expect((await page.request.get(image)).status()).toBe(200);
  // The page's widgets mount beside the printed recipe (no violation, no error: the fixture checks); the
  // share box below it when the visitor gets there.
  const share = page.locator('[data-widget-name="whatsapp-share"]');
  await expect(share).toHaveAttribute('data-widget-state', 'deferred');
  await share.scrollIntoViewIfNeeded();
  await expect(share).toHaveAttribute('data-widget-state', 'mounted');
});

test.describe('with the recipe tools', () => {
  // Recipe 5: the seed's filled ingredients ('500 g', '½ taza', '2 a 3', …) for 4 servings.
  const FILLED = '/post/5';
  const quantityOf = (page: import('@playwright/test').Page, name: string) =>
    page.locator('.sw-recipe__item label').filter({ hasText: name }).locator('.sw-recipe__qty');

  test('servings scale the printed quantities, a check-off survives a reload, and the ingredients go to WhatsApp with their hit stored', async ({
    page,
    context,
  }) => {
    await page.goto(FILLED);
    await expect(page.locator('[data-widget-name="recipe-tools"]')).toHaveAttribute('data-widget-state', 'mounted');
    const tools = page.getByRole('group', { name: 'Herramientas de la receta' });
    const more = tools.getByRole('button', { name: 'Más porciones' });
    for (let i = 0; i < 4; i += 1) await more.click();
    await expect(quantityOf(page, 'Harina 0000')).toHaveText('1 kg');
    await expect(quantityOf(page, 'Leche tibia')).toHaveText('1 taza');
    await expect(quantityOf(page, 'Huevos')).toHaveText('4 a 6');

    await page.getByRole('checkbox', { name: /Leche tibia/ }).check();
    await page.reload();
    await expect(page.locator('[data-widget-name="recipe-tools"]')).toHaveAttribute('data-widget-state', 'mounted');
    await expect(page.getByRole('checkbox', { name: /Leche tibia/ })).toBeChecked();
    await expect(quantityOf(page, 'Harina 0000')).toHaveText('1 kg');

    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const hit = page.waitForResponse((response) => response.url().endsWith('/api/hits'));
    const opened = context.waitForEvent('page');
    await tools.getByRole('button', { name: 'Ingredientes por WhatsApp (se abre en una ventana nueva)' }).click();
    const whatsapp = new URL((await opened).url());
    expect((await hit).status()).toBe(201);
    expect(whatsapp.searchParams.get('text')).toContain('- Harina 0000: 1 kg');
    expect(query("select entity, value from hits where type = 'whatsapp-ingredientes' order by id desc limit 1")).toEqual([
      { entity: String(query('select name from posts where id = 5')[0]?.name), value: '8 porciones' },
    ]);
  });
});

test.describe('the whole legacy recipe, and cook mode', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Ir a la receta' jumps to it; its tip and oven are printed; a 40-minute timer rings at 40 minutes, under the strict policy", async ({ page }) => {
    await page.clock.install();
    // Headless Chromium may refuse a real screen lock.
    await page.addInitScript(() => {
      const request = () => Promise.resolve({ released: false, type: 'screen', release: () => Promise.resolve() });
      Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    });
    await page.goto(RECIPE);
    await page.getByRole('link', { name: 'Ir a la receta' }).click();
    await expect(page).toHaveURL(/\/post\/1#receta$/);
    await expect(page.locator('article#receta.sw-recipe')).toBeInViewport();
    await expect(page.locator('#paso-2 .sw-recipe__tip')).toHaveText('Consejo: No sobar de más');
    await expect(page.locator('.sw-recipe__oven')).toHaveText('Horno a 180\u00a0°C');

    await expect(page.locator('[data-widget-name="recipe-tools"]')).toHaveAttribute('data-widget-state', 'mounted');
    await page.getByRole('switch', { name: 'Modo cocina' }).check();
    // Step 1's stored duration (10), step 3's text ('Hornear 40 minutos a 180 °C.').
    await expect(page.getByRole('button', { name: /^Temporizador/ })).toHaveText(['Temporizador 10 min', 'Temporizador 40 min']);
    await page.getByRole('button', { name: 'Temporizador 40 min, paso 3' }).click();
    const bar = page.getByRole('region', { name: 'Temporizadores' });
    await expect(bar.getByRole('link', { name: 'Paso 3 · 40 min' })).toBeVisible();
    // Its stylesheet arrived under the policy: the bar sticks.
    await expect(bar).toHaveCSS('position', 'sticky');
    await page.clock.fastForward('40:00');
    await expect(page.getByRole('alert')).toHaveText('¡Listo! Terminó el temporizador del paso 3 (40 min).');
  });
});
