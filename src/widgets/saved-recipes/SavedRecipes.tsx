import './saved-recipes.css';
import { useEffect, useRef, useState } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { listCache, recipeCache, userKey } from '../../shared/offline/names';
import { readSaved, removeSaved, type SavedRecipe } from '../../shared/offline/saved-index';
import { deleteCopy, hasCopy } from '../../shared/offline/copy-cache';
import { canSaveOffline } from '../../shared/offline/support';
import { readPageGlobals } from '../../shared/page/globals';
import type { attributes } from './attributes';
import { formatBytes, formatDay } from './format';
import { savedRecipesTexts as texts } from './texts';

type Props = AttributeValues<typeof attributes>;

/**
 * 'Mis recetas' (docs/widgets/recipe.md, "Saving for offline"): the recipes saved on this
 * device for this person, each linked, with its picture and the space it takes; 'Quitar'
 * deletes its copy. It reads only the device's storage, so it works without a signal; online,
 * it keeps its own page's copy fresh so the list opens offline too.
 */
export function SavedRecipes({ label }: Props) {
  const { report } = useWidget();
  const userId = readPageGlobals().userId;
  const who = userKey(userId);
  const [saved, setSaved] = useState<SavedRecipe[]>(() => readSaved(who));
  const [message, setMessage] = useState('');
  /** The row whose 'Quitar' was pressed, until the next render has moved the focus. */
  const focusAfter = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);

  // Rows whose copy is gone (the browser freed the space, a logout) are not offered.
  useEffect(() => {
    if (!canSaveOffline()) return;
    let current = true;
    void Promise.all(readSaved(who).map(async (entry) => ((await hasCopy(recipeCache(userId, entry.postId))) ? null : entry.postId))).then((gone) => {
      if (!current) return;
      for (const postId of gone) if (postId !== null) removeSaved(who, postId);
      setSaved(readSaved(who));
    });
    return () => {
      current = false;
    };
  }, [who, userId]);

  // Online with something saved: this page's own copy, renewed, so the list opens offline.
  const anySaved = saved.length > 0;
  useEffect(() => {
    if (!anySaved || !navigator.onLine || !canSaveOffline()) return;
    import('../../shared/offline/save-page')
      .then(({ savePage }) => savePage(listCache(userId), who))
      .catch((error: unknown) => report({ phase: 'request', message: "could not keep 'Mis recetas' for offline (the list works online)", error }));
  }, [anySaved, who, userId, report]);

  // After 'Quitar', the focus goes to the next row's 'Quitar' (else the one before, else the empty line), never to the page's top.
  useEffect(() => {
    const index = focusAfter.current;
    if (index === null) return;
    focusAfter.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? empty.current)?.focus();
  }, [saved]);

  async function remove(entry: SavedRecipe, index: number) {
    try {
      await deleteCopy(recipeCache(userId, entry.postId));
    } catch (error) {
      setMessage(texts.removeFailed);
      report({ phase: 'request', message: 'could not delete a saved recipe', error });
      return;
    }
    focusAfter.current = index;
    setSaved(removeSaved(who, entry.postId));
    setMessage(texts.removed(entry.title, formatBytes(entry.bytes)));
  }

  return (
    <div className="sw-saved-recipes">
      {saved.length === 0 ? (
        <p ref={empty} className="sw-saved-recipes__empty" tabIndex={-1}>
          {texts.empty}
        </p>
      ) : (
        <ul ref={list} className="sw-saved-recipes__list" aria-label={label ?? texts.list}>
          {saved.map((entry, index) => (
            <li key={entry.postId} className="sw-saved-recipes__item">
              {entry.picture === null ? (
                <span className="sw-saved-recipes__picture" aria-hidden="true" />
              ) : (
                <img className="sw-saved-recipes__picture" src={entry.picture} alt="" width={72} height={54} />
              )}
              <div>
                <a className="sw-saved-recipes__title" href={entry.url}>
                  {entry.title}
                </a>
                <p className="sw-saved-recipes__meta">{texts.savedOn(formatDay(entry.savedAt), formatBytes(entry.bytes))}</p>
              </div>
              <button
                type="button"
                className="btn btn-outline-secondary sw-saved-recipes__remove"
                aria-label={texts.removeName(entry.title)}
                onClick={() => void remove(entry, index)}
              >
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {message}
      </p>
    </div>
  );
}
