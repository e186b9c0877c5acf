import { useId, useRef, type RefObject } from 'react';
import type { Directory } from './provinces';
import { locationTexts } from '../../shared/texts/location';
import { directoryTexts } from './texts';

interface Props {
  directory: Directory | null;
  /** The chosen province's key (null: all of them) and its name as the address wrote it. */
  provinceKey: string | null;
  provinceName: string | null;
  /** A province's name as shown, or null for all of them. */
  onProvince: (province: string | null) => void;
  query: string;
  onSearch: (text: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** 'Cerca mío' on, and waiting for the phone's position. */
  near: boolean;
  asking: boolean;
  onNear: () => void;
  /** 'Abierto ahora' on. */
  openNow: boolean;
  onOpenNow: (on: boolean) => void;
}

/**
 * What the visitor filters with: the province select ('Buscar por provincia', disabled, first;
 * once one is chosen, 'Ver todas las provincias'), the search box (name, locality, address),
 * 'Cerca mío', a toggle button with what it does and that the position stays on the phone,
 * and 'Abierto ahora', a switch (its whole label the target). All wait for the list.
 */
export function DirectoryControls({
  directory,
  provinceKey,
  provinceName,
  onProvince,
  query,
  onSearch,
  searchRef,
  near,
  asking,
  onNear,
  openNow,
  onOpenNow,
}: Props) {
  const selectId = useId();
  const openId = useId();
  const searchId = useId();
  const hintId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const known = provinceKey === null ? null : (directory?.byKey.get(provinceKey) ?? null);
  const waiting = directory === null;
  return (
    <div className="row g-3 align-items-start">
      <div className="col-md-6">
        <label className="form-label" htmlFor={selectId}>
          {directoryTexts.provinceLabel}
        </label>
        <div className="sw-distributors__controls">
          <select
            ref={selectRef}
            id={selectId}
            className="form-select sw-distributors__select"
            value={known?.key ?? provinceKey ?? ''}
            disabled={waiting}
            onChange={(event) => onProvince(directory?.byKey.get(event.target.value)?.name ?? null)}
          >
            <option value="" disabled>
              {directoryTexts.provincePlaceholder}
            </option>
            {provinceKey !== null && known === null ? <option value={provinceKey}>{provinceName}</option> : null}
            {directory?.provinces.map((item) => (
              <option key={item.key} value={item.key}>
                {item.name}
              </option>
            ))}
          </select>
          {provinceKey === null ? null : (
            <button
              type="button"
              className="btn btn-outline-secondary sw-distributors__all"
              onClick={() => {
                onProvince(null);
                selectRef.current?.focus();
              }}
            >
              {directoryTexts.allProvinces}
            </button>
          )}
        </div>
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor={searchId}>
          {directoryTexts.searchLabel}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className="form-control sw-distributors__search"
          value={query}
          disabled={waiting}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="col-12 d-flex flex-wrap align-items-center gap-2">
        <button
          type="button"
          className={`btn ${near ? 'btn-primary' : 'btn-outline-primary'} sw-distributors__near`}
          aria-pressed={near}
          aria-busy={asking || undefined}
          aria-describedby={hintId}
          disabled={waiting}
          onClick={onNear}
        >
          {locationTexts.nearMe}
        </button>
        <span id={hintId} className="small text-body-secondary">
          {locationTexts.nearMeHint}
        </span>
      </div>
      <div className="col-12">
        <div className="form-check form-switch sw-distributors__open">
          <input
            id={openId}
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={openNow}
            disabled={waiting}
            onChange={(event) => onOpenNow(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={openId}>
            {directoryTexts.openNow}
          </label>
        </div>
      </div>
    </div>
  );
}
