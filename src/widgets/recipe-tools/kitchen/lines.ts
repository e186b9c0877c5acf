import { commonDensity, foldName, type Density } from '../../../shared/recipe/densities';
import { writtenGrams } from '../../../shared/recipe/grams';
import { yeastKindOf, type YeastKind } from '../../../shared/recipe/yeast';

/** One printed ingredient with a quantity, as the kitchen tools read it (docs/widgets/recipe.md, "The markup contract"). */
export interface IngredientLine {
  readonly item: HTMLElement;
  /** The quantity's element: its text is rewritten, its `data-recipe-qty` never. */
  readonly qty: HTMLElement;
  /** The quantity as written. */
  readonly written: string;
  readonly name: string;
  /** The product's own grams per cup and spoon (`data-recipe-grams-per-cup`, `…-per-spoon`), else the common table's, else none. */
  readonly density: Density | undefined;
}

/** A positive figure of at most 2000 g, or undefined: what a product's printed density may be. */
function figure(text: string | undefined): number | undefined {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= 2000 ? value : undefined;
}

function densityOf(item: HTMLElement, name: string): Density | undefined {
  const cup = figure(item.dataset.recipeGramsPerCup);
  const spoon = figure(item.dataset.recipeGramsPerSpoon);
  return cup === undefined && spoon === undefined ? commonDensity(name) : { ...(cup === undefined ? {} : { cup }), ...(spoon === undefined ? {} : { spoon }) };
}

export function ingredientLines(recipe: Element): IngredientLine[] {
  const lines: IngredientLine[] = [];
  for (const item of recipe.querySelectorAll<HTMLElement>('.sw-recipe__ingredients [data-recipe-ingredient]')) {
    const qty = item.querySelector<HTMLElement>('[data-recipe-qty]');
    const name = (item.querySelector('.sw-recipe__name')?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (qty === null || name === '') continue;
    lines.push({ item, qty, written: qty.dataset.recipeQty ?? '', name, density: densityOf(item, name) });
  }
  return lines;
}

/** A line the visitor can scale from ("Tengo … g de"): its weight in grams as written. */
export interface WeighedLine {
  readonly line: IngredientLine;
  readonly grams: number;
}

export function weighedLines(lines: readonly IngredientLine[]): WeighedLine[] {
  return lines.flatMap((line) => {
    const grams = writtenGrams(line.written, line.density);
    return grams === null || grams <= 0 ? [] : [{ line, grams }];
  });
}

/** The line "Tengo … g de" starts on: the first flour, as baker's percentages count from it; else the first weighed line. */
export function flourLine(weighed: readonly WeighedLine[]): WeighedLine | undefined {
  return weighed.find(({ line }) => /^harina\b/.test(foldName(line.name))) ?? weighed[0];
}

/** The recipe's yeast line that can be swapped: a kind named and a weight written. */
export interface YeastLine {
  readonly line: IngredientLine;
  readonly kind: YeastKind;
  readonly grams: number;
}

export function yeastLine(lines: readonly IngredientLine[]): YeastLine | undefined {
  for (const line of lines) {
    const kind = yeastKindOf(line.name);
    const grams = kind === null ? null : writtenGrams(line.written, undefined);
    if (kind !== null && grams !== null && grams > 0) return { line, kind, grams };
  }
  return undefined;
}
