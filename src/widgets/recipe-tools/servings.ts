import { readRecipeEntry, recipeKey, writeRecipeEntry } from '../../shared/recipe/storage';
import { scaleQuantity } from './scale';

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 100;

/** The servings chosen for this recipe before, if any and readable. */
export function readServings(postId: number): number | null {
  const text = readRecipeEntry(recipeKey(postId, 'servings'));
  const value = text === null ? Number.NaN : Number(text);
  return Number.isSafeInteger(value) && value >= MIN_SERVINGS && value <= MAX_SERVINGS ? value : null;
}

/** Keeps the choice; back at the printed servings, the entry goes. */
export function saveServings(postId: number, servings: number, printed: number): void {
  writeRecipeEntry(recipeKey(postId, 'servings'), servings === printed ? null : String(servings));
}

/** Rewrites every quantity's text from its `data-recipe-qty` (the original, never changed). */
export function scaleRecipe(recipe: Element, factor: number): void {
  for (const element of recipe.querySelectorAll<HTMLElement>('[data-recipe-qty]')) {
    const written = element.dataset.recipeQty ?? '';
    const text = scaleQuantity(written, factor);
    if (element.textContent !== text) element.textContent = text;
  }
}
