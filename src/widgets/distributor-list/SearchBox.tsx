import { useId, type RefObject } from 'react';
import { directoryTexts } from './texts';

interface Props {
  value: string;
  disabled: boolean;
  onSearch: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The search box: name, locality and address, filtered as the visitor types. */
export function SearchBox({ value, disabled, onSearch, inputRef }: Props) {
  const id = useId();
  return (
    <div className="col-md-6">
      <label className="form-label" htmlFor={id}>
        {directoryTexts.searchLabel}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="form-control sw-distributors__search"
        value={value}
        disabled={disabled}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}
