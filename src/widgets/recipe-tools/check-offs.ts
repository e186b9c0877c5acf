import { readRecipeEntry, recipeKey, writeRecipeEntry } from '../../shared/recipe/storage';

/**
 * The check-offs of one recipe, kept until the day ends (docs/widgets/recipe.md, "Check-offs"):
 * `{"day":"2026-11-26","checked":["ingrediente-1","paso-3"]}`, the ids of the checked boxes
 * and the visitor's own calendar day. A list from another day, or unreadable, is none.
 */
interface Stored {
  day: string;
  checked: string[];
}

/** The visitor's calendar day, `YYYY-MM-DD`, in their own time zone. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { day, checked } = value as Record<string, unknown>;
  return typeof day === 'string' && Array.isArray(checked) && checked.every((id) => typeof id === 'string');
}

/** The printed recipe's checkboxes (the server prints them; the widget keeps them). */
export function checkboxesOf(recipe: Element): HTMLInputElement[] {
  return [...recipe.querySelectorAll<HTMLInputElement>('input.sw-recipe__check[type="checkbox"]')].filter((box) => box.id !== '');
}

/** The ids checked today, as stored; none from another day. */
export function readCheckOffs(postId: number): Set<string> {
  const text = readRecipeEntry(recipeKey(postId, 'checks'));
  if (text === null) return new Set();
  try {
    const value: unknown = JSON.parse(text);
    return isStored(value) && value.day === today() ? new Set(value.checked) : new Set();
  } catch {
    return new Set();
  }
}

/** Keeps what is checked now, with today's date; nothing checked removes the entry. */
export function saveCheckOffs(postId: number, recipe: Element): void {
  const checked = checkboxesOf(recipe)
    .filter((box) => box.checked)
    .map((box) => box.id);
  writeRecipeEntry(recipeKey(postId, 'checks'), checked.length === 0 ? null : JSON.stringify({ day: today(), checked } satisfies Stored));
}
