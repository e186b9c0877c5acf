import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The recipe page (docs/widgets/recipe.md): the printed recipe of demo/receta.html and the
 * recipe tools over it, at a phone's width.
 */
test.use({ viewport: { width: 390, height: 844 } });

type WithLocks = Window & { wakeLockRequests?: number; wakeLockReleases?: number };

/** A Screen Wake Lock that counts what is asked of it: headless Chromium may refuse a real one. */
async function stubWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as WithLocks;
    counted.wakeLockRequests = 0;
    counted.wakeLockReleases = 0;
    const request = () => {
      counted.wakeLockRequests = (counted.wakeLockRequests ?? 0) + 1;
      const lock = {
        released: false,
        type: 'screen',
        release: () => {
          lock.released = true;
          counted.wakeLockReleases = (counted.wakeLockReleases ?? 0) + 1;
          return Promise.resolve();
        },
      };
      // The browser releases the lock when the page is hidden.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') lock.released = true;
      });
      return Promise.resolve(lock);
    };
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  });
}

async function openRecipe(page: Page, path = '/receta.html') {
  await page.goto(path);
  await expect(page.locator('#tools')).toHaveAttribute('data-widget-state', 'mounted');
  return page.getByRole('group', { name: 'Herramientas de la receta' });
}

const quantity = (page: Page, id: string) => page.locator(`label[for="${id}"] .sw-recipe__qty`);

test('8 servings instead of 4 double the quantities, written as a cook would, and the choice survives a new visit', async ({ page }) => {
  const tools = await openRecipe(page);
  await expect(quantity(page, 'ingrediente-3')).toHaveText('200 g');
  await expect(quantity(page, 'ingrediente-2')).toHaveText('½ taza');
  const more = tools.getByRole('button', { name: 'Más porciones' });
  for (let i = 0; i < 4; i += 1) await more.click();
  await expect(tools.getByText('8 porciones', { exact: true })).toBeAttached();
  await expect(quantity(page, 'ingrediente-3')).toHaveText('400 g');
  await expect(quantity(page, 'ingrediente-2')).toHaveText('1 taza');
  await expect(quantity(page, 'ingrediente-1')).toHaveText('2 kg');
  await expect(quantity(page, 'ingrediente-4')).toHaveText('4 a 6');
  await expect(quantity(page, 'ingrediente-5')).toHaveText('3');
  await expect(quantity(page, 'ingrediente-6')).toHaveText('a gusto');
  await page.goto('about:blank');
  const again = await openRecipe(page);
  await expect(quantity(page, 'ingrediente-3')).toHaveText('400 g');
  await again.getByRole('button', { name: 'Volver a 4' }).click();
  await expect(quantity(page, 'ingrediente-3')).toHaveText('200 g');
});

