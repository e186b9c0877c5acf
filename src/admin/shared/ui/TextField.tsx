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
  readonly rows?: number;
  /** Names the field in the page, for tests and host scripts. */
  readonly name: string;
}

/** A labelled text field of a form editor (`<label for>`), a text area when given `rows`. */
export function TextField({ label, value, onChange, hint, warning, rows, name }: TextFieldProps) {
  const id = useId();
  const hintId = hint === undefined ? undefined : `${id}-hint`;
  const warningId = warning === undefined ? undefined : `${id}-warning`;
  const describedBy = [hintId, warningId].filter((part) => part !== undefined).join(' ');
  const common = {
    id,
    className: 'form-control',
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
    </div>
  );
}
