import * as v from 'valibot';

/**
 * The shopping list, kept on this device only (docs/widgets/shopping-list.md, "Storage"): one
 * localStorage entry of versioned JSON, written by 'Agregar a la lista' on a recipe page and
 * read by the `shopping-list` widget. No account and no server: a visitor's list never leaves
 * the browser unless they share it.
 */
export const LIST_KEY = 'site-widgets:list';
/** Dispatched on `window` when this page changed the list (other tabs hear the `storage` event). */
const LIST_CHANGE_EVENT = 'site-widgets:list-change';

const itemSchema = v.object({
  /** The ingredient's name as shown. */
  name: v.string(),
  /** Its quantity as shown when added (scaled for the servings chosen, in grams when converted); '' when none. */
  qty: v.string(),
  /** The brand's product it names, and the product's address; null for any other ingredient. */
  productId: v.nullable(v.number()),
  href: v.nullable(v.string()),
});

const recipeSchema = v.object({
  postId: v.number(),
  name: v.string(),
  /** The recipe page's path. */
  url: v.string(),
  /** The servings its quantities are for; null when the recipe states none. */
  servings: v.nullable(v.number()),
  items: v.array(itemSchema),
});

const listSchema = v.object({
  version: v.literal(1),
  recipes: v.array(recipeSchema),
  /** The lines checked off, by their key (combine.ts). */
  checked: v.array(v.string()),
});

export type ListItem = v.InferOutput<typeof itemSchema>;
export type ListRecipe = v.InferOutput<typeof recipeSchema>;
export type ShoppingList = v.InferOutput<typeof listSchema>;

const EMPTY_LIST: ShoppingList = { version: 1, recipes: [], checked: [] };

/** What the entry held: the list, and whether it was there but unreadable (then read as empty). */
export interface LoadedList {
  list: ShoppingList;
  corrupt: boolean;
}

/** Reads the entry text defensively: no entry, refused storage or unreadable JSON are an empty list, never an error. */
export function parseList(text: string | null): LoadedList {
  if (text === null) return { list: EMPTY_LIST, corrupt: false };
  try {
    const result = v.safeParse(listSchema, JSON.parse(text));
    return result.success ? { list: result.output, corrupt: false } : { list: EMPTY_LIST, corrupt: true };
  } catch {
    return { list: EMPTY_LIST, corrupt: true };
  }
}

function readEntry(): string | null {
  try {
    return localStorage.getItem(LIST_KEY);
  } catch {
    return null;
  }
}

export function loadList(): LoadedList {
  return parseList(readEntry());
}

export function readList(): ShoppingList {
  return loadList().list;
}

/** Keeps the list (an empty one removes the entry) and tells this page; false when the browser refused (private modes, full storage). */
export function writeList(list: ShoppingList): boolean {
  let saved = true;
  try {
    if (list.recipes.length === 0) localStorage.removeItem(LIST_KEY);
    else localStorage.setItem(LIST_KEY, JSON.stringify(list));
  } catch {
    saved = false;
  }
  window.dispatchEvent(new CustomEvent<ShoppingList>(LIST_CHANGE_EVENT, { detail: list }));
  return saved;
}

/** What adding did: whether the recipe was already there (its lines replaced) and whether it was kept. */
export interface Added {
  replaced: boolean;
  saved: boolean;
}

/** Adds a recipe, or replaces its lines when it is already on the list (at the servings now chosen), in its place. */
export function addRecipe(recipe: ListRecipe): Added {
  const list = readList();
  const at = list.recipes.findIndex((kept) => kept.postId === recipe.postId);
  const recipes = at === -1 ? [...list.recipes, recipe] : list.recipes.map((kept, index) => (index === at ? recipe : kept));
  return { replaced: at !== -1, saved: writeList({ ...list, recipes }) };
}

/** Takes a recipe off the list; the check-offs of lines no recipe holds any more go with it (`keep` picks those kept). */
export function removeRecipe(postId: number, keep: (recipes: readonly ListRecipe[]) => ReadonlySet<string>): boolean {
  const list = readList();
  const recipes = list.recipes.filter((kept) => kept.postId !== postId);
  const keys = keep(recipes);
  return writeList({ ...list, recipes, checked: list.checked.filter((key) => keys.has(key)) });
}

/** Checks a line off, or back on. */
export function setChecked(key: string, checked: boolean): boolean {
  const list = readList();
  const others = list.checked.filter((kept) => kept !== key);
  return writeList({ ...list, checked: checked ? [...others, key] : others });
}

/** Follows the list: changed on this page, or in another tab. Returns what stops it. */
export function onListChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` null: the other tab cleared the whole storage.
    if (event.key === LIST_KEY || event.key === null) listener();
  };
  window.addEventListener(LIST_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(LIST_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
