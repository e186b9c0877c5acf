import { useId, useState } from 'react';
import { boundedScale, MAX_SCALE, MIN_SCALE } from '../../../shared/recipe/chosen-scale';
import type { WeighedLine } from './lines';
import { kitchenTexts as texts } from './texts';
import { useDraft } from './use-draft';

interface Props {
  readonly weighed: readonly WeighedLine[];
  readonly first: WeighedLine;
  readonly scale: number;
  readonly onScale: (scale: number) => void;
}

const grams = (value: number) => String(Math.round(value));

/**
 * "Tengo … g de harina": the whole recipe scaled from what there is of one ingredient, as
 * baker's percentages do (the flour line by default; any line with a known weight).
 */
export function HaveFields({ weighed, first, scale, onScale }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState(() => weighed.indexOf(first));
  const [problem, setProblem] = useState<string | null>(null);
  const line = weighed[chosen] ?? first;
  const have = useDraft(grams(line.grams * scale));

  function typed(text: string) {
    const value = Number(text.trim().replace(',', '.'));
    if (!/^\s*\d+(?:[.,]\d+)?\s*$/.test(text) || value <= 0) {
      setProblem(texts.haveBounds);
      return;
    }
    const wanted = value / line.grams;
    setProblem(wanted < MIN_SCALE || wanted > MAX_SCALE ? texts.limit : null);
    onScale(boundedScale(wanted));
  }

  return (
    <fieldset className="sw-kitchen__section">
      <legend className="sw-kitchen__legend">{texts.have}</legend>
      <div className="sw-kitchen__row">
        <div className="sw-kitchen__field">
          <label className="form-label" htmlFor={`${id}have`}>
            {texts.haveAmount}
          </label>
          <input
            id={`${id}have`}
            className="form-control sw-kitchen__number"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={have.value}
            aria-invalid={problem === null ? undefined : true}
            aria-describedby={problem === null ? undefined : `${id}problem`}
            onChange={(event) => {
              have.onType(event.currentTarget.value);
              typed(event.currentTarget.value);
            }}
            onBlur={() => {
              have.onBlur();
              setProblem(null);
            }}
          />
        </div>
        <div className="sw-kitchen__field sw-kitchen__field--wide">
          <label className="form-label" htmlFor={`${id}line`}>
            {texts.haveLine}
          </label>
          <select id={`${id}line`} className="form-select sw-kitchen__select" value={chosen} onChange={(event) => setChosen(Number(event.currentTarget.value))}>
            {weighed.map((option, index) => (
              <option key={option.line.qty.id || index} value={index}>
                {option.line.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem === null ? null : (
        <p id={`${id}problem`} className="sw-kitchen__problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
