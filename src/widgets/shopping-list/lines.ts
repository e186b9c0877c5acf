import { combineList, type ListLine } from '../../shared/shopping-list/combine';
import type { ListRecipe } from '../../shared/shopping-list/list-storage';

/** The list as the shop is walked: the brand's products first, then the other ingredients, each by name; a name's measures side by side. */
export interface LineGroups {
  products: ListLine[];
  others: ListLine[];
}

const byName = (a: ListLine, b: ListLine) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.key.localeCompare(b.key);

export function groupLines(recipes: readonly ListRecipe[]): LineGroups {
  const lines = combineList(recipes).sort(byName);
  return { products: lines.filter((line) => line.href !== null), others: lines.filter((line) => line.href === null) };
}

/** Every line's key: the check-offs worth keeping. */
export function lineKeys(recipes: readonly ListRecipe[]): ReadonlySet<string> {
  return new Set(combineList(recipes).map((line) => line.key));
}
