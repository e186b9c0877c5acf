import { useId } from 'react';
import { directoryTexts } from './texts';

interface Props {
  on: boolean;
  /** Waiting for the phone's position. */
  asking: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** 'Cerca mío', a toggle button, with what it does and that the position stays on the phone. */
export function NearMeButton({ on, asking, disabled, onToggle }: Props) {
  const hintId = useId();
  return (
    <div className="col-12 d-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={`btn ${on ? 'btn-primary' : 'btn-outline-primary'} sw-distributors__near`}
        aria-pressed={on}
        aria-busy={asking || undefined}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={onToggle}
      >
        {directoryTexts.nearMe}
      </button>
      <span id={hintId} className="small text-body-secondary">
        {directoryTexts.nearMeHint}
      </span>
    </div>
  );
}
