import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The kitchen tools on demo/receta.html (docs/widgets/recipe.md, "The kitchen"), at a phone's
 * width: a 24 cm round bread, its flour the brand's (the demo's product line), milk in cups, dry yeast by weight.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function openKitchen(page: Page) {
  await page.goto('/receta.html');
  await expect(page.locator('#tools')).toHaveAttribute('data-widget-state', 'mounted');
  const tools = page.getByRole('group', { name: 'Herramientas de la receta' });
  await tools.getByRole('button', { name: 'Adaptar la receta' }).click();
  const kitchen = page.getByRole('region', { name: 'Adaptar la receta' });
  await expect(kitchen).toBeVisible();
  return { tools, kitchen };
}

const quantity = (page: Page, id: string) => page.locator(`label[for="${id}"] .sw-recipe__qty`);

test("the kitchen's code comes only when opened; a smaller mould scales the recipe and the servings, and a reload keeps it", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/receta.html');
  await expect(page.locator('#tools')).toHaveAttribute('data-widget-state', 'mounted');
  const before = scripts.length;
  const { tools, kitchen } = await openKitchen(page);
  expect(scripts.length).toBeGreaterThan(before);
  const diameter = kitchen.getByRole('textbox', { name: 'Diámetro (cm)' });
  await expect(diameter).toHaveValue('24');
  await diameter.fill('20');
  // (20/24)² of 4 servings: 2,8; 1 kg of flour: 695 g.
  await expect(tools.getByText('2,8 porciones', { exact: true })).toBeAttached();
  await expect(quantity(page, 'ingrediente-1')).toHaveText('695 g');
  await page.reload();
  await expect(page.locator('#tools')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(quantity(page, 'ingrediente-1')).toHaveText('695 g');
  await expect(tools.getByText('2,8 porciones', { exact: true })).toBeAttached();
});

test('by keyboard: grams for the milk, the yeast swapped and said in words, the flour at hand', async ({ page }) => {
  const { tools, kitchen } = await openKitchen(page);
  await kitchen.getByRole('switch', { name: 'Medidas en gramos' }).focus();
  await page.keyboard.press('Space');
  // ½ cup of milk at 244 g a cup (USDA FoodData Central): 122 g, to the 5 g as a kitchen scale reads.
  await expect(quantity(page, 'ingrediente-2')).toHaveText('120 g');
  const yeast = kitchen.getByRole('group', { name: 'Levadura' });
  await yeast.getByRole('radio', { name: 'Seca (instantánea) (la de la receta)' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(yeast.getByRole('radio', { name: 'Fresca' })).toBeChecked();
  await expect(yeast.getByText('10 g de levadura seca = 30 g de levadura fresca')).toBeVisible();
  await expect(quantity(page, 'ingrediente-8')).toHaveText('30 g');
  const have = kitchen.getByRole('textbox', { name: 'Tengo (g)' });
  await have.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('500');
  await expect(tools.getByText('2 porciones', { exact: true })).toBeAttached();
  await expect(quantity(page, 'ingrediente-8')).toHaveText('15 g');
});

test('axe finds nothing in the open kitchen, every target is 44 px high, and nothing sticks out of a 390 px screen', async ({ page }) => {
  const { kitchen } = await openKitchen(page);
  await expectNoAxeViolations(page);
  const targets = [
    ...(await kitchen.getByRole('textbox').all()),
    ...(await kitchen.getByRole('combobox').all()),
    ...(await kitchen.locator('.sw-kitchen__choice, .sw-kitchen__switch').all()),
  ];
  expect(targets.length).toBeGreaterThanOrEqual(7);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.test-results/recipe-kitchen-390.png', fullPage: false });
});
