import { useId } from 'react';
import { YEAST_KINDS, yeastSentence, type YeastKind } from '../../../shared/recipe/yeast';
import type { YeastLine } from './lines';
import { kitchenTexts as texts } from './texts';

interface Props {
  readonly line: YeastLine;
  readonly scale: number;
  /** The visitor's yeast; null: the recipe's. */
  readonly yeast: YeastKind | null;
  readonly onYeast: (yeast: YeastKind | null) => void;
}

/** The yeast line's swap: fresh, dry (instant) or active dry, said in words ("25 g de levadura fresca = 8 g de levadura seca"). */
export function YeastChoice({ line, scale, yeast, onYeast }: Props) {
  const id = useId();
  const chosen = yeast ?? line.kind;
  return (
    <fieldset className="sw-kitchen__section">
      <legend className="sw-kitchen__legend">{texts.yeast}</legend>
      <div className="sw-kitchen__choices">
        {YEAST_KINDS.map((kind) => (
          <div key={kind} className="form-check sw-recipe-tools__toggle sw-kitchen__choice">
            <input
              id={`${id}${kind}`}
              className="form-check-input"
              type="radio"
              name={`${id}yeast`}
              checked={chosen === kind}
              onChange={() => onYeast(kind === line.kind ? null : kind)}
            />
            <label className="form-check-label" htmlFor={`${id}${kind}`}>
              {texts.yeastKinds[kind]} {kind === line.kind ? <span className="sw-kitchen__hint">{texts.recipeYeast}</span> : null}
            </label>
          </div>
        ))}
      </div>
      <p className="sw-kitchen__note" aria-live="polite">
        {chosen === line.kind ? '' : yeastSentence(line.grams * scale, line.kind, chosen)}
      </p>
    </fieldset>
  );
}
