import { useContext, type FocusEvent } from 'react';
import { useAnnounce } from '../shared/ui/Announcer';
import { ProductsContext } from './products';
import type { Product } from './schema';
import { ingredientsTexts } from './texts';
import { typedProduct } from './typed-product';

/** A note under the field, and the product it was written about: an undo that changes the product drops it. */
export interface ProductNote {
  readonly text: string;
  readonly about: string;
}

/** What the field being left tells the leave logic (the plain field and the downshift one alike). */
export interface LeavingField {
  /** Its focusable parts (the text, its toggle button, the list): focus moving among them is not leaving. */
  readonly parts: readonly (Element | null)[];
  /** The text on screen, read from the input: a keystroke may not be rendered yet. */
  readonly text: string;
  /** An option is highlighted in the open list: downshift chooses it itself on leaving. */
  readonly choosing: boolean;
  /** Puts `text` in the field. */
  readonly show: (text: string) => void;
}

interface LeaveOptions {
  readonly selectedId: string;
  readonly selectedName: string;
  readonly onSelect: (product: Product) => void;
  readonly onClear: () => void;
  readonly setNote: (note: ProductNote | null) => void;
}

/**
 * What happens on leaving the product field, for both of its forms: the plain field shown
 * before downshift loads and the downshift field. What the field shows is what is saved: an
 * exact name chooses that product, an empty field clears it, anything else goes back to the
 * saved product's name with a note. The returned function answers whether focus really left.
 */
export function useLeaveProductField({ selectedId, selectedName, onSelect, onClear, setNote }: LeaveOptions) {
  const index = useContext(ProductsContext);
  const announce = useAnnounce();
  return (event: FocusEvent, field: LeavingField): boolean => {
    const next = event.relatedTarget;
    if (next !== null && field.parts.some((part) => part === next)) return false;
    // The window losing focus (another tab, another program) keeps it here: that is not leaving.
    if (next === null && event.target.ownerDocument.activeElement === event.target) return false;
    if (field.choosing) return true;
    const outcome = typedProduct(index, field.text, selectedName);
    if (outcome.kind === 'unchanged') return true;
    setNote(null);
    if (outcome.kind === 'choose') {
      if (String(outcome.product.id) !== selectedId) onSelect(outcome.product);
      field.show(outcome.product.name);
    } else if (outcome.kind === 'clear') {
      if (selectedId !== '') onClear();
      field.show('');
    } else {
      const text = ingredientsTexts.notInList(outcome.typed, selectedName);
      field.show(selectedName);
      setNote({ text, about: selectedId });
      announce(text);
    }
    return true;
  };
}