test('a check-off survives a reload and a new visit; checked items are struck through', async ({ page }) => {
  await openRecipe(page);
  const flour = page.getByRole('checkbox', { name: /Harina 0000/ });
  await flour.check();
  await expect(page.locator('label[for="ingrediente-1"]')).toHaveCSS('text-decoration-line', 'line-through');
  await page.reload();
  await expect(page.locator('#tools')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(flour).toBeChecked();
  // A new navigation: no form state restored by the browser, only what the widget kept.
  await page.goto('about:blank');
  const tools = await openRecipe(page);
  await expect(flour).toBeChecked();
  await tools.getByRole('button', { name: 'Desmarcar todo' }).click();
  await expect(flour).not.toBeChecked();
});

test('cook mode asks for the wake lock, asks again when the page is visible again, and lets it go', async ({ page }) => {
  await stubWakeLock(page);
  const tools = await openRecipe(page);
  const cook = tools.getByRole('switch', { name: 'Modo cocina' });
  await cook.check();
  await expect.poll(() => page.evaluate(() => (window as WithLocks).wakeLockRequests)).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Modo cocina activado' })).toBeAttached();
  const stepSize = () => page.locator('label[for="paso-1-hecho"]').evaluate((label) => parseFloat(getComputedStyle(label).fontSize));
  expect(await stepSize()).toBeGreaterThan(20);
  // The screen turns off and on again.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await setVisibility('visible');
  await expect.poll(() => page.evaluate(() => (window as WithLocks).wakeLockRequests)).toBe(2);
  await cook.uncheck();
  await expect.poll(() => page.evaluate(() => (window as WithLocks).wakeLockReleases)).toBe(1);
  expect(await stepSize()).toBeLessThan(20);
});

test('printed, the page shows the recipe alone: no nav, no controls, no aside, empty boxes', async ({ page }) => {
  const tools = await openRecipe(page);
  await tools.getByRole('button', { name: 'Más porciones' }).click();
  await page.getByRole('checkbox', { name: /Manteca/ }).check();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pan casero de campo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredientes' })).toBeVisible();
  await expect(quantity(page, 'ingrediente-3')).toBeVisible();
  await expect(quantity(page, 'ingrediente-3')).toHaveText('250 g');
  await expect(page.getByText('Cantidades para 5 porciones.')).toBeVisible();
  for (const hidden of [
    page.getByRole('navigation', { name: 'Sitio' }),
    page.getByRole('navigation', { name: 'Páginas de la demo' }),
    tools.getByRole('button', { name: 'Imprimir' }),
    tools.getByRole('button', { name: 'Más porciones' }),
    page.getByRole('complementary'),
    page.getByRole('contentinfo'),
    page.locator('#demo-panel'),
  ])
    await expect(hidden).toBeHidden();
  await expect(page.locator('label[for="ingrediente-3"]')).toHaveCSS('text-decoration-line', 'none');
  await expect(page.locator('#ingrediente-3')).toHaveCSS('appearance', 'none');
  await expect(page.locator('.sw-recipe__image')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await tools.getByRole('checkbox', { name: 'Fotos al imprimir' }).uncheck();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.sw-recipe__image')).toBeHidden();
});

test('the ingredients go to WhatsApp inside the click, and the hit reaches the backend', async ({ page }) => {
  const tools = await openRecipe(page);
  await tools.getByRole('button', { name: 'Ingredientes por WhatsApp (se abre en una ventana nueva)' }).click();
  const opened = new URL((await page.locator('#demo-opened').textContent()) ?? '');
  expect(opened.origin + opened.pathname).toBe('https://wa.me/');
  expect(opened.searchParams.get('text')).toContain('Pan casero de campo\n\nIngredientes para 4 porciones:\n- Harina 0000: 1 kg\n- Leche tibia: ½ taza');
  await expect(page.locator('#demo-hits li')).toHaveText([
    '201 {"entity":"Pan casero de campo","type":"whatsapp-ingredientes","user_id":null,"value":"4 porciones"}',
  ]);
});

test('axe finds nothing, and every control and checkbox row is at least 44 px', async ({ page }) => {
  await stubWakeLock(page);
  const tools = await openRecipe(page);
  await expectNoAxeViolations(page);
  const targets = [
    ...(await tools.getByRole('button').all()),
    ...(await tools.locator('.sw-recipe-tools__toggle').all()),
    ...(await page.locator('.sw-recipe__item > label').all()),
  ];
  // Nine buttons (Compartir, 'Adaptar la receta' and 'Agregar a la lista' among them), the two toggles, eight ingredients and four steps.
  expect(targets).toHaveLength(23);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, await target.evaluate((element) => element.outerHTML.slice(0, 80))).not.toBeNull();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
});

/**
 * Where the recipe's body starts, under the tools' space: with the widget mounted, with its code
 * held back (the reserve alone, as before the code arrives), or with scripts off.
 */
async function bodyTop(browser: Browser, width: number, state: 'mounted' | 'reserved' | 'no-scripts'): Promise<number> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: state !== 'no-scripts',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  // Held back: the widget's chunk is asked for and never answered.
  if (state === 'reserved') await page.route('**/recipe-tools-*.js', () => undefined);
  await page.goto('/receta.html');
  if (state === 'mounted') await expect(page.locator('#tools')).toHaveAttribute('data-widget-state', 'mounted');
  else if (state === 'reserved') await expect(page.locator('#tools')).toHaveAttribute('data-widget-state', 'loading');
  else await expect(page.locator('#tools .sw-reserve')).toBeAttached();
  const top = await page.locator('.sw-recipe__body').evaluate((body) => body.getBoundingClientRect().top + window.scrollY);
  await context.close();
  return top;
}

