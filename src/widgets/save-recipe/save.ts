import { pageAddress } from '../../shared/offline/collect';
import { listCache, recipeCache, userKey } from '../../shared/offline/names';
import { addSaved, removeSaved, type SavedRecipe } from '../../shared/offline/saved-index';
import { savePage } from '../../shared/offline/save-page';
import { deleteCopy, storeCopy } from '../../shared/offline/copy-cache';

/*
 * The heavy half of 'Guardar receta', downloaded on first hover, focus or press: a recipe read
 * without saving never pays for it.
 */

/** The link the host marks `data-saved-recipes` ('Mis recetas' in its menu): that page is kept too, so the list opens offline. */
const LIST_LINK = 'a[data-saved-recipes][href]';

/**
 * Keeps the recipe's page for offline, with its pictures and every file its widgets may load
 * ('saved-recipes' too, for the list page); answers with its row in 'Mis recetas'.
 */
export async function saveRecipe(postId: number, title: string, userId: number | null, picture: string | null): Promise<SavedRecipe> {
  const who = userKey(userId);
  const { url, bytes, code } = await savePage(recipeCache(userId, postId), who, ['saved-recipes']);
  const list = document.querySelector<HTMLAnchorElement>(LIST_LINK);
  // The list's own copy is a convenience: the recipe is saved even when it fails.
  if (list !== null) await storeCopy(listCache(userId), pageAddress(list.href), code).catch(() => 0);
  const [saved] = addSaved(who, { postId, title, url, picture, savedAt: new Date().toISOString(), bytes });
  if (saved === undefined) throw new Error('the saved list was not written');
  return saved;
}

/** Deletes the copy and its row: its space is the browser's again. */
export async function forgetRecipe(postId: number, userId: number | null): Promise<void> {
  await deleteCopy(recipeCache(userId, postId));
  removeSaved(userKey(userId), postId);
}
