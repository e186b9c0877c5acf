import { postProducts, recipes } from '../../mocks/fixtures';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The mocked backend's recipes whose ingredients link to the product, in the listing's order. */
function linkedTo(product: number): string[] {
  return recipes.filter((recipe) => postProducts[recipe.id]?.includes(product)).map((recipe) => recipe.name);
}

test("a product page's carousel asks for that product's recipes, shows them and opens each", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/posts/')) asked.push(new URL(request.url()).search);
  });
  await page.goto('/product/1');
  const carousel = page.getByRole('region', { name: 'Recetas con este producto' }).getByRole('group', { name: 'Recetas con este producto' });
  await expect(carousel.getByRole('article').first()).toBeVisible();
  await expect(carousel.getByRole('article').getByRole('heading')).toHaveText(linkedTo(1).slice(0, 12));
  expect(asked).toEqual(['?page=1&producto=1']);
  await expectNoAxeViolations(page);

  await carousel.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
});

test('a product no recipe uses says so in one line; other detail pages have no carousel', async ({ page }) => {
  await page.goto('/product/3');
  await expect(page.getByText('Todavía no hay recetas con este producto.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/distribuidores/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Distribuidor 1');
  await expect(page.locator('[data-widget-name="post-carousel"]')).toHaveCount(0);
});
