import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, requestedPaths, test } from './fixtures';

const STATE_KEY = 'site-widgets:post-grid:recetas#recetas-grid';

async function cardsLoaded(grid: Locator): Promise<void> {
  await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(grid.getByRole('article').first()).toBeVisible();
}

function currentPage(grid: Locator): Locator {
  return grid.getByRole('navigation').locator('[aria-current="page"]');
}

async function chooseVisitor(page: Page, label: 'Sin sesión' | 'Con sesión' | 'Registro sin terminar'): Promise<void> {
  await page.getByLabel(label).check();
}

test.describe('recipes grid', () => {
  test('tabs work from the keyboard, pages load from the numbered links, and axe passes', async ({ page }) => {
    await page.goto('/recetas.html');
    const grid = page.locator('#recetas-grid');
    await cardsLoaded(grid);
    await expect(grid.getByRole('tab')).toHaveText([
      'Todo',
      'Panificados',
      'Pastelería',
      'Salados',
      'Postres',
      'Galletitas y masas secas',
      'Fiestas',
      'Sin TACC',
    ]);
    await expect(page.getByText('Cargando recetas…')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Keyboard: one tab stop, arrows move and select, Home/End jump.
    const todo = grid.getByRole('tab', { name: 'Todo' });
    await todo.focus();
    await page.keyboard.press('ArrowRight');
    const breads = grid.getByRole('tab', { name: 'Panificados' });
    await expect(breads).toBeFocused();
    await expect(breads).toHaveAttribute('aria-selected', 'true');
    await expect(grid.getByRole('tabpanel', { name: 'Panificados' })).toBeVisible();
    await cardsLoaded(grid);
    await expect(grid.getByRole('group', { name: 'Subcategorías de Panificados' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(grid.getByRole('tab', { name: 'Sin TACC' })).toBeFocused();
    await expect(grid.getByRole('tab', { name: 'Sin TACC' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(todo).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(todo).toHaveAttribute('aria-selected', 'true');
    await expect(grid.getByRole('tab', { selected: false })).toHaveCount(7);
    await cardsLoaded(grid);

    // Pagination: numbers and a next arrow only; a page change brings the grid top into view.
    const nav = grid.getByRole('navigation', { name: 'Paginación: Categorías de recetas' });
    await expect(nav.getByRole('link')).toHaveText(['1', '2', '3', '4', '5', '6', '›']);
    await expect(currentPage(grid)).toHaveText('1');
    const firstTitle = await grid.getByRole('article').first().getByRole('heading').textContent();
    await nav.getByRole('link', { name: 'Página 3' }).click();
    await expect(currentPage(grid)).toHaveText('3');
    await cardsLoaded(grid);
    await expect(grid.getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    await expect.poll(() => grid.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(60);
    await expect.poll(() => grid.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(-1);
    await nav.getByRole('link', { name: 'Página siguiente' }).click();
    await expect(currentPage(grid)).toHaveText('4');
    await cardsLoaded(grid);
    await expectNoAxeViolations(page);
  });

  for (const [path, selector, width] of [
    ['/recetas.html', '#recetas-grid', 1280],
    ['/recetas.html', '#recetas-grid', 390],
    ['/videos.html', '#videos-grid', 1280],
  ] as const) {
    test(`skeletons take the same box as the cards they stand for (${path}, ${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const grid = page.locator(selector);
      await cardsLoaded(grid);
      const card = await grid.getByRole('article').first().boundingBox();
      // Measures the first skeleton the moment it is inserted (layout is forced there), so
      // the measure never depends on how long the response takes.
      await grid.evaluate((element) => {
        const observer = new MutationObserver(() => {
          const first = element.querySelector('.sw-post-card--skeleton');
          if (first === null) return;
          const { width, height } = first.getBoundingClientRect();
          element.setAttribute('data-skeleton-box', JSON.stringify({ width, height }));
          observer.disconnect();
        });
        observer.observe(element, { childList: true, subtree: true });
      });
      // A click without the pointer passing over the link: a hover asks for the page ahead, and a
      // page already there shows without the skeletons this test measures.
      await grid.getByRole('link', { name: 'Página 2' }).dispatchEvent('click');
      await expect(grid).toHaveAttribute('data-skeleton-box', /height/);
      const skeleton = JSON.parse((await grid.getAttribute('data-skeleton-box')) ?? 'null') as { width: number; height: number } | null;
      await expect(currentPage(grid)).toHaveText('2');
      await cardsLoaded(grid);
      const after = await grid.getByRole('article').first().boundingBox();
      expect(skeleton?.width).toBeCloseTo(card?.width ?? 0, 0);
      expect(skeleton?.height).toBeCloseTo(card?.height ?? 0, 0);
      expect(after?.height).toBeCloseTo(skeleton?.height ?? 0, 0);
    });
  }

  test('going back from a post restores the page and the tag, once', async ({ page }) => {
    await page.goto('/recetas.html');
    const grid = page.locator('#recetas-grid');
    await cardsLoaded(grid);
    await grid.getByRole('tab', { name: 'Pastelería' }).click();
    await cardsLoaded(grid);
    await grid.getByRole('link', { name: 'Página 2' }).click();
    await expect(currentPage(grid)).toHaveText('2');
    await cardsLoaded(grid);
    const link = grid.getByRole('article').first().getByRole('link');
    const title = await link.textContent();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/post\/\d+$/);
    // Marks this page: after going back, a rebuilt page (not a cached one) has no mark.
    await page.evaluate(() => Object.assign(window, { demoMark: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Publicación ${href?.split('/').pop()}`);
    expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), STATE_KEY)) ?? 'null')).toEqual({
      path: '/recetas.html',
      page: 2,
      tagId: 2,
      subTagId: null,
    });

    await page.goBack();
    await expect(page).toHaveURL(/\/recetas\.html\?etiqueta=2&pagina=2$/);
    expect(await page.evaluate(() => 'demoMark' in window)).toBe(false);
    await cardsLoaded(grid);
    await expect(grid.getByRole('tab', { name: 'Pastelería' })).toHaveAttribute('aria-selected', 'true');
    await expect(currentPage(grid)).toHaveText('2');
    await expect(grid.getByRole('article').first().getByRole('heading')).toHaveText(title ?? '');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STATE_KEY)).toBeNull();

    // Restored once: the bare address starts over (a reload keeps the address's state).
    await page.reload();
    await cardsLoaded(grid);
    await expect(currentPage(grid)).toHaveText('2');
    await page.goto('/recetas.html');
    await cardsLoaded(grid);
    await expect(grid.getByRole('tab', { name: 'Todo' })).toHaveAttribute('aria-selected', 'true');
    await expect(currentPage(grid)).toHaveText('1');
  });
});

test.describe('videos grid with login-required videos', () => {
  test('each visitor state, switched from the demo panel, changes overlays and click targets', async ({ page }) => {
    await page.goto('/videos.html');
    const grid = page.locator('#videos-grid');
    await cardsLoaded(grid);
    await expect(grid.getByRole('tab').last()).toHaveText('Landings');

    // Logged out: locked videos are blurred under a lock button.
    const locks = grid.getByRole('button', { name: 'Iniciar sesión para ver el video' });
    await expect(locks).toHaveCount(4);
    const lockedCard = grid.locator('article.sw-post-card--locked').first();
    await expect(lockedCard.locator('img')).toHaveCSS('filter', /blur/);
    await expect(lockedCard.getByRole('link')).toHaveAttribute('href', /^\/post\/\d+$/);
    await expectNoAxeViolations(page);
    await locks.first().click();
    const dialog = page.getByRole('dialog', { name: 'Iniciá sesión' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    // Contrast is measured once the fade-in has ended (mid-fade, every colour is paler).
    await expect(page.locator('.sw-login-modal')).toHaveCSS('opacity', '1');
    await expect(page.locator('.modal-backdrop')).toHaveCSS('opacity', '0.5');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Logged in: nothing locked.
    await chooseVisitor(page, 'Con sesión');
    await expect(grid.locator('article.sw-post-card--locked')).toHaveCount(0);
    await cardsLoaded(grid);
    await expect(grid.getByText(/para ver el video/)).toHaveCount(0);
    await expect(grid.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/post\/\d+$/);
    await expectNoAxeViolations(page);

    // Unfinished registration: the overlay asks to finish it; every card goes to /register_pdv/.
    await chooseVisitor(page, 'Registro sin terminar');
    await expect(grid.getByText('Finalizar registro para ver el video')).toHaveCount(4);
    await cardsLoaded(grid);
    await expect(grid.getByRole('button', { name: 'Iniciar sesión para ver el video' })).toHaveCount(0);
    for (const href of await grid
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe('/register_pdv/');
    }
    await expectNoAxeViolations(page);
    await grid.locator('article.sw-post-card--locked').first().click();
    await expect(page).toHaveURL(/\/register_pdv\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalizá tu registro');
  });

  test("the 'Landings' tab lists the landings, linking to their pages", async ({ page }) => {
    await page.goto('/videos.html');
    const grid = page.locator('#videos-grid');
    await cardsLoaded(grid);
    await grid.getByRole('tab', { name: 'Landings' }).click();
    await expect(grid.getByRole('article')).toHaveCount(4);
    await expect(grid.getByRole('link', { name: 'Semana del pan' })).toHaveAttribute('href', '/landing/semana-del-pan');
    await expect(grid.getByRole('navigation')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a click on the host's protected content opens the login modal when logged out, and goes through when logged in", async ({ page }) => {
    await page.goto('/videos.html');
    await cardsLoaded(page.locator('#videos-grid'));
    const hostContent = page.locator('#host-protected');
    await hostContent.click();
    const dialog = page.getByRole('dialog', { name: 'Iniciá sesión' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/videos\.html$/);
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();

    await chooseVisitor(page, 'Con sesión');
    await hostContent.click();
    await expect(page).toHaveURL(/\/post\/101$/);
  });
});

test.describe('post carousel (consumer page)', () => {
  test('the recipes carousel shows the first page the server printed without asking for it; the videos carousel asks', async ({ page }) => {
    const asked = requestedPaths(page, '/api/posts/');
    await page.goto('/carrusel.html');
    const recipes = page.locator('#recipes-carousel');
    await cardsLoaded(recipes);
    await expect(recipes.getByRole('article')).toHaveCount(12);
    await expect(recipes.getByRole('article').first()).toContainText('Pan casero de campo');
    await cardsLoaded(page.locator('#videos-carousel'));
    expect(asked).toEqual(['/api/posts/videos']);
    // The host preloaded the first card's image, named by the data it printed: the card uses that file.
    const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
    await expect(recipes.locator('img').first()).toHaveAttribute('src', preloaded ?? '');
  });

  test("groups posts by tag with a 'Todo' tab, scrolls with its buttons, uses the short card and the host's own login modal", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/carrusel.html');
    const carousel = page.locator('#recipes-carousel');
    await cardsLoaded(carousel);
    await expect(carousel.getByRole('tab').first()).toHaveText('Todo');
    await expect(carousel.getByRole('tab')).toHaveText(['Todo', 'Panificados', 'Pastelería', 'Salados', 'Postres', 'Galletitas y masas secas']);
    await expect(carousel.getByRole('article')).toHaveCount(12);
    await expect(carousel.getByRole('article').first()).toHaveClass(/sw-post-card--short/);
    await expectNoAxeViolations(page);

    // Sideways scrolling.
    const track = carousel.locator('.sw-post-carousel__track');
    const previous = carousel.getByRole('button', { name: 'Ver anteriores' });
    const next = carousel.getByRole('button', { name: 'Ver siguientes' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect(previous).toBeEnabled();

    // A tag's tab shows only that tag's posts, from the same response.
    await carousel.getByRole('tab', { name: 'Pastelería' }).click();
    const tags = await carousel.locator('.sw-post-card__tag').allTextContents();
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set(['Pastelería']));

    // Keyboard.
    await carousel.getByRole('tab', { name: 'Pastelería' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('tab', { name: 'Salados' })).toHaveAttribute('aria-selected', 'true');

    // The page names its own Bootstrap modal: a lock opens it, not the bundle's.
    const videos = page.locator('#videos-carousel');
    await cardsLoaded(videos);
    await videos.getByRole('button', { name: 'Iniciar sesión para ver el video' }).first().click();
    const hostModal = page.locator('#login-modal');
    await expect(hostModal).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ingresá a tu cuenta' })).toBeVisible();
    await expect(page.locator('[data-site-widgets-overlay]')).toHaveCount(0);
    await hostModal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(hostModal).toBeHidden();
  });
});
