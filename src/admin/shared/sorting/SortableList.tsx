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
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useAnnounce } from '../ui/Announcer';
import { createDragStore, replayed, type DragStore, type RowBinding } from './drag-store';
import { useLazyPart } from '../../../shared/loading/lazy-part';
import { dragLayer } from './load-drag-layer';
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
  const context = useMemo(() => ({ store, instructionsId, wantDrag }), [store, instructionsId, wantDrag]);
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
  readonly onPointerDown: (event: PointerEvent) => void;
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

// The row's own handle, found by its id: a group's row also holds its items' handles.
function handleOf(row: HTMLElement | null, id: string): HTMLElement | null {
  return row?.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(id)}"]`) ?? null;
}

export function SortableRow({ id, className, children }: SortableRowProps) {
  const { store, instructionsId, wantDrag } = useSorting();
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
    if (pending.kind === 'pointer') binding.onPointerDown(replayed(pending.event));
    else {
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
      if (!event.isPrimary || event.button !== 0) return;
      store.holdActivation({ id, kind: 'pointer', event: event.nativeEvent });
      // Let go before dnd-kit came: there is nothing left to drag.
      const release = () => store.dropActivation('pointer');
      event.currentTarget.ownerDocument.addEventListener('pointerup', release, { once: true });
      event.currentTarget.ownerDocument.addEventListener('pointercancel', release, { once: true });
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
