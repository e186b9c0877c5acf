import { useId } from 'react';
import './editor.css';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  /** Absent: shown read-only (never editable). */
  readonly onChange?: (value: string) => void;
  /** A hint under the field, tied to it with aria-describedby. */
  readonly hint?: string;
  /** Something to know about what was typed, shown and described like the hint. */
  readonly warning?: string;
  /** What was typed cannot be saved: said like the warning, the field marked invalid. */
  readonly error?: string;
  readonly rows?: number;
  /** Names the field in the page, for tests and host scripts. */
  readonly name: string;
}

/** A labelled text field of a form editor (`<label for>`), a text area when given `rows`. */
export function TextField({ label, value, onChange, hint, warning, error, rows, name }: TextFieldProps) {
  const id = useId();
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const warningId = warning === undefined ? undefined : `${id}-warning`;
  const errorId = error === undefined ? undefined : `${id}-error`;
  const describedBy = [hintId, warningId, errorId].filter((part) => part !== undefined).join(' ');
  const common = {
    id,
    className: error === undefined ? 'form-control' : 'form-control is-invalid',
    'aria-invalid': error === undefined ? undefined : true,
    value,
    'data-field': name,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    readOnly: onChange === undefined,
  };
  return (
    <div className="sw-editor__field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {rows === undefined ? (
        <input {...common} type="text" onChange={(event) => onChange?.(event.target.value)} />
      ) : (
        <textarea {...common} rows={rows} onChange={(event) => onChange?.(event.target.value)} />
      )}
      {hint !== undefined && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {warning !== undefined && (
        <div id={warningId} className="form-text text-warning-emphasis">
          {warning}
        </div>
      )}
      {error !== undefined && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
