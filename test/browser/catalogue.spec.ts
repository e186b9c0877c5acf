import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { imagesInViewDecoded } from './image-events';
import { productPageSettled } from './detail-page';

async function cardsLoaded(grid: Locator): Promise<void> {
  await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(grid.getByRole('article').first()).toBeVisible();
}

function currentPage(grid: Locator): Locator {
  return grid.getByRole('navigation').locator('[aria-current="page"]');
}

/**
 * Resolves once the data has arrived: no placeholder or listing loading, and every image
 * the browser shows (intersecting the viewport, as its scrolling rows clip it) decoded or
 * failed.
 */
async function dataShown(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-widget-state="loading"], [aria-busy="true"]') === null);
  await imagesInViewDecoded(page);
}

/**
 * The layout shift (the browser's own `layout-shift` entries, none right after input)
 * after the page's last widget mounted: what moves when the data arrives. Mounting
 * itself replaces the host's fallback, whose size is the host's to reserve (docs/hosting.md).
 * A shift is reported when its frame is drawn: once the next frame starts, the frames
 * showing the page as it is now have been, and their entries are in the buffer.
 */
async function shiftAfterMount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const mountedAt = Number(document.documentElement.dataset.lastMount ?? '0');
            const observer = new PerformanceObserver(() => undefined);
            observer.observe({ type: 'layout-shift', buffered: true });
            let total = 0;
            for (const entry of observer.takeRecords()) {
              const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
              if (!shift.hadRecentInput && shift.startTime > mountedAt) total += shift.value;
            }
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}

