import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useAnnounce } from '../ui/Announcer';
import { createDragStore, replayed, type DragStore, type RowBinding } from './drag-store';
import { useLazyPart } from '../../../shared/loading/lazy-part';
import { dragLayer } from './load-drag-layer';
import { DRAG_DISTANCE, earlyDropIndex } from './early-drop';
import { editorTexts } from '../ui/texts';

interface SortableListProps {
  readonly ids: readonly string[];
  /** "el paso 3": what one item is called in the spoken announcements. */
  readonly describe: (position: number) => string;
  readonly onMove: (from: number, to: number) => void;
  readonly children: ReactNode;
}

interface ListContext {
  readonly store: DragStore;
  readonly instructionsId: string;
  /** A sign that someone wants to drag: download dnd-kit (once per page). */
  readonly wantDrag: () => void;
  /** A row let go before dnd-kit came: moved to `to` (its index) and said, as dnd-kit would. */
  readonly dropEarly: (id: string, to: number) => void;
}

const SortingContext = createContext<ListContext | null>(null);

// dnd-kit's picking-up keys: a press of one of them before it arrives is handed to it after.
const PICK_UP_KEYS = new Set(['Space', 'Enter']);

/**
 * A list reordered by dragging a handle (pointer or keyboard: Space, arrows, Space), with
 * dnd-kit's spoken announcements in Spanish. dnd-kit comes on the first sign of a drag
 * (`sorting/`); until then the handles are ready and a press on one is kept for it.
 */
export function SortableList({ ids, describe, onMove, children }: SortableListProps) {
  const [store] = useState(createDragStore);
  const instructionsId = useId();
  const announce = useAnnounce();
  const Layer = useLazyPart(dragLayer);
  const wantDrag = useCallback(() => {
    dragLayer.request().catch(() => {
      // A press that was waiting for it will not be answered: say so, and what still works.
      if (store.takePendingAny()) announce(editorTexts.dnd.unavailable);
    });
  }, [store, announce]);
  const dropEarly = useCallback(
    (id: string, to: number) => {
      const from = ids.indexOf(id);
      if (from < 0) return;
      if (from !== to) onMove(from, to);
      announce(from === to ? editorTexts.dnd.cancel(describe(from + 1)) : editorTexts.dnd.end(describe(from + 1), to + 1, ids.length));
    },
    [ids, onMove, describe, announce],
  );
  const context = useMemo(() => ({ store, instructionsId, wantDrag, dropEarly }), [store, instructionsId, wantDrag, dropEarly]);
  return (
    <SortingContext value={context}>
      {children}
      <p id={instructionsId} hidden>
        {editorTexts.dnd.instructions}
      </p>
      {/* eslint-disable-next-line react-hooks/static-components -- a module's component, loaded once per page: its identity never changes once here */}
      {Layer !== null && <Layer ids={ids} describe={describe} onMove={onMove} store={store} />}
    </SortingContext>
  );
}

interface DragHandle {
  readonly attributes: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly onPointerEnter: () => void;
  readonly onFocus: () => void;
  readonly onPointerDown: (event: ReactPointerEvent) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly onBlur: () => void;
}

interface SortableRowProps {
  readonly id: string;
  readonly className: string;
  readonly children: (handle: DragHandle) => ReactNode;
}

function useSorting(): ListContext {
  const context = useContext(SortingContext);
  if (context === null) throw new Error('SortableRow outside a SortableList');
  return context;
}

