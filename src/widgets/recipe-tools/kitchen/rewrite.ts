import { inGrams } from '../../../shared/recipe/grams';
import { scaleQuantity } from '../../../shared/recipe/scale';
import { swapYeast, YEAST_NAMES, yeastWeight, type YeastKind } from '../../../shared/recipe/yeast';
import { ingredientLines, yeastLine } from './lines';
import { kitchenTexts as texts } from './texts';

export interface KitchenChoices {
  /** "En gramos": cup and spoon measures with a known density written as grams. */
  readonly grams: boolean;
  /** The yeast the visitor has, when it is not the recipe's; null: as written. */
  readonly yeast: YeastKind | null;
}

const SWAP_NOTE = 'sw-recipe__swap';

/**
 * Every quantity for the scale and the kitchen's choices, from what is written (never from what
 * is shown, so nothing drifts): the yeast line in the visitor's yeast, with a note naming the
 * recipe's; cup and spoon measures in grams where the density is known; the rest scaled as written.
 */
export function rewriteRecipe(recipe: Element, scale: number, { grams, yeast }: KitchenChoices): void {
  for (const note of recipe.querySelectorAll(`.${SWAP_NOTE}`)) note.remove();
  const lines = ingredientLines(recipe);
  const swap = yeast === null ? undefined : yeastLine(lines);
  for (const line of lines) {
    let text = scaleQuantity(line.written, scale);
    if (swap !== undefined && yeast !== null && line === swap.line && swap.kind !== yeast) {
      const written = swap.grams * scale;
      text = yeastWeight(swapYeast(written, swap.kind, yeast));
      const note = document.createElement('span');
      note.className = SWAP_NOTE;
      note.textContent = ` ${texts.swapNote(YEAST_NAMES[yeast], `${yeastWeight(written)} de ${YEAST_NAMES[swap.kind]}`)}`;
      line.item.querySelector('label')?.append(note);
    } else if (grams) text = inGrams(line.written, scale, line.density) ?? text;
    if (line.qty.textContent !== text) line.qty.textContent = text;
  }
}
