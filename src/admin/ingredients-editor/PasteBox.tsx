import { castDraft } from 'immer';
import { useId, useState } from 'react';
import { useAnnounce } from '../shared/Announcer';
import type { Change } from '../shared/history';
import { newKey } from '../shared/keys';
import { parseIngredientList } from './parse-list';
import type { Ingredient, IngredientGroup } from './schema';
import { ingredientsTexts } from './texts';

interface PasteBoxProps {
  readonly groupCount: number;
  readonly apply: (change: Change<IngredientGroup>) => void;
}

const toIngredient = ({ qty, name }: { qty: string; name: string }): Ingredient => ({ name, qty, isProduct: false });

/** Paste a whole list at once: untitled lines join the last group, 'Título:' lines start new ones. One undo step. */
export function PasteBox({ groupCount, apply }: PasteBoxProps) {
  const id = useId();
  const announce = useAnnounce();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    const parsed = parseIngredientList(text);
    const count = parsed.reduce((sum, group) => sum + group.ingredients.length, 0);
    if (parsed.length === 0) {
      setProblem(ingredientsTexts.pasteEmpty);
      return;
    }
    const last = groupCount - 1;
    apply({
      doc: (draft) => {
        for (const group of parsed) {
          const items = group.ingredients.map(toIngredient);
          const target = group.name === null ? draft[last] : undefined;
          if (target) (target.ingredients ??= []).push(...items.map((item) => castDraft(item)));
          else draft.push(castDraft({ name: group.name ?? '', ingredients: items }));
        }
      },
      keys: (keys) => {
        for (const group of parsed) {
          const items = group.ingredients.map(() => newKey());
          const target = group.name === null ? keys[last] : undefined;
          if (target) target.items.push(...items);
          else keys.push({ key: newKey(), items });
        }
      },
    });
    setText('');
    setProblem('');
    announce(ingredientsTexts.pasted(count, parsed.filter((group) => group.name !== null || groupCount === 0).length));
  };
  return (
    <details className="sw-paste">
      <summary>{ingredientsTexts.pasteTitle}</summary>
      <label className="form-label mt-2" htmlFor={`${id}-text`}>
        {ingredientsTexts.pasteLabel}
      </label>
      <textarea id={`${id}-text`} className="form-control" rows={6} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={problem ? `${id}-problem` : undefined} />
      {problem && (
        <p id={`${id}-problem`} className="text-danger mb-0 mt-1" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="btn btn-primary sw-editor__add mt-2" onClick={add}>
        {ingredientsTexts.pasteButton}
      </button>
    </details>
  );
}
