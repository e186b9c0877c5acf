import { useCombobox } from 'downshift';
import { useContext, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useAnnounce } from '../shared/Announcer';
import { filterProducts, ProductsContext } from './products';
import type { Product } from './schema';
import { ingredientsTexts } from './texts';
import { typedProduct } from './typed-product';

interface ProductComboboxProps {
  readonly id: string;
  readonly label: string;
  /** The ingredient's `product_id`, as text; '' when none is chosen. */
  readonly selectedId: string;
  readonly onSelect: (product: Product) => void;
  /** The field was emptied: no product is saved. */
  readonly onClear: () => void;
}

const LIMIT = 50;

/**
 * Search-as-you-type among hundreds of products: accent- and case-insensitive ('azucar'
 * finds 'Azúcar'). On leaving it, what the field shows is what is saved: an exact name
 * chooses that product, an empty field clears it, anything else goes back to the saved
 * product's name with a note.
 */
export function ProductCombobox({ id, label, selectedId, onSelect, onClear }: ProductComboboxProps) {
  const index = useContext(ProductsContext);
  const announce = useAnnounce();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const selected = selectedId === '' ? null : (index.byId.get(selectedId) ?? null);
  const selectedName = selected?.name ?? (selectedId === '' ? '' : ingredientsTexts.unknownProduct(selectedId));
  const [input, setInput] = useState(selectedName);
  // A note belongs to the product it was written about: an undo that changes it drops the note.
  const [note, setNote] = useState<{ text: string; about: string } | null>(null);
  // Opening on the chosen product's own name lists everything, not just itself.
  const query = input === selectedName ? '' : input;
  const { shown, more } = useMemo(() => filterProducts(index, query, LIMIT), [index, query]);
  const combobox = useCombobox<Product>({
    id,
    items: shown,
    itemToString: (product) => product?.name ?? '',
    itemToKey: (product) => (product === null ? '' : String(product.id)),
    selectedItem: selected,
    // Uncontrolled text: a controlled one lags a render behind fast typing and drops keys.
    initialInputValue: selectedName,
    onInputValueChange: ({ inputValue, type }) => {
      setInput(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange) setNote(null);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      onSelect(selectedItem);
      setNote(null);
    },
  });
  const { isOpen, highlightedIndex } = combobox;

  const leave = (event: FocusEvent) => {
    // Between the text, its toggle button and the list (a click on either), focus is still in the field.
    const next = event.relatedTarget;
    if (next !== null && [inputRef.current, toggleRef.current, menuRef.current].some((part) => part === next)) return;
    // The window losing focus (another tab, another program) keeps it here: that is not leaving.
    if (next === null && event.target.ownerDocument.activeElement === event.target) return;
    // Downshift chooses the highlighted option itself on leaving.
    if (isOpen && highlightedIndex >= 0) return;
    // The text on screen, not the last render's copy of it: downshift reports changes from an effect, a keystroke may not be rendered yet.
    const outcome = typedProduct(index, inputRef.current?.value ?? input, selectedName);
    if (outcome.kind === 'unchanged') return;
    setNote(null);
    if (outcome.kind === 'choose') {
      if (String(outcome.product.id) !== selectedId) onSelect(outcome.product);
      combobox.setInputValue(outcome.product.name);
    } else if (outcome.kind === 'clear') {
      if (selectedId !== '') onClear();
      combobox.setInputValue('');
    } else {
      const text = ingredientsTexts.notInList(outcome.typed, selectedName);
      combobox.setInputValue(selectedName);
      setNote({ text, about: selectedId });
      announce(text);
    }
  };

  const noteText = note !== null && note.about === selectedId ? note.text : null;
  const noteId = `${id}-note`;
  return (
    <div className="sw-editor__field sw-combobox" onBlur={leave}>
      <label className="form-label" {...combobox.getLabelProps()}>
        {label}
      </label>
      <div className="input-group">
        <input
          className="form-control"
          placeholder={ingredientsTexts.productPlaceholder}
          // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref; nothing reads it during render
          {...combobox.getInputProps({ ref: inputRef, 'aria-describedby': noteText === null ? undefined : noteId })}
        />
        <button
          type="button"
          className="btn btn-outline-secondary sw-editor__button"
          aria-label={`Mostrar productos: ${label}`}
          // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref; nothing reads it during render
          {...combobox.getToggleButtonProps({ ref: toggleRef })}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {/* Options are reached with the arrows from the text: a scrolling list must not take Tab's focus too. */}
      <ul
        className={`list-group sw-combobox__menu${isOpen ? '' : ' d-none'}`}
        // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref; nothing reads it during render
        {...combobox.getMenuProps({ ref: menuRef, tabIndex: -1 })}
      >
        {isOpen &&
          shown.map((product, position) => (
            <li
              key={String(product.id)}
              className={`list-group-item sw-combobox__option${highlightedIndex === position ? ' active' : ''}`}
              {...combobox.getItemProps({ item: product, index: position })}
            >
              {product.name}
            </li>
          ))}
      </ul>
      {isOpen && shown.length === 0 && <p className="small text-body-secondary mb-0">{ingredientsTexts.noMatches}</p>}
      {isOpen && more > 0 && <p className="small text-body-secondary mb-0">{ingredientsTexts.more(more)}</p>}
      {noteText !== null && (
        <p id={noteId} className="small text-danger mb-0 mt-1">
          {noteText}
        </p>
      )}
    </div>
  );
}
