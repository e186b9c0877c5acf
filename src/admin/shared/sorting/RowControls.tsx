import { editorTexts } from '../ui/texts';

interface RowControlsProps {
  /** "paso 2": completes each button's accessible name ("Subir paso 2"). */
  readonly what: string;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly onMove: (offset: -1 | 1) => void;
  readonly onRemove: () => void;
}

export function RowControls({ what, isFirst, isLast, onMove, onRemove }: RowControlsProps) {
  return (
    <div className="sw-editor__controls" role="group" aria-label={`Acciones: ${what}`}>
      <button
        type="button"
        className="btn btn-outline-secondary sw-editor__button"
        data-action="up"
        disabled={isFirst}
        onClick={() => onMove(-1)}
        aria-label={`${editorTexts.moveUp} ${what}`}
      >
        <span aria-hidden="true">↑</span> {editorTexts.moveUp}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary sw-editor__button"
        data-action="down"
        disabled={isLast}
        onClick={() => onMove(1)}
        aria-label={`${editorTexts.moveDown} ${what}`}
      >
        <span aria-hidden="true">↓</span> {editorTexts.moveDown}
      </button>
      <button
        type="button"
        className="btn btn-outline-danger sw-editor__button"
        data-action="remove"
        onClick={onRemove}
        aria-label={`${editorTexts.remove} ${what}`}
      >
        {editorTexts.remove}
      </button>
    </div>
  );
}
