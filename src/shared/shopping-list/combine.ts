import { readQuantity } from '../recipe/quantity';
import { writeQuantity } from '../recipe/scale';
import { ingredientKey, measureOf } from './names';
import type { ListRecipe } from './list-storage';

/** A recipe a line comes from. */
interface LineSource {
  postId: number;
  name: string;
}

/** One line of the combined list: an ingredient in one measure, or what of it could not be summed. */
export interface ListLine {
  /** The check-off key: the ingredient (a product by its id) and the measure. */
  key: string;
  name: string;
  /** The product's page, for the brand's products; else null. */
  href: string | null;
  /** The sum as a cook writes it ('1,5 kg', '3 tazas'), or the texts that are no quantity ('a gusto'), each once; '' when none was given. */
  amount: string;
  sources: LineSource[];
}

interface Sum {
  line: ListLine;
  low: number;
  /** A range's high end, summed; null while every part is one amount. */
  high: number | null;
  unit: string;
  /** Texts that are no quantity, each once: 'a gusto', 'c/n'. */
  texts: Set<string>;
  /** The written sum is a count or a measure (else the texts). */
  summed: boolean;
}

/**
 * Sums the recipes' ingredients (docs/widgets/shopping-list.md, "Summing"): the same ingredient
 * (a product by its id, any other by its name made plain) in the same measure (grams with kilos,
 * millilitres with litres, 'taza' with 'tazas') is one line; another measure of it is a line of
 * its own; quantities that do not read as one ('a gusto') are a line of their own, each text
 * listed once, never dropped. In the order met; the widget sorts.
 */
export function combineList(recipes: readonly ListRecipe[]): ListLine[] {
  const sums = new Map<string, Sum>();
  for (const recipe of recipes) {
    for (const item of recipe.items) {
      const ingredient = item.productId === null ? `n:${ingredientKey(item.name)}` : `p:${item.productId}`;
      const quantity = readQuantity(item.qty);
      const measure = quantity === null ? null : measureOf(quantity.rest);
      const key = `${ingredient}|${measure === null ? '?' : measure.key}`;
      let sum = sums.get(key);
      if (sum === undefined) {
        sum = {
          line: { key, name: item.name, href: item.href, amount: '', sources: [] },
          low: 0,
          high: null,
          unit: measure?.unit ?? '',
          texts: new Set(),
          summed: measure !== null,
        };
        sums.set(key, sum);
      }
      if (!sum.line.sources.some((source) => source.postId === recipe.postId)) sum.line.sources.push({ postId: recipe.postId, name: recipe.name });
      if (quantity === null || measure === null) {
        if (item.qty !== '') sum.texts.add(item.qty);
        continue;
      }
      const low = quantity.low * measure.toBase;
      const high = quantity.high === null ? null : quantity.high * measure.toBase;
      // A range summed with an amount is a range: '2 a 3' and '1' are '3 a 4'.
      if (high !== null || sum.high !== null) sum.high = (sum.high ?? sum.low) + (high ?? low);
      sum.low += low;
    }
  }
  return [...sums.values()].map((sum) => ({
    ...sum.line,
    amount: sum.summed ? writeQuantity({ low: sum.low, high: sum.high, joiner: 'a', rest: sum.unit }) : [...sum.texts].join(', '),
  }));
}
