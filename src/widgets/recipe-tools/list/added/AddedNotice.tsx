import './added-notice.css';
import { formatAmount } from '../../../../shared/recipe/scale';
import { readPageGlobals } from '../../../../shared/page/globals';
import type { Added } from '../../../../shared/shopping-list/list-storage';
import { addedTexts as texts } from './texts';

interface AddedNoticeProps {
  added: Added;
  postName: string;
  servings: number | undefined;
  onClose: () => void;
}

/**
 * What adding did, in a bar fixed to the screen's foot (it moves nothing on the page), with a
 * link to the list. Rendered inside the button's live region, which was on the page before it.
 */
export function AddedNotice({ added: { replaced, saved }, postName, servings, onClose }: AddedNoticeProps) {
  let text: string;
  if (!saved) text = texts.refused;
  else if (servings === undefined) text = replaced ? texts.replaced(postName) : texts.added(postName);
  else text = replaced ? texts.replacedFor(postName, formatAmount(servings)) : texts.addedFor(postName, formatAmount(servings));
  return (
    <div className="sw-added">
      <span className="sw-added__text">{text}</span>
      {saved ? (
        <a className="btn btn-light sw-added__action" href={readPageGlobals().shoppingListUrl}>
          {texts.seeList}
        </a>
      ) : null}
      <button type="button" className="btn-close btn-close-white sw-added__action" aria-label={texts.close} onClick={onClose} />
    </div>
  );
}
