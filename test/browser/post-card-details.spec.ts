import { expect, test } from './fixtures';

/** The first skeleton's box, measured the moment it is inserted (before any answer can replace it). */
function recordFirstSkeleton(selector: string): void {
  const observer = new MutationObserver(() => {
    const first = document.querySelector(`${selector} .sw-post-card--skeleton`);
    if (first === null) return;
    const { width, height } = first.getBoundingClientRect();
    document.documentElement.setAttribute('data-skeleton-box', JSON.stringify({ width, height }));
    observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
}

test.describe('post card details on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the carousel's short cards show their whole time lines, in one format, as tall as their skeletons", async ({ page }) => {
    await page.addInitScript(recordFirstSkeleton, '#recipes-carousel');
    // The carousel that asks the API (skeletons, then cards): the page without the first page it prints.
    await page.route('**/carrusel.html', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(' data-first-page="#recipes-first-page"', '') });
    });
    await page.goto('/carrusel.html');
    const carousel = page.locator('#recipes-carousel');
    await expect(carousel.locator('[aria-busy="true"]')).toHaveCount(0);
    const first = carousel.getByRole('article').first();
    await expect(first.getByRole('listitem')).toHaveText(['Tiempo de cocción: 30 min', '6 porciones', 'Duración: 45 min']);

    // Nothing is cut: every detail fits inside its card, however many lines it takes.
    const cut = await carousel.locator('.sw-post-card__meta li').evaluateAll(
      (items) =>
        items.filter((item) => {
          const card = item.closest('.sw-post-card')?.getBoundingClientRect();
          const text = item.lastElementChild;
          if (card === undefined || text === null) return true;
          return text.getBoundingClientRect().right > card.right - 1 || text.scrollWidth > text.clientWidth || item.scrollWidth > item.clientWidth;
        }).length,
    );
    expect(cut).toBe(0);
    const texts = await carousel.locator('.sw-post-card__meta').allTextContents();
    expect(texts.join(' ')).not.toMatch(/…|minutos|hora/);

    await expect(page.locator('html')).toHaveAttribute('data-skeleton-box', /height/);
    const skeleton = JSON.parse((await page.locator('html').getAttribute('data-skeleton-box')) ?? 'null') as { width: number; height: number } | null;
    const card = await first.boundingBox();
    expect(skeleton?.width).toBeCloseTo(card?.width ?? 0, 0);
    expect(skeleton?.height).toBeCloseTo(card?.height ?? 0, 0);
  });
});
