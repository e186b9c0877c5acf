import { useState } from 'react';
import { fieldText } from '../shared/document/legacy-json';
import { TextField } from '../shared/ui/TextField';
import { refusedDensity } from './density';
import { attributesTexts } from './texts';

interface DensityFieldProps {
  readonly name: string;
  readonly label: string;
  /** The value in the document now (text as typed; a number another tool stored reads as its digits). */
  readonly value: unknown;
  readonly onChange: (value: string) => void;
}

/**
 * Grams per cup or spoon: kept as typed (a decimal comma or point), and said to be wrong once
 * the editor leaves the field (mid-typing '7,' is not a mistake yet) or when the form opens
 * with it (a save the host refused comes back with it).
 */
export function DensityField({ name, label, value, onChange }: DensityFieldProps) {
  const [focused, setFocused] = useState(false);
  const text = fieldText(value);
  const error = refusedDensity(value) && !focused ? attributesTexts.densityProblem(text) : undefined;
  return (
    <div onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <TextField name={name} label={label} value={text} error={error} onChange={onChange} />
    </div>
  );
}
