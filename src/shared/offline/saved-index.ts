/**
 * The list of saved recipes 'Mis recetas' shows, per person, in localStorage under
 * `site-widgets:recipe:saved:{who}`: the recipe prefix, so the logout listener
 * (drafts/logout.ts) removes it with the recipes' other entries.
 */
export interface SavedRecipe {
  readonly postId: number;
  readonly title: string;
  /** The page's address, as saved (what the service worker answers offline). */
  readonly url: string;
  /** The recipe's picture as shown when saved, or null. */
  readonly picture: string | null;
  /** When it was saved (ISO 8601). */
  readonly savedAt: string;
  /** What the copy takes on the device: the page, its pictures and its code. */
  readonly bytes: number;
}

export function savedIndexKey(who: string): string {
  return `site-widgets:recipe:saved:${who}`;
}

function isSavedRecipe(value: unknown): value is SavedRecipe {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.postId === 'number' &&
    Number.isInteger(entry.postId) &&
    typeof entry.title === 'string' &&
    typeof entry.url === 'string' &&
    (entry.picture === null || typeof entry.picture === 'string') &&
    typeof entry.savedAt === 'string' &&
    typeof entry.bytes === 'number'
  );
}

/** The saved recipes, newest first; an unreadable entry is skipped, unreadable storage is an empty list. */
export function readSaved(who: string): SavedRecipe[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedIndexKey(who)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedRecipe) : [];
  } catch {
    return [];
  }
}

function write(who: string, list: readonly SavedRecipe[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(savedIndexKey(who));
    else localStorage.setItem(savedIndexKey(who), JSON.stringify(list));
  } catch {
    // Storage refused: the copy is in the caches all the same, and the list shows it from there on the next save.
  }
}

/** Adds the recipe (or replaces its earlier copy) at the top. */
export function addSaved(who: string, recipe: SavedRecipe): SavedRecipe[] {
  const list = [recipe, ...readSaved(who).filter((entry) => entry.postId !== recipe.postId)];
  write(who, list);
  return list;
}

export function removeSaved(who: string, postId: number): SavedRecipe[] {
  const list = readSaved(who).filter((entry) => entry.postId !== postId);
  write(who, list);
  return list;
}

export function isSaved(who: string, postId: number): boolean {
  return readSaved(who).some((entry) => entry.postId === postId);
}
