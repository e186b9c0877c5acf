/**
 * What `recipe-tools` keeps per recipe in localStorage (docs/widgets/recipe.md, "Storage"):
 * the chosen servings and the day's check-offs, under keys starting with this prefix. Here,
 * below the widget, because every public page clears them at logout (`drafts/logout.ts`),
 * so the next person on the browser starts from the printed recipe.
 */
export const RECIPE_PREFIX = 'site-widgets:recipe:';

/** The key of one recipe's entry: `site-widgets:recipe:{postId}:{what}`. */
export function recipeKey(postId: number, what: 'servings' | 'checks'): string {
  return `${RECIPE_PREFIX}${postId}:${what}`;
}

/** The stored text, or null when there is none or the browser refuses storage (private modes, blocked cookies). */
export function readRecipeEntry(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the text, or removes the entry for null; a refusal (storage off or full) is ignored: the page works without it. */
export function writeRecipeEntry(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing kept: the choice lasts as long as the page.
  }
}

/** Removes every recipe's entry (logout); returns how many went. Never throws. */
export function clearRecipeEntries(): number {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(RECIPE_PREFIX));
    for (const key of keys) localStorage.removeItem(key);
    return keys.length;
  } catch {
    return 0;
  }
}
