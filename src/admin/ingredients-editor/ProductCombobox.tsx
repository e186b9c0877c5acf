import { useContext, useRef, useState } from 'react';
import { comboboxIds } from './combobox-ids';
import type { Handover } from './handover';
import type { ListKey } from './list-keys';
import type { OpenIntent } from './open-intent';
import { useLazyPart } from '../../shared/loading/lazy-part';
import { productField, requestProductField } from './load-product-field';
import { PlainProductField } from './PlainProductField';
import { ProductsContext } from './products';
import type { Product } from './schema';
import { afterPointerRelease, afterThisTask } from './swap-holds';
import { ingredientsTexts } from './texts';
import { useLeaveProductField, type ProductNote } from './use-leave-product-field';

interface ProductComboboxProps {
  readonly id: string;
  readonly label: string;
  /** The ingredient's `product_id`, as text; '' when none is chosen. */
  readonly selectedId: string;
  readonly onSelect: (product: Product) => void;
  /** The field was emptied: no product is saved. */
  readonly onClear: () => void;
}

/**
 * The product field of an ingredient. Search-as-you-type is downshift's, and downshift is
 * downloaded on the first sign of use of any product field on the page (most editors of a
 * recipe never pick a product): until then a plain field with the same markup takes the
 * typing, and leaves exactly as the downshift field does. On leaving, what the field shows
 * is what is saved: an exact name chooses that product, an empty field clears it, anything
 * else goes back to the saved product's name with a note.
 *
 * This component stays mounted across the swap and keeps what must survive it: the note,
 * the text typed so far, whether the list was asked for, and the keys pressed in it. The swap waits while a press
 * or an IME composition is under way in the plain field, which it would otherwise break.
 */
export function ProductCombobox({ id, label, selectedId, onSelect, onClear }: ProductComboboxProps) {
  const index = useContext(ProductsContext);
  const selected = selectedId === '' ? null : (index.byId.get(selectedId) ?? null);
  const selectedName = selected?.name ?? (selectedId === '' ? '' : ingredientsTexts.unknownProduct(selectedId));
  // A note belongs to the product it was written about: an undo that changes it drops the note.
  const [note, setNote] = useState<ProductNote | null>(null);
  const leave = useLeaveProductField({ selectedId, selectedName, onSelect, onClear, setNote });
  const DownshiftField = useLazyPart(productField);

  // The plain field's text, and the downshift field's first text when it replaces it.
  const [text, setText] = useState(selectedName);
  // Another product saved from outside (undo, redo) shows its name, as downshift does for a new selectedItem.
  const [textOf, setTextOf] = useState(selectedId);
  if (textOf !== selectedId) {
    setTextOf(selectedId);
    setText(selectedName);
  }
  const [open, setOpen] = useState<OpenIntent | null>(null);
  const [listKeys, setListKeys] = useState<readonly ListKey[]>([]);
  // Opening the list anew (typing) or closing it resets downshift's highlight: keys kept for the old one go.
  const openAs = (intent: OpenIntent | null) => {
    setOpen(intent);
    setListKeys([]);
  };
  const [pressing, setPressing] = useState(false);
  const [composing, setComposing] = useState(false);
  const handoverRef = useRef<Handover | null>(null);

  const ids = comboboxIds(id);
  const noteId = `${id}-note`;
  const noteText = note !== null && note.about === selectedId ? note.text : null;

  if (DownshiftField !== null && !pressing && !composing) {
    return (
      // eslint-disable-next-line react-hooks/static-components -- a module's component, loaded once per page: its identity never changes once here
      <DownshiftField
        ids={ids}
        label={label}
        selected={selected}
        selectedName={selectedName}
        initialText={text}
        initialOpen={open}
        initialKeys={listKeys}
        onChoose={(product) => {
          onSelect(product);
          setNote(null);
        }}
        onTyped={() => setNote(null)}
        noteText={noteText}
        noteId={noteId}
        onLeave={leave}
        handoverRef={handoverRef}
      />
    );
  }
  return (
    <PlainProductField
      ids={ids}
      label={label}
      text={text}
      onType={(typed) => {
        setText(typed);
        setNote(null);
      }}
      onText={setText}
      open={open}
      onOpen={openAs}
      onListKey={(key) => setListKeys((kept) => [...kept, key])}
      noteText={noteText}
      noteId={noteId}
      onLeave={leave}
      onIntent={requestProductField}
      onPress={() => {
        // Swapping between the press and its click would lose the click (its target gone): wait for the click.
        setPressing(true);
        afterPointerRelease(() => setPressing(false));
      }}
      onComposing={(composing) => {
        // A swap mid-composition would drop the composed text: wait for its end and the input that may follow it.
        if (composing) setComposing(true);
        else afterThisTask(() => setComposing(false));
      }}
      handoverRef={handoverRef}
    />
  );
}
