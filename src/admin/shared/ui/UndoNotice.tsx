import { editorTexts } from './texts';
import './editor.css';

/** A destructive change just made, and the way back: "Imagen eliminada. [Deshacer]". */
export interface UndoOffer {
  readonly message: string;
  readonly onUndo: () => void;
}

interface UndoNoticeProps {
  readonly offer: UndoOffer | null;
  /** Said to screen readers only, when there is nothing to offer ("Imagen subida."). */
  readonly status?: string;
}

/**
 * One polite status line: hidden while it only announces, shown with a 'Deshacer' button
 * while an offer stands. Always in the page, so screen readers hear every change of it.
 */
export function UndoNotice({ offer, status = '' }: UndoNoticeProps) {
  return (
    <div role="status" data-undo-notice="" className={offer === null ? 'visually-hidden' : 'sw-undo-notice'}>
      {offer === null ? (
        status
      ) : (
        <>
          <span>{offer.message}</span>{' '}
          <button type="button" className="btn btn-outline-secondary sw-editor__button" onClick={offer.onUndo}>
            {editorTexts.undo}
          </button>
        </>
      )}
    </div>
  );
}
