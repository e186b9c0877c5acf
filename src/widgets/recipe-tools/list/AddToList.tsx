import './add-to-list.css';
import { useState } from 'react';
import type { Problem } from '../../../runtime';
import { readPageGlobals } from '../../../shared/page/globals';
import { listAdder } from './load-list';
import { addToListTexts as texts } from './texts';

interface AddToListProps {
  postId: number;
  postName: string;
  /** The servings chosen (the quantities shown are for them); undefined when the recipe states none. */
  servings: number | undefined;
  recipe: Element;
  report: (problem: Problem) => void;
}

const prefetch = () => void listAdder.request().catch(() => undefined);

/**
 * 'Agregar a la lista' (docs/widgets/shopping-list.md, "Adding a recipe"): the recipe as shown
 * goes on the shopping list kept on this device. What reads and writes the list is downloaded at
 * the first hover, focus or press, so a recipe page that never adds pays for the button alone.
 * What happened is said in a bar fixed to the screen's foot (it moves nothing) that is also a
 * polite live region, with a link to the list.
 */
export function AddToList({ postId, postName, servings, recipe, report }: AddToListProps) {
  const [message, setMessage] = useState<{ text: string; done: boolean } | null>(null);

  function add() {
    listAdder.request().then(
      (addShownRecipe) => {
        const { replaced, saved } = addShownRecipe({ postId, postName, servings, recipe });
        if (!saved) setMessage({ text: texts.refused, done: false });
        else if (servings === undefined) setMessage({ text: replaced ? texts.replaced(postName) : texts.added(postName), done: true });
        else setMessage({ text: replaced ? texts.replacedFor(postName, servings) : texts.addedFor(postName, servings), done: true });
      },
      (error: unknown) => {
        setMessage({ text: texts.failed, done: false });
        report({ phase: 'request', message: 'could not download the shopping list', error });
      },
    );
  }

  return (
    <>
      <button type="button" className="btn btn-outline-dark sw-recipe-tools__action" onClick={add} onPointerEnter={prefetch} onFocus={prefetch}>
        {texts.add}
      </button>
      <div className={message === null ? 'sw-add-to-list' : 'sw-add-to-list sw-add-to-list--shown'} role="status">
        {message === null ? null : (
          <>
            <span className="sw-add-to-list__text">{message.text}</span>
            {message.done ? (
              <a className="btn btn-light sw-add-to-list__action" href={readPageGlobals().shoppingListUrl}>
                {texts.seeList}
              </a>
            ) : null}
            <button type="button" className="btn-close btn-close-white sw-add-to-list__close" aria-label={texts.close} onClick={() => setMessage(null)} />
          </>
        )}
      </div>
    </>
  );
}
