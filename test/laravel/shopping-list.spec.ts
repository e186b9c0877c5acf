import type { Locator, Page } from '@playwright/test';
import { readQuantity } from '../../src/shared/recipe/quantity';
import { writeQuantity } from '../../src/shared/recipe/scale';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { query } from './database';

/**
 * The shopping list on the worked host (docs/widgets/shopping-list.md), on a 390 px phone: two
 * recipes added with 'Agregar a la lista', one at other servings, summed on /mi-lista, a line
 * checked off and still checked after a reload, the keyboard path, axe. Recipes other journeys do
 * not edit: the seed's public ones with the later recipes' ingredients (500 g of flour, the yeast
 * as a bare '10') and with the first recipes' (1 kg, '10 g'). The first test needs 'Agregar a la
 * lista' in the recipe tools (RecipeTools places AddToList: docs/widgets/shopping-list.md).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

function recipeWith(ingredient: string, without: string): string {
  const [found] = query(
    "SELECT id FROM posts WHERE section = 'recetas' AND login_required = 0 AND id > 1 AND custom_ingredients LIKE ? AND custom_ingredients NOT LIKE ? ORDER BY id LIMIT 1",
    `%${ingredient}%`,
    `%${without}%`,
  );
  if (found === undefined) throw new Error(`no public recipe with ${ingredient}`);
  return `/post/${String(found.id)}`;
}

/** Grams from a quantity as shown ('600 g', '1,2 kg'). */
function grams(text: string): number {
  const quantity = readQuantity(text);
  if (quantity === null) throw new Error(`not a quantity: ${text}`);
  return quantity.low * (quantity.rest === 'kg' ? 1000 : 1);
}

async function flourShown(page: Page): Promise<string> {
  const qty = page.locator('.sw-recipe__item', { hasText: 'Harina 0000' }).locator('.sw-recipe__qty');
  return (await qty.textContent()) ?? '';
}

/** Tabs forward until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test('two recipes, one at other servings: summed on /mi-lista, a check-off kept over a reload, the keyboard path, axe', async ({ page }) => {
  const filled = recipeWith('Leche tibia', '"product_id":5');
  const plain = recipeWith('"qty":"1 kg"', 'Leche tibia');

  // The first at one serving more than printed.
  await page.goto(filled);
  const tools = page.getByRole('group', { name: 'Herramientas de la receta' });
  await tools.getByRole('button', { name: 'Más porciones' }).tap();
  const servings = Number((await tools.locator('.sw-recipe-tools__count [aria-hidden="true"]').textContent()) ?? '');
  const filledName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const filledFlour = await flourShown(page);
  await tools.getByRole('button', { name: 'Agregar a la lista' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'a tu lista de compras' })).toHaveText(
    `Agregaste «${filledName}» a tu lista de compras, para ${servings} porciones.Ver la lista`,
  );
  // Again: its lines replaced, and said so.
  await tools.getByRole('button', { name: 'Agregar a la lista' }).tap();
  await expect(page.getByText(`«${filledName}» ya estaba en tu lista: la actualizamos para ${servings} porciones.`)).toBeVisible();
  // The notice over the recipe, 44 px targets, axe.
  for (const control of [page.getByRole('link', { name: 'Ver la lista' }), page.getByRole('button', { name: 'Cerrar el aviso' })]) {
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);

  // The second as printed.
  await page.goto(plain);
  const plainName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const plainFlour = await flourShown(page);
  await page.getByRole('button', { name: 'Agregar a la lista' }).tap();
  await page.getByRole('link', { name: 'Ver la lista' }).tap();
  await expect(page).toHaveURL(/\/mi-lista$/);

  const list = page.getByRole('region', { name: 'Lista de compras' });
  const flour = list.getByRole('checkbox', {
    name: `Harina 0000 ${writeQuantity({ low: grams(filledFlour) + grams(plainFlour), high: null, joiner: '', rest: 'g' })}`,
  });
  await expect(flour).toBeVisible();
  await expect(flour).toHaveAccessibleDescription(`Para: ${filledName}, ${plainName}`);
  // The brand's yeast, linked: '10 g' and a bare count are two measures, two lines.
  const products = list.getByRole('region', { name: 'Productos de la marca' });
  await expect(products.getByRole('checkbox')).toHaveCount(2);
  await expect(products.getByRole('link', { name: 'Ver el producto Levadura seca' }).first()).toHaveAttribute('href', '/product/2');
  // What is no quantity is kept.
  await expect(list.getByRole('checkbox', { name: 'Sal a gusto' })).toBeVisible();
  const recipes = list.getByRole('region', { name: 'Recetas en la lista' });
  await expect(recipes.getByRole('listitem')).toHaveText([
    new RegExp(`^${filledName}${servings} porcionesQuitar$`),
    new RegExp(`^${plainName}\\d+ porcionesQuitar$`),
  ]);

  // Checked off with a tap, still checked after a reload.
  await flour.tap();
  await expect(flour).toBeChecked();
  await page.reload();
  await expect(flour).toBeChecked();

  // The keyboard: Space checks a line, Enter on 'Quitar' takes a recipe off, focus stays in the recipes.
  const salt = list.getByRole('checkbox', { name: 'Sal a gusto' });
  await tabTo(page, salt);
  await page.keyboard.press('Space');
  await expect(salt).toBeChecked();
  const removePlain = recipes.getByRole('button', { name: `Quitar «${plainName}» de la lista` });
  await tabTo(page, removePlain);
  await page.keyboard.press('Enter');
  await expect(list.getByRole('status')).toHaveText(`Quitaste «${plainName}» de la lista.`);
  await expect(recipes.getByRole('button', { name: `Quitar «${filledName}» de la lista` })).toBeFocused();
  await expect(list.getByRole('checkbox', { name: `Harina 0000 ${filledFlour}` })).toBeVisible();

  // Touch targets of at least 44 px, nothing wider than the phone.
  for (const control of await list.locator('button, .sw-list__label, a').all()) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // Printed: what is left to buy, under the page's title (the flour, checked off, is left out).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await expect(list.getByRole('button', { name: 'Vaciar la lista' })).toBeHidden();
  await expect(list.getByRole('checkbox', { name: /^Leche tibia / })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: `Harina 0000 ${filledFlour}` })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Emptied, then undone.
  await list.getByRole('button', { name: 'Vaciar la lista' }).tap();
  await expect(list.getByText(/Tu lista de compras está vacía/)).toBeVisible();
  await list.getByRole('button', { name: 'Deshacer' }).tap();
  await expect(list.getByRole('checkbox', { name: 'Sal a gusto' })).toBeChecked();
});

test('empty on a device that added nothing: how to fill it, a link to the recipes, axe', async ({ page }) => {
  await page.goto('/mi-lista');
  const list = page.getByRole('region', { name: 'Lista de compras' });
  await expect(list.getByText(/Tu lista de compras está vacía/)).toBeVisible();
  await expect(list.getByRole('link', { name: 'Ver recetas' })).toHaveAttribute('href', /\/recetas$/);
  await expect(page.getByRole('link', { name: 'Mi lista' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});
