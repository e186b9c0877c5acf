import { distributors, recipeProducts } from '../../mocks/fixtures';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * "Dónde comprar" under the demo's recipe (demo/receta.html; docs/widgets/where-to-buy.md), on a
 * phone: loaded as it comes into view, its products from the page's JSON script, the mocks'
 * distributors in Córdoba with both products first, then one, then the others.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WANTED = recipeProducts.map((product) => product.id);

test('loaded as it comes into view; a province lists those with both products first', async ({ page }) => {
  await page.goto('/receta.html');
  const placeholder = page.locator('#where-to-buy');
  await expect(placeholder).not.toHaveAttribute('data-widget-state', 'mounted');
  await placeholder.scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Dónde comprar' });
  await expect(section.getByLabel('Provincia')).toBeEnabled();
  await expect(section.getByText('Elegí tu provincia o tocá «Cerca mío» para ver dónde comprar.')).toBeVisible();

  await section.getByLabel('Provincia').selectOption({ label: 'Córdoba' });
  const cordoba = distributors.filter((d) => d.province.trim().toLocaleLowerCase('es') === 'córdoba');
  await expect(section.getByRole('status')).toHaveText(`${cordoba.length} distribuidores en Córdoba`);
  const tiers = await section.locator('.sw-where-to-buy__item').evaluateAll((items) => items.map((item) => item.getAttribute('data-tier')));
  const both = cordoba.filter((d) => WANTED.every((id) => d.products?.includes(id) === true)).length;
  expect(tiers.slice(0, both)).toEqual(Array.from({ length: both }, () => 'all'));
  expect(tiers).toEqual([...tiers].sort((a, b) => ['all', 'some', 'other'].indexOf(a ?? '') - ['all', 'some', 'other'].indexOf(b ?? '')));
  await expect(section.locator('.sw-where-to-buy__has').first()).toHaveText('Tiene todo');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
