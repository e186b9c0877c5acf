import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { row } from './database';

/**
 * The kitchen on the worked host (docs/widgets/recipe.md, "The kitchen"), on a phone: the seed's
 * cake (PostSeeder::WITH_MOULD) is written for a 24 cm round mould, its flour the brand's
 * Harina leudante in cups, whose own figure (product 1's `gramosPorTaza`) the page prints on its line.
 */
const CAKE = 42;
const FLOUR = 1;

test.use({ viewport: { width: 390, height: 844 } });

async function openKitchen(page: Page) {
  await page.goto(`/post/${CAKE}`);
  const tools = page.getByRole('group', { name: 'Herramientas de la receta' });
  await tools.getByRole('button', { name: 'Adaptar la receta' }).click();
  const kitchen = page.getByRole('region', { name: 'Adaptar la receta' });
  await expect(kitchen).toBeVisible();
  return { tools, kitchen };
}

const flourLine = (page: Page) => page.locator('.sw-recipe__item', { hasText: 'Harina leudante' }).locator('.sw-recipe__qty');

test('the printed mould, the visitor’s smaller one, the flour weighed by the brand’s own figure; kept on reload', async ({ page }) => {
  const perCup = Number(JSON.parse(String(row('select attributes from products where id = ?', FLOUR).attributes)).gramosPorTaza);
  const { tools, kitchen } = await openKitchen(page);
  await expect(page.locator('.sw-recipe__facts')).toContainText('Molde');
  await expect(page.locator('.sw-recipe__facts')).toContainText('Redondo de 24 cm');
  await expect(kitchen.getByText('La receta es para un molde redondo de 24 cm.')).toBeVisible();
  await kitchen.getByRole('switch', { name: 'Medidas en gramos' }).check();
  await expect(flourLine(page)).toHaveText(`${2 * perCup} g`);
  const diameter = kitchen.getByRole('textbox', { name: 'Diámetro (cm)' });
  await diameter.fill('20');
  const factor = (20 / 24) ** 2;
  const grams = Math.round((2 * perCup * factor) / 5) * 5;
  await expect(flourLine(page)).toHaveText(`${grams} g`);
  await expect(kitchen.getByText(/el tiempo de horno puede cambiar/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(flourLine(page)).toHaveText(`${grams} g`);
  const servings = Number(JSON.parse(String(row('select metadata from posts where id = ?', CAKE).metadata)).commensals) * factor;
  const shown = (Math.round(servings * 10) / 10).toLocaleString('es-AR');
  await expect(tools.getByText(`${shown} porciones`, { exact: true })).toBeAttached();
  await expect(page.locator('.sw-recipe-tools__print-note')).toHaveText(`Cantidades para ${shown} porciones y un molde redondo de 20 cm.`);
  await tools.getByRole('button', { name: /^Volver a/ }).click();
  await expect(flourLine(page)).toHaveText(`${2 * perCup} g`);
});

test('by keyboard: the flour at hand scales the cake, and the JSON-LD keeps the recipe as written', async ({ page }) => {
  const { kitchen } = await openKitchen(page);
  const have = kitchen.getByRole('textbox', { name: 'Tengo (g)' });
  await have.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('360');
  await expect(flourLine(page)).toHaveText('3 tazas');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { recipeIngredient?: string[] };
  expect(ld.recipeIngredient).toContain('2 tazas Harina leudante');
});
