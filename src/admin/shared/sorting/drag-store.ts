/**
 * The meeting point of a list's rows and its drag layer. The rows render first, with no drag
 * library; the layer (dnd-kit, downloaded on the first sign that someone wants to drag) runs
 * dnd-kit's hooks for each row in a tree of its own and publishes here what each row needs.
 * Rows only receive new props: nothing in them is mounted again when dnd-kit arrives, so a
 * focused field, a half-typed text or an upload in progress carries on.
 */

/** What dnd-kit reads of a React event it is handed (a kept press is rebuilt as this). */
export interface ActivatorEvent {
  readonly nativeEvent: Event;
  readonly target: EventTarget | null;
  readonly preventDefault: () => void;
}

/** A press kept while dnd-kit was on its way, in the shape of the React event it missed. */
export function replayed(event: Event): ActivatorEvent {
  return { nativeEvent: event, target: event.target, preventDefault: () => event.preventDefault() };
}

/** Where dnd-kit finds a row's elements; the same object for as long as the row's binding lives. */
export interface RowConnection {
  readonly setNode: (element: HTMLElement | null) => void;
  readonly setActivator: (element: HTMLElement | null) => void;
}

/** What dnd-kit's `useSortable` gives one row, as plain values. */
export interface RowBinding {
  readonly connect: RowConnection;
  readonly attributes: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly onPointerDown: (event: ActivatorEvent) => void;
  readonly onKeyDown: (event: ActivatorEvent) => void;
  readonly transform: string | undefined;
  readonly transition: string | undefined;
  readonly isDragging: boolean;
}

/** A press that came before dnd-kit did: handed to it once the row is bound, if still wanted. */
interface PendingActivation {
  readonly id: string;
  readonly kind: 'pointer' | 'key';
  readonly event: Event;
  /** A pointer's latest move while dnd-kit was on its way: replayed after the press, so the drag picks up where the finger is. */
  latest?: PointerEvent;
  /** Stops following the press by hand (the row moved with the finger until dnd-kit came). */
  readonly stop?: () => void;
}

export interface DragStore {
  readonly get: (id: string) => RowBinding | undefined;
  readonly subscribe: (id: string, listener: () => void) => () => void;
  readonly publish: (id: string, binding: RowBinding | undefined) => void;
  readonly holdActivation: (pending: PendingActivation) => void;
  /** Forgets the waiting press of this kind: whether there was one (false once handed to dnd-kit). */
  readonly dropActivation: (kind: PendingActivation['kind']) => boolean;
  /** Notes the waiting pointer press's latest move. */
  readonly noteMove: (event: PointerEvent) => void;
  /** The press waiting for this row, at most once. */
  readonly takeActivation: (id: string) => PendingActivation | null;
  /** Forgets the waiting press, if any: whether there was one. */
  readonly takePendingAny: () => boolean;
}

export function createDragStore(): DragStore {
  const bindings = new Map<string, RowBinding>();
  const listeners = new Map<string, Set<() => void>>();
  let pending: PendingActivation | null = null;
  return {
    get: (id) => bindings.get(id),
    subscribe: (id, listener) => {
      const set = listeners.get(id) ?? new Set();
      listeners.set(id, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(id);
      };
    },
    publish: (id, binding) => {
      if (bindings.get(id) === binding) return;
      if (binding === undefined) bindings.delete(id);
      else bindings.set(id, binding);
      listeners.get(id)?.forEach((listener) => listener());
    },
    holdActivation: (next) => {
      pending = next;
    },
    dropActivation: (kind) => {
      if (pending?.kind !== kind) return false;
      pending = null;
      return true;
    },
    noteMove: (event) => {
      if (pending?.kind === 'pointer') pending.latest = event;
    },
    takeActivation: (id) => {
      if (pending?.id !== id) return null;
      const taken = pending;
      pending = null;
      return taken;
    },
    takePendingAny: () => {
      const had = pending !== null;
      pending?.stop?.();
      pending = null;
      return had;
    },
  };
}
