import { useCombobox } from 'downshift';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { ComboboxIds } from './combobox-ids';
import { giveHandover, type Handover } from './handover';
import { replayListKey, type ListKey } from './list-keys';
import { highlightOnArrival, type OpenIntent } from './open-intent';
import { ProductFieldFrame } from './ProductFieldFrame';
import { filterProducts, ProductsContext } from './products';
import type { Product } from './schema';
import type { LeavingField } from './use-leave-product-field';

interface DownshiftProductFieldProps {
  readonly ids: ComboboxIds;
  readonly label: string;
  readonly selected: Product | null;
  readonly selectedName: string;
  /** What the plain field showed when this one replaced it (the saved product's name if it never did). */
  readonly initialText: string;
  /** How a key, a click or typing asked for the list before downshift arrived, if one did. */
  readonly initialOpen: OpenIntent | null;
  /** Keys pressed in that list before downshift arrived, in order: they walk and choose in it now. */
  readonly initialKeys: readonly ListKey[];
  readonly onChoose: (product: Product) => void;
  readonly onTyped: () => void;
  readonly noteText: string | null;
  readonly noteId: string;
  readonly onLeave: (event: FocusEvent, field: LeavingField) => boolean;
  readonly handoverRef: RefObject<Handover | null>;
}

const LIMIT = 50;

/**
 * Search-as-you-type among hundreds of products: accent- and case-insensitive ('azucar'
 * finds 'Azúcar'). The only module that imports downshift: it is loaded with `import()` on
 * the first sign of use (see `load-product-field.ts`), and replaces the plain field.
 */
export function DownshiftProductField({
  ids,
  label,
  selected,
  selectedName,
  initialText,
  initialOpen,
  initialKeys,
  onChoose,
  onTyped,
  noteText,
  noteId,
  onLeave,
  handoverRef,
}: DownshiftProductFieldProps) {
  const index = useContext(ProductsContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [input, setInput] = useState(initialText);
  // Opening on the chosen product's own name lists everything, not just itself.
  const query = input === selectedName ? '' : input;
  const { shown, more } = useMemo(() => filterProducts(index, query, LIMIT), [index, query]);
  const combobox = useCombobox<Product>({
    ...ids,
    items: shown,
    itemToString: (product) => product?.name ?? '',
    itemToKey: (product) => (product === null ? '' : String(product.id)),
    selectedItem: selected,
    // Uncontrolled text: a controlled one lags a render behind fast typing and drops keys.
    // It starts with what the editor typed in the plain field.
    initialInputValue: initialText,
    // Downshift also puts focus in the text when it opens this way, as it does for its own toggle button.
    initialIsOpen: initialOpen !== null,
    onInputValueChange: ({ inputValue, type }) => {
      setInput(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange) onTyped();
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
    },
  });
  const { isOpen, highlightedIndex, setHighlightedIndex } = combobox;
  // What the action that opened the list would have highlighted (fixed at mount: the first items, the first intent).
  const [arrivalHighlight] = useState(() => (initialOpen === null ? null : highlightOnArrival(initialOpen, shown, selected)));
  useLayoutEffect(() => {
    if (arrivalHighlight !== null) setHighlightedIndex(arrivalHighlight);
  }, [arrivalHighlight, setHighlightedIndex]);

  // One kept key per render: downshift's handlers read the state the previous key left.
  const [keysLeft, setKeysLeft] = useState(initialKeys);
  useEffect(() => {
    const [next, ...rest] = keysLeft;
    if (next === undefined || inputRef.current === null) return;
    replayListKey(inputRef.current, next);
    setKeysLeft(rest);
  }, [keysLeft]);

  // Before the first paint of the new field: focus, caret and selection where the plain field had them.
  useLayoutEffect(() => {
    const taken = handoverRef.current;
    handoverRef.current = null;
    if (taken !== null) giveHandover(taken, inputRef.current, toggleRef.current);
  }, [handoverRef]);

  const leave = (event: FocusEvent) => {
    const parts = [inputRef.current, toggleRef.current, menuRef.current];
    // Downshift chooses the highlighted option itself on leaving.
    onLeave(event, { parts, text: inputRef.current?.value ?? input, choosing: isOpen && highlightedIndex >= 0, show: combobox.setInputValue });
  };

  return (
    <ProductFieldFrame
      label={label}
      labelProps={combobox.getLabelProps()}
      // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref; nothing reads it during render
      inputProps={combobox.getInputProps({ ref: inputRef })}
      // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref; nothing reads it during render
      toggleProps={combobox.getToggleButtonProps({ ref: toggleRef })}
      // eslint-disable-next-line react-hooks/refs -- downshift's prop getters attach the ref; nothing reads it during render
      menuProps={combobox.getMenuProps({ ref: menuRef })}
      options={
        isOpen &&
        shown.map((product, position) => (
          <li
            key={String(product.id)}
            className={`list-group-item sw-combobox__option${highlightedIndex === position ? ' active' : ''}`}
            {...combobox.getItemProps({ item: product, index: position })}
          >
            {product.name}
          </li>
        ))
      }
      isOpen={isOpen}
      shown={shown.length}
      more={more}
      noteText={noteText}
      noteId={noteId}
      onBlur={leave}
    />
  );
}
