import { formatAmount } from '../../shared/recipe/scale';
import type { ListLine } from '../../shared/shopping-list/combine';
import type { ListRecipe } from '../../shared/shopping-list/list-storage';
import { shoppingListTexts as texts } from './texts';

/**
 * The list as a message (the share sheet or WhatsApp): what is left to buy (the lines not
 * checked off; every line when all are), one a line as the recipe's WhatsApp list writes them,
 * then the recipes it is for, with their servings.
 */
export function shareText(lines: readonly ListLine[], checked: ReadonlySet<string>, recipes: readonly ListRecipe[]): string {
  const left = lines.filter((line) => !checked.has(line.key));
  const shown = left.length === 0 ? lines : left;
  const recipeNames = recipes.map((recipe) => (recipe.servings === null ? recipe.name : `${recipe.name} (${texts.servings(formatAmount(recipe.servings))})`));
  return [
    `${texts.shareTitle}:`,
    ...shown.map((line) => (line.amount === '' ? `- ${line.name}` : `- ${line.name}: ${line.amount}`)),
    '',
    texts.from(recipeNames.join(', ')),
  ].join('\n');
}
