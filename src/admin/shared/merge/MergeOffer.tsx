import { useId, useRef, useState } from 'react';
import { useAnnounce } from '../ui/Announcer';
import type { MergeOfferProps } from './kit-types';
import type { MergeChoice } from './merge';
import { mergeTexts } from './texts';

/** Sentences shown of each side; the rest is counted. */
const SHOWN_CHANGES = 8;

/** A place as a heading: "El texto del paso 2 de «Masa»". */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Changes({ title, sentences }: { title: string; sentences: readonly string[] }) {
  const id = useId();
  const hidden = sentences.length - SHOWN_CHANGES;
  return (
    <div className="sw-merge__side">
      <p id={id} className="fw-semibold mb-1">
        {title}
      </p>
      {sentences.length === 0 ? (
        <p className="mb-0">{mergeTexts.nothing}</p>
      ) : (
        <ul className="mb-0" aria-labelledby={id}>
          {sentences.slice(0, SHOWN_CHANGES).map((sentence, index) => (
            <li key={index}>{sentence}</li>
          ))}
          {hidden > 0 && <li>{mergeTexts.more(hidden)}</li>}
        </ul>
      )}
    </div>
  );
}

/**
 * A draft that someone else's save overtook: what each side changed since the draft began,
 * a question (a pair of radio buttons) wherever both changed the same thing, and the three
 * ways on: 'Combinar' (both sides' changes, each question as answered), 'Usar solo los míos'
 * (the draft as it was: 'Recuperar') and 'Quedarme con la guardada' ('Descartar'). Polite,
 * never modal, as the plain offer is.
 */
export function MergeOffer({ plan, age, onCombine, onUseMine, onKeepSaved }: MergeOfferProps) {
  const announce = useAnnounce();
  const id = useId();
  const [choices, setChoices] = useState<ReadonlyMap<string, MergeChoice>>(new Map());
  const questions = useRef<HTMLDivElement>(null);
  const unanswered = plan.conflicts.filter((conflict) => !choices.has(conflict.id));

  const choose = (conflict: string, choice: MergeChoice) => setChoices((before) => new Map(before).set(conflict, choice));
  const combine = () => {
    const first = unanswered[0];
    if (first !== undefined) {
      announce(mergeTexts.unanswered);
      questions.current?.querySelector<HTMLInputElement>(`[data-conflict="${CSS.escape(first.id)}"] input`)?.focus();
      return;
    }
    onCombine(choices);
  };

  return (
    <div className="alert alert-warning sw-draft__offer sw-merge" role="group" aria-labelledby={id}>
      <p id={id} className="fw-semibold">
        {mergeTexts.offer(age)}
      </p>
      <div className="sw-merge__sides">
        <Changes title={mergeTexts.saved} sentences={plan.theirs} />
        <Changes title={mergeTexts.yours} sentences={plan.mine} />
      </div>
      {plan.conflicts.length > 0 && (
        <div ref={questions} className="sw-merge__questions">
          <p className="mb-1 mt-2">{mergeTexts.conflicts(plan.conflicts.length)}</p>
          {plan.conflicts.map((conflict) => (
            <fieldset key={conflict.id} className="sw-merge__question" data-conflict={conflict.id}>
              <legend className="fs-6 fw-semibold mb-1">{capitalized(conflict.place)}</legend>
              {(['theirs', 'mine'] as const).map((side) => (
                <label key={side} className="sw-merge__choice">
                  <input
                    type="radio"
                    className="form-check-input"
                    name={`${id}-${conflict.id}`}
                    checked={choices.get(conflict.id) === side}
                    onChange={() => choose(conflict.id, side)}
                  />
                  <span>{side === 'theirs' ? mergeTexts.chooseSaved(conflict.saved) : mergeTexts.chooseYours(conflict.yours)}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      <div className="sw-draft__actions">
        <button type="button" className="btn btn-primary sw-draft__button" onClick={combine}>
          {mergeTexts.combine}
        </button>
        <button type="button" className="btn btn-outline-dark sw-draft__button" onClick={onUseMine}>
          {mergeTexts.useMine}
        </button>
        <button type="button" className="btn btn-outline-dark sw-draft__button" onClick={onKeepSaved}>
          {mergeTexts.keepSaved}
        </button>
      </div>
    </div>
  );
}
