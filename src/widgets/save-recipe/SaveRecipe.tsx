import './save-recipe.css';
import { useEffect, useRef, useState } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { userKey } from '../../shared/offline/names';
import { isSaved } from '../../shared/offline/saved-index';
import { canSaveOffline } from '../../shared/offline/support';
import { readPageGlobals } from '../../shared/page/globals';
import type { attributes } from './attributes';
import { saveRecipeTexts as texts } from './texts';

type Props = AttributeValues<typeof attributes>;

/** The Cache Storage work, downloaded on first need (hover, focus or press). */
const loadSave = () => import('./save');
const prefetchSave = () => void loadSave().catch(() => undefined);

/** The recipe's picture as the visitor sees it: the first one of the article around the button, else of the page. */
function shownPicture(element: Element): string | null {
  const image = (element.closest('article') ?? document).querySelector('img');
  const shown = image === null ? '' : image.currentSrc || image.src;
  return shown === '' ? null : shown;
}

/**
 * 'Guardar receta' (docs/widgets/recipe.md, "Saving for offline"): keeps this page, its pictures
 * and its tools' code on the device, so the recipe opens and its tools work without a signal.
 * Nothing where the browser cannot (no service worker: a page over plain HTTP).
 */
export function SaveRecipe({ postId, postName }: Props) {
  const { element, report } = useWidget();
  const userId = readPageGlobals().userId;
  const [saved, setSaved] = useState(() => isSaved(userKey(userId), postId));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const save = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // The control pressed is replaced by the other one: the focus follows, and is not lost to the page.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (saved ? remove : save).current?.focus();
  }, [saved]);

  if (!canSaveOffline()) return null;

  async function onSave() {
    setBusy(true);
    setMessage(texts.saving);
    try {
      const { saveRecipe } = await loadSave();
      await saveRecipe(postId, postName, userId, shownPicture(element));
      moved.current = true;
      setSaved(true);
      setMessage(texts.savedNow);
    } catch (error) {
      setMessage(texts.failed);
      report({ phase: 'request', message: 'could not save the recipe for offline', error });
    } finally {
      setBusy(false);
    }
  }

  async function onRemove() {
    try {
      const { forgetRecipe } = await loadSave();
      await forgetRecipe(postId, userId);
    } catch (error) {
      report({ phase: 'request', message: 'could not remove the saved recipe', error });
    }
    moved.current = true;
    setSaved(false);
    setMessage(texts.removedNow);
  }

  return (
    <div className="sw-save-recipe">
      {saved ? (
        <>
          <p className="sw-save-recipe__state">
            <span aria-hidden="true">✓ </span>
            {texts.saved}
          </p>
          <button
            ref={remove}
            type="button"
            className="btn btn-outline-secondary sw-save-recipe__button"
            aria-label={texts.removeName}
            onClick={() => void onRemove()}
          >
            {texts.remove}
          </button>
        </>
      ) : (
        <button
          ref={save}
          type="button"
          className="btn btn-outline-primary sw-save-recipe__button"
          aria-disabled={busy}
          onClick={() => void (busy ? undefined : onSave())}
          onPointerEnter={prefetchSave}
          onFocus={prefetchSave}
        >
          {busy ? texts.saving : texts.save}
        </button>
      )}
      <p className="visually-hidden" role="status">
        {message}
      </p>
    </div>
  );
}
