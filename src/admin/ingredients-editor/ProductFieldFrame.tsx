import type { ComponentPropsWithRef, FocusEvent, PointerEvent, ReactNode } from 'react';
import { ingredientsTexts } from './texts';

interface ProductFieldFrameProps {
  readonly label: string;
  readonly labelProps: ComponentPropsWithRef<'label'>;
  readonly inputProps: ComponentPropsWithRef<'input'>;
  readonly toggleProps: ComponentPropsWithRef<'button'>;
  readonly menuProps: ComponentPropsWithRef<'ul'>;
  /** The options, when the list is open. */
  readonly options: ReactNode;
  readonly isOpen: boolean;
  /** How many options the list shows, and how many more match. */
  readonly shown: number;
  readonly more: number;
  readonly noteText: string | null;
  readonly noteId: string;
  readonly onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  readonly onPointerDown?: (event: PointerEvent<HTMLDivElement>) => void;
}

/**
 * The product field's markup, for both of its forms: the plain field shown until downshift
 * loads and the downshift field that replaces it. One component, so the swap changes no
 * class, no element and no attribute a screen reader or the stylesheet sees; each form
 * brings only its props (downshift's prop getters, or the plain field's equivalents).
 */
export function ProductFieldFrame({
  label,
  labelProps,
  inputProps,
  toggleProps,
  menuProps,
  options,
  isOpen,
  shown,
  more,
  noteText,
  noteId,
  onBlur,
  onPointerDown,
}: ProductFieldFrameProps) {
  return (
    <div className="sw-editor__field sw-combobox" onBlur={onBlur} onPointerDown={onPointerDown}>
      <label className="form-label" {...labelProps}>
        {label}
      </label>
      <div className="input-group">
        <input
          className="form-control"
          placeholder={ingredientsTexts.productPlaceholder}
          {...inputProps}
          aria-describedby={noteText === null ? undefined : noteId}
        />
        <button type="button" className="btn btn-outline-secondary sw-editor__button" aria-label={`Mostrar productos: ${label}`} {...toggleProps}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {/* Options are reached with the arrows from the text: a scrolling list must not take Tab's focus too. */}
      <ul className={`list-group sw-combobox__menu${isOpen ? '' : ' d-none'}`} tabIndex={-1} {...menuProps}>
        {options}
      </ul>
      {isOpen && shown === 0 && <p className="small text-body-secondary mb-0">{ingredientsTexts.noMatches}</p>}
      {isOpen && more > 0 && <p className="small text-body-secondary mb-0">{ingredientsTexts.more(more)}</p>}
      {noteText !== null && (
        <p id={noteId} className="small text-danger mb-0 mt-1">
          {noteText}
        </p>
      )}
    </div>
  );
}
