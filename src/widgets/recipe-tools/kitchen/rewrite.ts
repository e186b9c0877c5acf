import { inGrams } from '../../../shared/recipe/grams';
import { scaleQuantity } from '../../../shared/recipe/scale';
import { swapYeast, YEAST_NAMES, yeastWeight, type YeastKind } from '../../../shared/recipe/yeast';
import { ingredientLines, yeastLine, type IngredientLine } from './lines';
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
  const lines = linesOf(recipe);
  const swap = yeast === null ? undefined : yeastLine(lines);
  for (const line of lines) {
    let text = scaleQuantity(line.written, scale);
    let note: string | null = null;
    if (swap !== undefined && yeast !== null && line === swap.line && swap.kind !== yeast) {
      const written = swap.grams * scale;
      text = yeastWeight(swapYeast(written, swap.kind, yeast));
      note = ` ${texts.swapNote(YEAST_NAMES[yeast], `${yeastWeight(written)} de ${YEAST_NAMES[swap.kind]}`)}`;
    } else if (grams) text = inGrams(line.written, scale, line.density) ?? text;
    if (line.qty.textContent !== text) line.qty.textContent = text;
    showNote(line, note);
  }
}

/** The lines are read once per recipe: the printed markup does not change under the tools. */
const readLines = new WeakMap<Element, readonly IngredientLine[]>();
function linesOf(recipe: Element): readonly IngredientLine[] {
  let lines = readLines.get(recipe);
  if (lines === undefined) {
    lines = ingredientLines(recipe);
    readLines.set(recipe, lines);
  }
  return lines;
}

/** The swap's note after the line's name: written only when it changes, removed when there is none. */
function showNote(line: IngredientLine, note: string | null): void {
  const shown = line.item.querySelector(`.${SWAP_NOTE}`);
  if (note === null) {
    shown?.remove();
    return;
  }
  if (shown !== null) {
    if (shown.textContent !== note) shown.textContent = note;
    return;
  }
  const added = document.createElement('span');
  added.className = SWAP_NOTE;
  added.textContent = note;
  line.item.querySelector('label')?.append(added);
}
