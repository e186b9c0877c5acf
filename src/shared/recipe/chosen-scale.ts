import { readRecipeEntry, recipeKey, writeRecipeEntry } from './storage';

/**
 * The scale a visitor chose for a recipe (docs/widgets/recipe.md, "One scale"): the factor every
 * quantity is multiplied by, however it was chosen (servings, a mould, the flour at hand).
 * `recipe-tools` chooses and keeps it; `where-to-buy` reads it to ask for the quantities needed
 * (docs/widgets/where-to-buy.md). Kept per recipe in localStorage, and announced on `window` as
 * it changes, so a widget beside the tools follows without importing them.
 */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 100;
/** The widest scales: a tenth of the recipe to twenty times it (an oven tray from a 24 cm mould is about 4). */
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 20;

/** Dispatched on `window` when a recipe's scale changes: `detail` is {postId, scale, servings} (servings null for a recipe that names none). */
const SCALE_CHANGE_EVENT = 'site-widgets:servings-change';

interface ScaleChange {
  postId: number;
  scale: number;
  /** The servings the scale makes, unrounded (2.78 for a smaller mould); null when the recipe names none. */
  servings: number | null;
}

/** The scale within bounds, rounded to 4 decimals (what is kept, so a reload shows the same). */
export function boundedScale(scale: number): number {
  return Math.round(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)) * 10000) / 10000;
}

function readFactor(text: string | null): number | null {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= MIN_SCALE && value <= MAX_SCALE ? value : null;
}

/**
 * The scale chosen for this recipe before, if any and readable. An entry kept by an earlier
 * version (`…:servings`, whole servings) is read as a scale when the printed servings are known.
 */
export function readScale(postId: number, printed?: number): number | null {
  const kept = readFactor(readRecipeEntry(recipeKey(postId, 'scale')));
  if (kept !== null || printed === undefined) return kept;
  const servings = Number(readRecipeEntry(recipeKey(postId, 'servings')));
  return Number.isSafeInteger(servings) && servings >= MIN_SERVINGS && servings <= MAX_SERVINGS ? readFactor(String(servings / printed)) : null;
}

/** Keeps the choice (back at 1, the entry goes; an earlier version's entry goes too) and announces it. */
export function saveScale(postId: number, scale: number, printed: number | undefined): void {
  writeRecipeEntry(recipeKey(postId, 'scale'), scale === 1 ? null : String(scale));
  writeRecipeEntry(recipeKey(postId, 'servings'), null);
  const detail: ScaleChange = { postId, scale, servings: printed === undefined ? null : printed * scale };
  window.dispatchEvent(new CustomEvent<ScaleChange>(SCALE_CHANGE_EVENT, { detail }));
}

/**
 * Follows a recipe's scale: chosen on this page (the event), or in another tab (the `storage`
 * event; its entry removed means the printed recipe, 1). Returns what stops it.
 */
export function onScaleChange(postId: number, listener: (scale: number) => void): () => void {
  const key = recipeKey(postId, 'scale');
  const onChange = (event: Event) => {
    const detail = (event as CustomEvent<Partial<ScaleChange> | null>).detail;
    if (detail?.postId === postId && typeof detail.scale === 'number') listener(readFactor(String(detail.scale)) ?? 1);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener(readFactor(event.newValue) ?? 1);
  };
  window.addEventListener(SCALE_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SCALE_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
