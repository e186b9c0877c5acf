import { useState } from 'react';
import type { Problem } from '../../../runtime';
import { useLazyPart } from '../../../shared/loading/lazy-part';
import type { Added } from '../../../shared/shopping-list/list-storage';
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
 * goes on the shopping list kept on this device. The button and an empty live region are all
 * a recipe page gets; what reads and writes the list, and the notice that says what happened
 * (added/), are downloaded at the first hover, focus or press. The notice renders inside the
 * live region, which was on the page before it, so it is announced.
 */
export function AddToList({ postId, postName, servings, recipe, report }: AddToListProps) {
  const [added, setAdded] = useState<Added | 'failed' | null>(null);
  const part = useLazyPart(listAdder);

  function add() {
    listAdder.request().then(
      ({ addShownRecipe }) => setAdded(addShownRecipe({ postId, postName, servings, recipe })),
      (error: unknown) => {
        setAdded('failed');
        report({ phase: 'request', message: 'could not download the shopping list', error });
      },
    );
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-dark sw-recipe-tools__action sw-recipe-tools__list"
        onClick={add}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {texts.add}
      </button>
      {/* Out of the actions row's flow (no gap, nothing moves); what it says is fixed to the screen's foot. Bootstrap's utilities: no CSS of its own here. */}
      <span role="status" className="position-absolute">
        {added === 'failed' ? <span className="alert alert-warning position-fixed bottom-0 start-0 end-0 m-2">{texts.failed}</span> : null}
        {part !== null && added !== null && added !== 'failed' ? (
          <part.AddedNotice added={added} postName={postName} servings={servings} onClose={() => setAdded(null)} />
        ) : null}
      </span>
    </>
  );
}
