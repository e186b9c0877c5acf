import { useState } from 'react';
import { TextField } from '../shared/ui/TextField';
import { lostNumber, shownText, storedValue, type StoredKind, type StoredValue } from './stored-value';
import { attributesTexts } from './texts';

interface StoredValueFieldProps {
  readonly name: string;
  readonly label: string;
  /** The value in the document now. */
  readonly value: unknown;
  /** The type it was stored with (from the server's value), kept where the typed text allows. */
  readonly kind: StoredKind;
  readonly onChange: (value: StoredValue) => void;
  readonly rows?: number;
  /** What a text field usually holds ('Por ejemplo: 3,5 g'); a number field says it wants a number. */
  readonly hint?: string;
}

/**
 * A product attribute's text field that keeps its stored type. The text stays as typed
 * while it means the stored value ('3,0' is 3): deriving it from the number would eat
 * the ',0' under the cursor. Any other change of the value (undo, reset) shows it anew.
 */
export function StoredValueField({ name, label, value, kind, onChange, rows, hint }: StoredValueFieldProps) {
  const [typed, setTyped] = useState(() => shownText(value));
  const [focused, setFocused] = useState(false);
  const text = storedValue(typed, kind) === value ? typed : shownText(value);
  // Said once the editor leaves the field: mid-typing '3,' is not a mistake yet.
  const warning = lostNumber(value, kind) && !focused ? attributesTexts.notANumber(value) : undefined;
  return (
    <div onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <TextField
        name={name}
        label={label}
        value={text}
        rows={rows}
        hint={kind === 'number' ? attributesTexts.numberHint : hint}
        warning={warning}
        onChange={(next) => {
          setTyped(next);
          onChange(storedValue(next, kind));
        }}
      />
    </div>
  );
}