for (const width of [390, 1280]) {
  test(`the reserve is as tall as the controls at ${width} px: nothing below them moves when they arrive`, async ({ browser }) => {
    const reserved = await bodyTop(browser, width, 'reserved');
    const mounted = await bodyTop(browser, width, 'mounted');
    expect(mounted).toBe(reserved);
  });
}

test('with scripts off the tools never come, and the recipe does not sit under their empty space', async ({ browser }) => {
  const withoutScripts = await bodyTop(browser, 390, 'no-scripts');
  const reserved = await bodyTop(browser, 390, 'reserved');
  expect(reserved - withoutScripts).toBeGreaterThanOrEqual(200);
});

test('cook mode: a 40-minute timer stays in view at the top while the recipe scrolls, and rings at 40 minutes', async ({ page }) => {
  await page.clock.install();
  await stubWakeLock(page);
  await page.addInitScript(() => {
    const counted = window as Window & { vibrations?: number };
    counted.vibrations = 0;
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: () => {
        counted.vibrations = (counted.vibrations ?? 0) + 1;
        return true;
      },
    });
  });
  const tools = await openRecipe(page);
  // Tips and the oven, printed.
  await expect(page.locator('#paso-2 .sw-recipe__tip')).toHaveText('Consejo: No la sobes de más: con que esté lisa alcanza.');
  await expect(page.locator('.sw-recipe__oven')).toHaveText('Horno a 200\u00a0°C');
  await tools.getByRole('switch', { name: 'Modo cocina' }).check();
  // Step 2 reads 'diez minutos', step 3 'una hora'; step 4 holds a stored 40 and a range from 40: one button.
  await expect(page.getByRole('button', { name: /^Temporizador/ })).toHaveText(['Temporizador 10 min', 'Temporizador 1 h', 'Temporizador 40 min']);
  await page.getByRole('button', { name: 'Temporizador 40 min, paso 4' }).click();
  const bar = page.getByRole('region', { name: 'Temporizadores' });
  await expect(bar.getByRole('link', { name: 'Paso 4 · 40 min' })).toBeVisible();
  await expect(bar).toContainText('40:00');
  await expectNoAxeViolations(page);
  for (const button of await bar.getByRole('button').all()) expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // Scrolled to the last step, the bar is at the top of the screen, over nothing it hid at rest.
  // (In the middle of the screen: the page goes on below the recipe, "Dónde comprar", past which the bar stays with its recipe.)
  await page.locator('#paso-4').evaluate((step) => step.scrollIntoView({ block: 'center' }));
  await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  await expect(bar).toBeInViewport();

  // The page's clock also runs on by itself (the checks above take seconds): under a minute left, not over.
  await page.clock.fastForward('39:00');
  await expect(bar.getByText(/^0:\d\d$/)).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('Falta un minuto para el paso 4.');
  await expect(page.getByRole('alert')).toHaveText('');
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('alert')).toHaveText('¡Listo! Terminó el temporizador del paso 4 (40 min).');
  await expect(bar).toContainText('¡Listo!');
  expect(await page.evaluate(() => (window as Window & { vibrations?: number }).vibrations)).toBe(1);
  await bar.getByRole('button', { name: 'Apagar el temporizador del paso 4 (40 min)' }).click();
  await expect(bar.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Temporizador 40 min, paso 4' })).toBeFocused();
});
