import { readRecipeEntry, writeRecipeEntry } from '../../../shared/recipe/storage';

/**
 * "En gramos" is the visitor's way of measuring, not one recipe's: kept once, for every recipe
 * (under the recipe entries' prefix, so logging out removes it with them).
 */
const GRAMS_KEY = 'site-widgets:recipe:grams';

export const readGramsChoice = (): boolean => readRecipeEntry(GRAMS_KEY) === '1';

export function saveGramsChoice(grams: boolean): void {
  writeRecipeEntry(GRAMS_KEY, grams ? '1' : null);
}
