import { useId, useState } from 'react';
import { boundedScale } from '../../../shared/recipe/chosen-scale';
import { decimal } from '../../../shared/recipe/scale';
import { MOULD_SHAPES, mouldArea, mouldFactor, mouldOfArea, mouldWords } from '../../../shared/recipe/mould';
import { readSide, type Mould, type MouldShape } from '../../../shared/recipe/mould-read';
import { kitchenTexts as texts } from './texts';
import { useDraft } from './use-draft';

interface Props {
  readonly mould: Mould;
  readonly scale: number;
  readonly onScale: (scale: number) => void;
}

const shapeOf = (value: string): MouldShape => MOULD_SHAPES.find((shape) => shape === value) ?? 'redondo';

const shown = (cm: number) => decimal(cm, 1);

/**
 * "Tu molde": the visitor's mould, shown for the scale chosen (the servings' stepper moves it
 * too), and scaling the recipe by the ratio of the two areas when typed.
 */
export function MouldFields({ mould, scale, onScale }: Props) {
  const id = useId();
  const [shape, setShape] = useState<MouldShape>(mould.shape);
  const [problem, setProblem] = useState(false);
  // A rectangle keeps the proportions the visitor typed last (else the recipe's), so the sides typed come back as typed.
  const [typedRatio, setTypedRatio] = useState<number | undefined>(undefined);
  const ratio = typedRatio ?? (mould.shape === 'rectangular' ? mould.width / mould.size : undefined);
  const theirs = mouldOfArea(shape, mouldArea(mould) * scale, ratio);
  const size = useDraft(shown(theirs.size));
  const width = useDraft(theirs.shape === 'rectangular' ? shown(theirs.width) : '');

  function typed(sizeText: string, widthText: string) {
    const sizeCm = readSide(sizeText);
    const widthCm = shape === 'rectangular' ? readSide(widthText) : 0;
    setProblem(sizeCm === null || widthCm === null);
    if (sizeCm === null || widthCm === null) return;
    const typedMould: Mould = shape === 'rectangular' ? { shape, size: sizeCm, width: widthCm } : { shape, size: sizeCm };
    if (shape === 'rectangular') setTypedRatio(widthCm / sizeCm);
    onScale(boundedScale(mouldFactor(mould, typedMould)));
  }

  const field = (key: string, label: string, draft: ReturnType<typeof useDraft>, onType: (text: string) => void) => (
    <div className="sw-kitchen__field">
      <label className="form-label" htmlFor={`${id}${key}`}>
        {label}
      </label>
      <input
        id={`${id}${key}`}
        className="form-control sw-kitchen__number"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft.value}
        aria-invalid={problem || undefined}
        aria-describedby={problem ? `${id}problem` : undefined}
        onChange={(event) => {
          draft.onType(event.currentTarget.value);
          onType(event.currentTarget.value);
        }}
        onBlur={() => {
          draft.onBlur();
          setProblem(false);
        }}
      />
    </div>
  );

  return (
    <fieldset className="sw-kitchen__section">
      <legend className="sw-kitchen__legend">{texts.mould}</legend>
      <p className="sw-kitchen__note">{texts.recipeMould(mouldWords(mould))}</p>
      <div className="sw-kitchen__row">
        <div className="sw-kitchen__field">
          <label className="form-label" htmlFor={`${id}shape`}>
            {texts.shape}
          </label>
          <select id={`${id}shape`} className="form-select sw-kitchen__select" value={shape} onChange={(event) => setShape(shapeOf(event.currentTarget.value))}>
            {MOULD_SHAPES.map((option) => (
              <option key={option} value={option}>
                {texts.shapes[option]}
              </option>
            ))}
          </select>
        </div>
        {field('size', shape === 'redondo' ? texts.diameter : shape === 'cuadrado' ? texts.side : texts.length, size, (text) => typed(text, width.value))}
        {shape === 'rectangular' ? field('width', texts.width, width, (text) => typed(size.value, text)) : null}
      </div>
      {problem ? (
        <p id={`${id}problem`} className="sw-kitchen__problem">
          {texts.mouldBounds}
        </p>
      ) : null}
      <p className="sw-kitchen__note">{texts.bakingNote}</p>
    </fieldset>
  );
}