test.describe('product grid', () => {
  test('by mouse and keyboard: tabs, pages, the disabled next control on the last page; axe passes', async ({ page }) => {
    await page.goto('/productos.html');
    const grid = page.locator('#productos-grid');
    await cardsLoaded(grid);
    await expect(grid.getByRole('tab')).toHaveText(['Todo', 'Harinas', 'Premezclas', 'Levaduras', 'Margarinas', 'Rellenos', 'Mejoradores']);
    await expectNoAxeViolations(page);

    await grid.getByRole('tab', { name: 'Mejoradores' }).click();
    await cardsLoaded(grid);
    const nav = grid.getByRole('navigation', { name: 'Paginación: Categorías de productos' });
    await expect(nav.getByRole('link')).toHaveText(['1', '2', '3', '›']);
    await nav.getByRole('link', { name: 'Página 3' }).click();
    await expect(currentPage(grid)).toHaveText('3');
    await cardsLoaded(grid);
    await expect(nav.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Página siguiente' })).toBeDisabled();

    // Keyboard: arrows select tabs (page 1 again); Tab reaches the cards, then the page bar.
    await grid.getByRole('tab', { name: 'Mejoradores' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(grid.getByRole('tab', { name: 'Rellenos' })).toHaveAttribute('aria-selected', 'true');
    await cardsLoaded(grid);
    await page.keyboard.press('Home');
    await expect(grid.getByRole('tab', { name: 'Todo' })).toHaveAttribute('aria-selected', 'true');
    await cardsLoaded(grid);
    await nav.getByRole('link', { name: 'Página 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(currentPage(grid)).toHaveText('2');
    await expect(grid.getByRole('tabpanel')).toBeFocused();
    await cardsLoaded(grid);
    const firstCard = grid.getByRole('article').first().getByRole('link');
    await page.keyboard.press('Tab');
    await expect(firstCard).toBeFocused();
    await expect(firstCard).toHaveAttribute('href', /^\/product\/\d+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await productPageSettled(page);
  });

  test('a consumer grid links to the relative consumers/product/{id}; images fade in; axe passes', async ({ page }) => {
    await page.goto('/productos-consumidores.html');
    const grid = page.locator('#productos-consumidores-grid');
    await cardsLoaded(grid);
    await expect(grid.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^consumers\/product\/\d+$/);
    await expect(grid.locator('.sw-image').first()).toHaveClass(/sw-image--loaded/);
    await expect(grid.locator('.sw-image__img').first()).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await grid.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/consumers\/product\/\d+$/);
    await productPageSettled(page);
  });
});

test.describe('cookbooks grid', () => {
  test('cards from the page open /recetarios/{id}; axe passes', async ({ page }) => {
    await page.goto('/recetarios.html');
    const grid = page.locator('#recetarios-grid');
    await expect(grid.getByRole('article')).toHaveCount(7);
    await expect(grid.getByRole('link', { name: 'Recetario de Fiestas' })).toHaveAttribute('href', '/recetarios/1');
    const box = await grid.locator('.sw-cookbook-card__cover').first().boundingBox();
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(4 / 3, 1);
    await expectNoAxeViolations(page);
    await grid.getByRole('link', { name: 'Panadería artesanal' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recetario 2');
  });
});

test.describe('distributors directory', () => {
  test('by keyboard: choose a province, follow a link, come back to it; axe passes', async ({ page }) => {
    await page.goto('/distribuidores.html');
    const directory = page.locator('#distribuidores');
    const select = directory.getByRole('combobox', { name: 'Provincia' });
    await expect(select).toBeEnabled();
    await expect(directory.locator('.sw-distributors__count')).toHaveText('86 distribuidores');
    await expectNoAxeViolations(page);

    await select.focus();
    await select.selectOption({ label: 'Córdoba' });
    await expect(directory.getByRole('status')).toHaveText('8 distribuidores en Córdoba');
    await page.keyboard.press('Tab');
    await expect(directory.getByRole('button', { name: 'Ver todas las provincias' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(directory.getByRole('searchbox', { name: 'Buscar por nombre o localidad' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(directory.getByRole('button', { name: 'Cerca mío' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(directory.getByRole('switch', { name: 'Abierto ahora' })).toBeFocused();
    await page.keyboard.press('Tab');
    const firstLink = directory.getByRole('link', { name: /^Ver detalle de / }).first();
    await expect(firstLink).toBeFocused();
    const name = await firstLink.getAttribute('href');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${name}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Distribuidor \d+$/);

    await page.goBack();
    await expect(select).toBeEnabled();
    await expect(select.locator('option:checked')).toHaveText('Córdoba');
    await expect(directory.getByRole('status')).toHaveText('8 distribuidores en Córdoba');
    await expect(firstLink).toBeFocused();
  });
});

test.describe('the distributor finder at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the select and the search box side by side; a screenshot while searching', async ({ page }, info) => {
    await page.goto('/distribuidores.html');
    const directory = page.locator('#distribuidores');
    const select = directory.getByRole('combobox', { name: 'Provincia' });
    const search = directory.getByRole('searchbox', { name: 'Buscar por nombre o localidad' });
    await expect(search).toBeEnabled();
    const [selectBox, searchBox] = [await select.boundingBox(), await search.boundingBox()];
    expect(Math.abs((searchBox?.y ?? 0) - (selectBox?.y ?? 0))).toBeLessThan(2);
    expect(searchBox?.x).toBeGreaterThan((selectBox?.x ?? 0) + (selectBox?.width ?? 0));
    await select.selectOption({ label: 'Córdoba' });
    await search.fill('CÓRDOBA');
    await expect(directory.getByRole('status')).toHaveText('3 distribuidores en Córdoba para "CÓRDOBA"');
    await page.screenshot({ path: info.outputPath('distribuidores-busqueda-1280.png'), fullPage: true });
  });
});

test.describe('listings on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the distributor finder: 'cordoba' finds the Córdoba rows, with call and WhatsApp links; 44 px targets; axe passes", async ({ page }) => {
    await page.goto('/distribuidores.html');
    const directory = page.locator('#distribuidores');
    const select = directory.getByRole('combobox', { name: 'Provincia' });
    const search = directory.getByRole('searchbox', { name: 'Buscar por nombre o localidad' });
    await expect(search).toBeEnabled();
    // Stacked on a phone: the search box under the select, as wide as the column allows.
    const [selectBox, searchBox] = [await select.boundingBox(), await search.boundingBox()];
    expect(searchBox?.y).toBeGreaterThan((selectBox?.y ?? 0) + (selectBox?.height ?? 0));
    expect(searchBox?.height).toBeGreaterThanOrEqual(44);

    await search.fill('cordoba');
    await expect(directory.getByRole('status')).toHaveText('3 distribuidores para "cordoba"');
    const rows = directory.locator('.sw-distributors__item');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) await expect(row).toContainText('Córdoba');
    const call = directory.getByRole('link', { name: /^Llamar a / });
    await expect(call).toHaveCount(1);
    await expect(call).toHaveAttribute('href', 'tel:+543514223344');
    const whatsapp = directory.getByRole('link', { name: /^WhatsApp a / });
    await expect(whatsapp).toHaveCount(2);
    await expect(whatsapp.first()).toHaveAttribute('href', /^https:\/\/wa\.me\/549351\d{7}$/);
    await expect(whatsapp.first()).toHaveAttribute('rel', 'noopener');
    for (const link of await directory.locator('.sw-distributors__contact a').all()) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await search.fill('zzz');
    await expect(directory.getByRole('status')).toHaveText('0 distribuidores para "zzz"');
    await expect(directory).toContainText('No encontramos distribuidores para "zzz".');
    await directory.getByRole('button', { name: 'Borrar la búsqueda' }).tap();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(directory.getByRole('status')).toHaveText('86 distribuidores');
  });

  test('back from a card on page 3 of an off-screen tab lands on that card, with the tab in view', async ({ page }) => {
    await page.goto('/productos.html');
    const grid = page.locator('#productos-grid');
    await cardsLoaded(grid);
    const list = grid.getByRole('tablist');
    const tab = grid.getByRole('tab', { name: 'Mejoradores' });
    expect(await inRow(list, tab)).toBe(false);
    await tab.click();
    await cardsLoaded(grid);
    await grid.getByRole('link', { name: 'Página 3' }).click();
    await expect(currentPage(grid)).toHaveText('3');
    await cardsLoaded(grid);
    const last = grid.getByRole('article').last().getByRole('link');
    const title = (await last.textContent()) ?? '';
    await last.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await productPageSettled(page);
    // Leaves the row scrolled back to its start, as a fresh page would be.
    await page.goBack();
    await cardsLoaded(grid);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(currentPage(grid)).toHaveText('3');
    const card = grid.getByRole('link', { name: title });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect.poll(() => inRow(list, tab)).toBe(true);
  });

  test('tapping a clipped tab scrolls it into the row; the row shows it scrolls', async ({ page }) => {
    await page.goto('/productos.html');
    const grid = page.locator('#productos-grid');
    await cardsLoaded(grid);
    const list = grid.getByRole('tablist');
    await expect(list).toHaveClass(/sw-tabs__list--more-end/);
    const clipped = grid.getByRole('tab', { name: 'Levaduras' });
    expect(await inRow(list, clipped)).toBe(false);
    await clipped.tap();
    await expect(clipped).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => inRow(list, clipped)).toBe(true);
    await expect(list).toHaveClass(/sw-tabs__list--more-start/);
  });

  test('page buttons, tabs and Reintentar are at least 44 px', async ({ page }) => {
    await page.goto('/productos.html');
    const grid = page.locator('#productos-grid');
    await cardsLoaded(grid);
    for (const button of await grid.getByRole('navigation').getByRole('link').all()) {
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    expect((await grid.getByRole('tab').first().boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.goto('/distribuidores.html');
    const directory = page.locator('#distribuidores');
    await expect(directory.getByRole('combobox')).toBeEnabled();
    for (const button of await directory.getByRole('navigation').getByRole('link').all()) {
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    expect((await directory.getByRole('combobox').boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });

  for (const [path, ready] of [
    ['/recetas.html', '#recetas-grid article'],
    ['/carrusel.html', '#videos-carousel article'],
    ['/productos.html', '#productos-grid article'],
    ['/recetarios.html', '#recetarios-grid article'],
    ['/distribuidores.html', '#distribuidores .sw-distributors__item'],
  ] as const) {
    test(`nothing moves when the data arrives (${path})`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('site-widgets:mount', () => {
          document.documentElement.dataset.lastMount = String(performance.now());
        });
      });
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await dataShown(page);
      expect(await shiftAfterMount(page)).toBeLessThan(0.01);
    });
  }

  test('screenshots of the distributor finder at 390 px, searching', async ({ page }, info) => {
    await page.goto('/distribuidores.html');
    const directory = page.locator('#distribuidores');
    await directory.getByRole('searchbox', { name: 'Buscar por nombre o localidad' }).fill('cordoba');
    await expect(directory.getByRole('status')).toHaveText('3 distribuidores para "cordoba"');
    await page.screenshot({ path: info.outputPath('distribuidores-busqueda-390.png'), fullPage: true });
  });

  test('screenshots of the new widgets at 390 px', async ({ page }, info) => {
    for (const [path, ready] of [
      ['/productos.html', '#productos-grid article'],
      ['/recetarios.html', '#recetarios-grid article'],
      ['/distribuidores.html', '#distribuidores .sw-distributors__item'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await page.screenshot({ path: info.outputPath(`${path.slice(1, -5)}-390.png`), fullPage: true });
    }
  });
});

async function inRow(list: Locator, tab: Locator): Promise<boolean> {
  const row = await list.boundingBox();
  const box = await tab.boundingBox();
  if (row === null || box === null) return false;
  return box.x >= row.x - 1 && box.x + box.width <= row.x + row.width + 1;
}

test.describe('a listing that could not load', () => {
  // The demo's mocked backend cannot start without its service worker: the widgets mount
  // anyway, and their requests reach the routes below.
  test.use({
    serviceWorkers: 'block',
    // (MSW's failure to register may also surface as an unhandled rejection.)
    expectedErrors:
      /window\.SiteWidgets\.ready rejected|\[MSW\] Failed to register the Service Worker|\[site-widgets\] "product-grid" on <div#productos-grid> could not load|status of 500/,
  });

  test("says what failed, and 'Reintentar' is a 44 px target that loads it again", async ({ page }) => {
    let fail = true;
    await page.route('**/api/products**', (route) => (fail ? route.fulfill({ status: 500, body: 'error' }) : route.fallback()));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/productos.html');
    const alert = page.locator('#productos-grid').getByRole('alert');
    await expect(alert).toContainText('No pudimos cargar los productos.');
    const retry = alert.getByRole('button', { name: 'Reintentar' });
    const box = await retry.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    fail = false;
    await page.route('**/api/products**', (route) => route.fulfill({ json: { tags: [], posts: { data: [], links: [], next_page_url: null } } }));
    await retry.click();
    await expect(alert).toBeHidden();
  });
});