function useRowBinding(store: DragStore, id: string): RowBinding | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const read = useCallback(() => store.get(id), [store, id]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The vertical centres of `row` and its sibling rows (one list's), in order, and which is `row`. */
function rowCentres(row: HTMLElement): { centres: number[]; from: number } {
  const rows = [...(row.parentElement?.children ?? [row])].filter((child) => child.hasAttribute('data-key'));
  const centres = rows.map((element) => {
    const box = element.getBoundingClientRect();
    return box.top + box.height / 2;
  });
  return { centres, from: rows.indexOf(row) };
}

/**
 * Follows a pointer pressed on a grip while dnd-kit is on its way: the row moves with it, each
 * move is noted for dnd-kit (`noteMove`), and a press let go first still drops the row where
 * dnd-kit would have (`dropEarly`). Returns what stops it: dnd-kit, once here, takes over.
 */
function followEarlyPress(press: PointerEvent, row: HTMLElement, store: DragStore, drop: (to: number) => void): () => void {
  const document = row.ownerDocument;
  const { centres, from } = rowCentres(row);
  let travelled = false;
  const onMove = (move: PointerEvent) => {
    if (move.pointerId !== press.pointerId) return;
    store.noteMove(move);
    const dx = move.clientX - press.clientX;
    const dy = move.clientY - press.clientY;
    travelled ||= Math.hypot(dx, dy) > DRAG_DISTANCE;
    if (travelled) row.style.transform = `translate3d(0, ${dy}px, 0)`;
  };
  const onEnd = (end: PointerEvent) => {
    if (end.pointerId !== press.pointerId) return;
    stop();
    // False when dnd-kit took the press meanwhile: the drop is then its own.
    if (store.dropActivation('pointer') && end.type === 'pointerup' && travelled && from >= 0) drop(earlyDropIndex(centres, from, end.clientY - press.clientY));
  };
  const stop = () => {
    document.removeEventListener('pointermove', onMove);
    document.removeEventListener('pointerup', onEnd);
    document.removeEventListener('pointercancel', onEnd);
    row.style.transform = '';
  };
  document.addEventListener('pointermove', onMove);
  document.addEventListener('pointerup', onEnd);
  document.addEventListener('pointercancel', onEnd);
  return stop;
}

/**
 * The press's latest position, as a move dnd-kit's sensor reads: its sensor starts a drag on a
 * move past 4 px, and a finger held still where it wants the row gives none (Chromium sends one
 * when the row, let go by hand, moves back under it; not every browser does).
 */
function replayMove(latest: PointerEvent): void {
  if (typeof PointerEvent !== 'function') return;
  const { clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary } = latest;
  latest.view?.document.dispatchEvent(
    new PointerEvent('pointermove', { clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary, bubbles: true }),
  );
}

// The row's own handle, found by its id: a group's row also holds its items' handles.
function handleOf(row: HTMLElement | null, id: string): HTMLElement | null {
  return row?.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(id)}"]`) ?? null;
}

export function SortableRow({ id, className, children }: SortableRowProps) {
  const { store, instructionsId, wantDrag, dropEarly } = useSorting();
  const binding = useRowBinding(store, id);
  const row = useRef<HTMLLIElement>(null);
  const connect = binding?.connect;
  useLayoutEffect(() => {
    if (connect === undefined) return;
    connect.setNode(row.current);
    connect.setActivator(handleOf(row.current, id));
    return () => {
      connect.setNode(null);
      connect.setActivator(null);
    };
  }, [connect, id]);
  // A press made while dnd-kit was on its way, handed over now that the row is bound to it.
  useLayoutEffect(() => {
    if (binding === undefined) return;
    const pending = store.takeActivation(id);
    if (pending === null) return;
    if (pending.kind === 'pointer') {
      pending.stop?.();
      binding.onPointerDown(replayed(pending.event));
      if (pending.latest !== undefined) replayMove(pending.latest);
    } else {
      const handle = handleOf(row.current, id);
      if (handle !== null && handle === handle.ownerDocument.activeElement) binding.onKeyDown(replayed(pending.event));
    }
  }, [binding, store, id]);

  const handle: DragHandle = {
    attributes: { ...(binding?.attributes ?? WAITING_ATTRIBUTES), 'aria-describedby': instructionsId, 'data-drag-handle': id },
    onPointerEnter: wantDrag,
    onFocus: wantDrag,
    onPointerDown: (event) => {
      if (binding !== undefined) return binding.onPointerDown(event);
      wantDrag();
      const rowElement = event.currentTarget.closest<HTMLElement>('[data-key]');
      if (!event.isPrimary || event.button !== 0 || rowElement === null) return;
      const stop = followEarlyPress(event.nativeEvent, rowElement, store, (to) => dropEarly(id, to));
      store.holdActivation({ id, kind: 'pointer', event: event.nativeEvent, stop });
    },
    onKeyDown: (event) => {
      if (binding !== undefined) return binding.onKeyDown(event);
      wantDrag();
      if (!PICK_UP_KEYS.has(event.code)) return;
      // Not prevented: dnd-kit ignores a press whose default was prevented. The button's own click does nothing.
      store.holdActivation({ id, kind: 'key', event: event.nativeEvent });
    },
    onBlur: () => store.dropActivation('key'),
  };
  const style = { transform: binding?.transform, transition: binding?.transition };
  return (
    <li ref={row} style={style} className={`${className}${binding?.isDragging === true ? ' sw-editor__row--dragging' : ''}`} data-key={id}>
      {children(handle)}
    </li>
  );
}

// What dnd-kit's sortable puts on a handle, until it is here to put it itself.
const WAITING_ATTRIBUTES = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-roledescription': editorTexts.dnd.roleDescription,
};

/** The grip a row is dragged by; Space or Enter picks it up from the keyboard. */
export function DragHandleButton({ handle, label }: { readonly handle: DragHandle; readonly label: string }) {
  return (
    <button
      type="button"
      className="btn btn-outline-secondary sw-editor__handle"
      {...handle.attributes}
      onPointerEnter={handle.onPointerEnter}
      onFocus={handle.onFocus}
      onPointerDown={handle.onPointerDown}
      onKeyDown={handle.onKeyDown}
      onBlur={handle.onBlur}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
