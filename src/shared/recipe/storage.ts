/**
 * What `recipe-tools` keeps per recipe in localStorage (docs/widgets/recipe.md, "Storage"):
 * the chosen scale (and an earlier version's servings), the day's check-offs and cook mode's timers, under keys starting with this prefix. Every
 * public page removes them at logout (`drafts/logout.ts`, which spells the prefix out so the
 * public entry shares no module with the widget; its test seeds keys made here).
 */
const RECIPE_PREFIX = 'site-widgets:recipe:';

/** The key of one recipe's entry: `site-widgets:recipe:{postId}:{what}`. */
export function recipeKey(postId: number, what: 'scale' | 'servings' | 'checks' | 'timers'): string {
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
