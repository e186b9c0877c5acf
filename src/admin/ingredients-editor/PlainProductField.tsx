import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { ComboboxIds } from './combobox-ids';
import { takeHandover, type Handover } from './handover';
import { asListKey, type ListKey } from './list-keys';
import type { OpenIntent } from './open-intent';
import { ProductFieldFrame } from './ProductFieldFrame';
import type { LeavingField } from './use-leave-product-field';

interface PlainProductFieldProps {
  readonly ids: ComboboxIds;
  readonly label: string;
  readonly text: string;
  /** Typing: the text changes and the note goes. */
  readonly onType: (text: string) => void;
  /** Any other change of the text (Escape empties it, leaving puts a product's name back). */
  readonly onText: (text: string) => void;
  /** How the list was asked for, if downshift's own list would be open by now: it opens so when downshift arrives. */
  readonly open: OpenIntent | null;
  readonly onOpen: (open: OpenIntent | null) => void;
  /** A key that walks or chooses in the list, pressed while it would be open: downshift gets it on arrival. */
  readonly onListKey: (key: ListKey) => void;
  readonly noteText: string | null;
  readonly noteId: string;
  readonly onLeave: (event: FocusEvent, field: LeavingField) => boolean;
  /** A sign that the editor wants this field: downshift starts downloading. */
  readonly onIntent: () => void;
  /** A press began in the field: no swap until it ends. */
  readonly onPress: () => void;
  readonly onComposing: (composing: boolean) => void;
  readonly handoverRef: RefObject<Handover | null>;
}

/**
 * The product field before downshift has loaded: downshift's markup (ids, roles, ARIA) with
 * no list yet. Typing and leaving work as in the downshift field (the same leave logic), and
 * the keys and clicks that open or close downshift's list are followed, so its list is open
 * (or not) when downshift arrives as if downshift had been there all along.
 */
export function PlainProductField({
  ids,
  label,
  text,
  onType,
  onText,
  open,
  onOpen,
  onListKey,
  noteText,
  noteId,
  onLeave,
  onIntent,
  onPress,
  onComposing,
  handoverRef,
}: PlainProductFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Set while React removes this field for the downshift one: a blur the browser sends then
  // (Chrome does, for a focused element taken out of the page) is not the editor leaving.
  const replaced = useRef(false);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const toggle = toggleRef.current;
    replaced.current = false;
    handoverRef.current = null;
    // A layout effect's cleanup runs before React removes the elements: focus and caret are still there to read.
    return () => {
      replaced.current = true;
      handoverRef.current = takeHandover(input, toggle);
    };
  }, [handoverRef]);

  const leave = (event: FocusEvent) => {
    if (replaced.current) return;
    const parts = [inputRef.current, toggleRef.current, menuRef.current];
    const left = onLeave(event, { parts, text: inputRef.current?.value ?? text, choosing: false, show: onText });
    // Downshift closes its list when focus leaves: an open asked for before must not open it (and take focus back) later.
    if (left) onOpen(null);
  };

  // The keys downshift acts on while its list is closed, and what they would have done to it.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onIntent();
    if (event.nativeEvent.isComposing) return;
    const listKey = open === null ? null : asListKey(event);
    if (listKey !== null) {
      // Walking or choosing in the open list (Enter included: the form is not sent), as soon as downshift is here.
      event.preventDefault();
      onListKey(listKey);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpen(event.key === 'ArrowUp' ? 'previous' : event.altKey ? 'next-alt' : 'next');
    } else if (event.key === 'Escape' && (open !== null || text !== '')) {
      // Downshift's Escape closes an open list, and on a closed one empties the text.
      event.preventDefault();
      if (open !== null) onOpen(null);
      else onText('');
    }
  };

  // A click on the text or the button toggles downshift's list.
  const click = () => onOpen(open === null ? 'click' : null);
  const toggleClick = () => {
    click();
    // Downshift puts focus in the text when its list opens, so typing goes on there.
    if (open === null) inputRef.current?.focus();
  };

  return (
    <ProductFieldFrame
      label={label}
      labelProps={{ id: ids.labelId, htmlFor: ids.inputId }}
      inputProps={{
        ref: inputRef,
        id: ids.inputId,
        role: 'combobox',
        'aria-activedescendant': '',
        'aria-autocomplete': 'list',
        'aria-controls': ids.menuId,
        'aria-expanded': false,
        'aria-labelledby': ids.labelId,
        autoComplete: 'off',
        value: text,
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          onType(event.target.value);
          onOpen('typed');
        },
        onKeyDown: keyDown,
        onFocus: onIntent,
        onPointerEnter: onIntent,
        onClick: click,
        onCompositionStart: () => onComposing(true),
        onCompositionEnd: () => onComposing(false),
      }}
      toggleProps={{
        ref: toggleRef,
        id: ids.toggleButtonId,
        'aria-controls': ids.menuId,
        'aria-expanded': false,
        tabIndex: -1,
        onPointerEnter: onIntent,
        onClick: toggleClick,
      }}
      menuProps={{ ref: menuRef, id: ids.menuId, role: 'listbox', 'aria-labelledby': ids.labelId }}
      options={null}
      isOpen={false}
      shown={0}
      more={0}
      noteText={noteText}
      noteId={noteId}
      onBlur={leave}
      onPointerDown={() => {
        onIntent();
        onPress();
      }}
    />
  );
}
