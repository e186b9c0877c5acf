import { scaleQuantity } from '../../shared/recipe/scale';

/** Rewrites every quantity's text from its `data-recipe-qty` (the original, never changed). */
export function scaleRecipe(recipe: Element, factor: number): void {
  for (const element of recipe.querySelectorAll<HTMLElement>('[data-recipe-qty]')) {
    const written = element.dataset.recipeQty ?? '';
    const text = scaleQuantity(written, factor);
    if (element.textContent !== text) element.textContent = text;
  }
}

/** The recipe as printed: every quantity from its attribute, and the kitchen's yeast note (kitchen/rewrite.ts) gone. */
export function restoreRecipe(recipe: Element): void {
  scaleRecipe(recipe, 1);
  for (const note of recipe.querySelectorAll('.sw-recipe__swap')) note.remove();
}
