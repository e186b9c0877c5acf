import { readRecipeEntry, recipeKey, writeRecipeEntry } from './storage';

/**
 * The servings a visitor chose for a recipe (docs/widgets/recipe.md, "Servings"): `recipe-tools`
 * chooses and keeps them; `where-to-buy` reads them to ask for the quantities they need
 * (docs/widgets/where-to-buy.md). Kept per recipe in localStorage, and announced on `window`
 * as they change, so a widget beside the tools follows without importing them.
 */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 100;

/** Dispatched on `window` when a recipe's servings change: `detail` is {postId, servings}. */
const SERVINGS_CHANGE_EVENT = 'site-widgets:servings-change';

interface ServingsChange {
  postId: number;
  servings: number;
}

function readCount(text: string | null): number | null {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isSafeInteger(value) && value >= MIN_SERVINGS && value <= MAX_SERVINGS ? value : null;
}

/** The servings chosen for this recipe before, if any and readable. */
export function readServings(postId: number): number | null {
  return readCount(readRecipeEntry(recipeKey(postId, 'servings')));
}

/** Keeps the choice (back at the printed servings, the entry goes) and announces it. */
export function saveServings(postId: number, servings: number, printed: number): void {
  writeRecipeEntry(recipeKey(postId, 'servings'), servings === printed ? null : String(servings));
  window.dispatchEvent(new CustomEvent<ServingsChange>(SERVINGS_CHANGE_EVENT, { detail: { postId, servings } }));
}

/**
 * Follows a recipe's servings: chosen on this page (the event), or in another tab (the
 * `storage` event; its entry removed means the printed servings, `null` here). Returns what stops it.
 */
export function onServingsChange(postId: number, listener: (servings: number | null) => void): () => void {
  const key = recipeKey(postId, 'servings');
  const onChange = (event: Event) => {
    const detail = (event as CustomEvent<Partial<ServingsChange> | null>).detail;
    if (detail?.postId === postId && typeof detail.servings === 'number') listener(readCount(String(detail.servings)));
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener(readCount(event.newValue));
  };
  window.addEventListener(SERVINGS_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SERVINGS_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
