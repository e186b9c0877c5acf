import { useCombobox } from 'downshift';
import { useContext, useMemo, useState } from 'react';
import { filterProducts, ProductsContext } from './products';
import type { Product } from './schema';
import { ingredientsTexts } from './texts';

interface ProductComboboxProps {
  readonly id: string;
  readonly label: string;
  /** The ingredient's `product_id`, as text; '' when none is chosen. */
  readonly selectedId: string;
  readonly onSelect: (product: Product) => void;
}

const LIMIT = 50;

/** Search-as-you-type among hundreds of products: accent- and case-insensitive ('azucar' finds 'Azúcar'). */
export function ProductCombobox({ id, label, selectedId, onSelect }: ProductComboboxProps) {
  const index = useContext(ProductsContext);
  const selected = selectedId === '' ? null : (index.byId.get(selectedId) ?? null);
  const selectedName = selected?.name ?? (selectedId === '' ? '' : ingredientsTexts.unknownProduct(selectedId));
  const [input, setInput] = useState(selectedName);
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
    onInputValueChange: ({ inputValue }) => setInput(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
  });
  const { isOpen, highlightedIndex } = combobox;
  return (
    <div className="sw-editor__field sw-combobox">
      <label className="form-label" {...combobox.getLabelProps()}>
        {label}
      </label>
      <div className="input-group">
        <input className="form-control" placeholder={ingredientsTexts.productPlaceholder} {...combobox.getInputProps()} />
        <button type="button" className="btn btn-outline-secondary sw-editor__button" aria-label={`Mostrar productos: ${label}`} {...combobox.getToggleButtonProps()}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul className={`list-group sw-combobox__menu${isOpen ? '' : ' d-none'}`} {...combobox.getMenuProps()}>
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
    </div>
  );
}
