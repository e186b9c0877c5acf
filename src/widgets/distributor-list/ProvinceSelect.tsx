import { useId, useRef } from 'react';
import type { Directory } from './provinces';
import { directoryTexts } from './texts';

interface Props {
  directory: Directory | null;
  /** The chosen province's key (null: all of them) and its name as the address wrote it. */
  chosenKey: string | null;
  chosenName: string | null;
  /** A province's name as shown, or null for all of them. */
  onChoose: (province: string | null) => void;
}

/** The province select ('Buscar por provincia', disabled, first) and, once one is chosen, 'Ver todas las provincias'. */
export function ProvinceSelect({ directory, chosenKey, chosenName, onChoose }: Props) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const known = chosenKey === null ? null : (directory?.byKey.get(chosenKey) ?? null);
  return (
    <div className="col-md-6">
      <label className="form-label" htmlFor={id}>
        {directoryTexts.provinceLabel}
      </label>
      <div className="sw-distributors__controls">
        <select
          ref={selectRef}
          id={id}
          className="form-select sw-distributors__select"
          value={known?.key ?? chosenKey ?? ''}
          disabled={directory === null}
          onChange={(event) => onChoose(directory?.byKey.get(event.target.value)?.name ?? null)}
        >
          <option value="" disabled>
            {directoryTexts.provincePlaceholder}
          </option>
          {chosenKey !== null && known === null ? <option value={chosenKey}>{chosenName}</option> : null}
          {directory?.provinces.map((item) => (
            <option key={item.key} value={item.key}>
              {item.name}
            </option>
          ))}
        </select>
        {chosenKey === null ? null : (
          <button
            type="button"
            className="btn btn-outline-secondary sw-distributors__all"
            onClick={() => {
              onChoose(null);
              selectRef.current?.focus();
            }}
          >
            {directoryTexts.allProvinces}
          </button>
        )}
      </div>
    </div>
  );
}
