import './kitchen.css';
import { useId, useMemo } from 'react';
import type { Mould } from '../../../shared/recipe/mould-read';
import type { YeastKind } from '../../../shared/recipe/yeast';
import { HaveFields } from './HaveFields';
import { flourLine, ingredientLines, weighedLines, yeastLine } from './lines';
import { MouldFields } from './MouldFields';
import { kitchenTexts as texts } from './texts';
import { YeastChoice } from './YeastChoice';

export interface KitchenProps {
  readonly recipe: Element;
  readonly mould: Mould | undefined;
  readonly scale: number;
  readonly onScale: (scale: number) => void;
  readonly grams: boolean;
  readonly onGrams: (grams: boolean) => void;
  readonly yeast: YeastKind | null;
  readonly onYeast: (yeast: YeastKind | null) => void;
}

/**
 * "Adaptar la receta" (docs/widgets/recipe.md, "The kitchen"): the visitor's mould, the flour at
 * hand, grams for cups and spoons, the yeast swap. Each section only where the recipe gives it
 * something to work on; every change goes to the one scale the servings show too.
 */
export function Kitchen({ recipe, mould, scale, onScale, grams, onGrams, yeast, onYeast }: KitchenProps) {
  const id = useId();
  const lines = useMemo(() => ingredientLines(recipe), [recipe]);
  const weighed = useMemo(() => weighedLines(lines), [lines]);
  const first = flourLine(weighed);
  const yeastOf = useMemo(() => yeastLine(lines), [lines]);
  return (
    <section className="sw-kitchen" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`} className="sw-kitchen__heading">
        {texts.heading}
      </h2>
      {mould === undefined ? null : <MouldFields mould={mould} scale={scale} onScale={onScale} />}
      {first === undefined ? null : <HaveFields weighed={weighed} first={first} scale={scale} onScale={onScale} />}
      <div className="form-check form-switch sw-recipe-tools__toggle sw-kitchen__switch">
        <input
          id={`${id}grams`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={grams}
          aria-describedby={`${id}grams-note`}
          onChange={(event) => onGrams(event.currentTarget.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}grams`}>
          {texts.grams}
        </label>
      </div>
      <p id={`${id}grams-note`} className="sw-kitchen__note">
        {texts.gramsNote}
      </p>
      {yeastOf === undefined ? null : <YeastChoice line={yeastOf} scale={scale} yeast={yeast} onYeast={onYeast} />}
    </section>
  );
}
