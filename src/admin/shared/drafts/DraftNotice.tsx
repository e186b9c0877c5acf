import { useEffect, useId, useRef, useState } from 'react';
import { useWidget } from '../../../runtime';
import type { MergeChoice } from '../merge/merge';
import { useAnnounce } from '../ui/Announcer';
import { focusSoon } from '../ui/focus';
import { mergeTexts } from '../merge/texts';
import { draftAge, draftTexts } from './texts';
import type { DraftControls } from './use-draft';
import './drafts.css';

const FIRST_CONTROL = ['input:not([type=hidden])', 'textarea', 'select', 'button'].map((tag) => `${tag}:not(:disabled)`).join(', ');

/**
 * The editor's live region is added with the editor: a message put into it at once may go
 * unheard, as screen readers only follow regions they already know.
 */
export const OFFER_ANNOUNCE_DELAY_MS = 300;

interface DraftNoticeProps {
  readonly draft: DraftControls;
  /**
   * Whether 'Recuperar' is said through the editor's live region (the default). A widget
   * whose own undo offer, a live region too, shows the recovery says it there instead.
   */
  readonly saysRecovery?: boolean;
}

/**
 * The draft's offer ('Recuperar' / 'Descartar') and its notes (another tab, no storage).
 * Polite, never modal: the editor stays usable around it, and nothing in it is a live
 * region. The offer is first thing in the editor, in reading order, and said once through
 * the editor's live region; what changes later is said there too.
 */
export function DraftNotice({ draft, saysRecovery = true }: DraftNoticeProps) {
  const { element } = useWidget();
  const announce = useAnnounce();
  const id = useId();
  // The draft's age is read once, when the notice first shows (rendering stays pure).
  const [now] = useState(Date.now);
  const { offer, otherTab, storageProblem, merge = null } = draft;
  const age = offer === null ? '' : draftAge(now - offer.at);
  // What the offer's paragraph reads, warning included.
  const offerText =
    offer === null
      ? null
      : merge !== null
        ? mergeTexts.offer(age)
        : [draftTexts.offer(age), ...(offer.serverChanged ? [draftTexts.serverChanged] : [])].join(' ');

  // Said once, whatever re-renders (and StrictMode's second run of effects) follow; an
  // offer answered before its moment is not said at all.
  const offerSaid = useRef(false);
  useEffect(() => {
    if (offerText === null || offerSaid.current) return undefined;
    const timer = setTimeout(() => {
      offerSaid.current = true;
      announce(offerText);
    }, OFFER_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offerText, announce]);

  useEffect(() => {
    if (otherTab) announce(draftTexts.otherTab);
  }, [otherTab, announce]);
  useEffect(() => {
    if (storageProblem) announce(draftTexts.noStorage);
  }, [storageProblem, announce]);

  const recover = () => {
    draft.recover();
    if (saysRecovery) announce(draftTexts.recovered);
    // The offer's buttons go: focus goes to the way back, the editor's 'Deshacer' or the widget's undo offer.
    focusSoon(element, ['.sw-editor__toolbar button', '[data-undo-notice] button', FIRST_CONTROL]);
  };
  const combine = (choices: ReadonlyMap<string, MergeChoice>) => {
    merge?.combine(choices);
    announce(mergeTexts.combined);
    focusSoon(element, ['.sw-editor__toolbar button', FIRST_CONTROL]);
  };
  const discard = () => {
    draft.discard();
    announce(draftTexts.discarded);
    focusSoon(element, [FIRST_CONTROL]);
  };

  if (offer === null && !otherTab && !storageProblem) return null;
  return (
    <div className="sw-draft">
      {offer !== null && merge !== null && <merge.Offer plan={merge.plan} age={age} onCombine={combine} onUseMine={recover} onKeepSaved={discard} />}
      {offer !== null && merge === null && (
        <div className="alert alert-info sw-draft__offer" role="group" aria-labelledby={id}>
          <p id={id} className="mb-0">
            {draftTexts.offer(age)}
            {offer.serverChanged && <strong className="d-block mt-1">{draftTexts.serverChanged}</strong>}
          </p>
          <div className="sw-draft__actions">
            <button type="button" className="btn btn-primary sw-draft__button" onClick={recover}>
              {draftTexts.recover}
            </button>
            <button type="button" className="btn btn-outline-dark sw-draft__button" onClick={discard}>
              {draftTexts.discard}
            </button>
          </div>
        </div>
      )}
      {otherTab && <p className="alert alert-warning sw-draft__note">{draftTexts.otherTab}</p>}
      {storageProblem && <p className="small text-body-secondary sw-draft__note">{draftTexts.noStorage}</p>}
    </div>
  );
}
