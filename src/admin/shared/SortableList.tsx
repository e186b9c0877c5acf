import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useMemo, type ReactNode } from 'react';
import { editorTexts } from './texts';

interface SortableListProps {
  readonly ids: readonly string[];
  /** "el paso 3": what one item is called in the spoken announcements. */
  readonly describe: (position: number) => string;
  readonly onMove: (from: number, to: number) => void;
  readonly children: ReactNode;
}

// Module constants: `useSensor` keeps its descriptor only while the options are the same
// object, and a new one re-renders every row of the list (each is a dnd-kit consumer).
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * A list reordered by dragging a handle (pointer or keyboard: Space, arrows, Space), with
 * dnd-kit's spoken announcements in Spanish.
 */
export function SortableList({ ids, describe, onMove, children }: SortableListProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const accessibility = useMemo(() => {
    const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
    const name = (id: UniqueIdentifier) => describe(position(id));
    const announcements: Announcements = {
      onDragStart: ({ active }) => editorTexts.dnd.start(name(active.id)),
      onDragOver: ({ active, over }) => (over ? editorTexts.dnd.over(name(active.id), position(over.id), ids.length) : undefined),
      onDragEnd: ({ active, over }) =>
        over ? editorTexts.dnd.end(name(active.id), position(over.id), ids.length) : editorTexts.dnd.cancel(name(active.id)),
      onDragCancel: ({ active }) => editorTexts.dnd.cancel(name(active.id)),
    };
    return { announcements, screenReaderInstructions: { draggable: editorTexts.dnd.instructions } };
  }, [ids, describe]);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      const from = ids.indexOf(String(active.id));
      const to = ids.indexOf(String(over.id));
      if (from >= 0 && to >= 0) onMove(from, to);
    },
    [ids, onMove],
  );
  // A new array on every render would re-render every row of the list on each keystroke.
  const items = useMemo(() => [...ids], [ids]);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface DragHandle {
  /** dnd-kit's activator: the element a drag starts from (a callback ref). */
  readonly setActivator: (element: HTMLElement | null) => void;
  readonly attributes: DraggableAttributes;
  readonly listeners: ReturnType<typeof useSortable>['listeners'];
}

interface SortableRowProps {
  readonly id: string;
  readonly className: string;
  readonly children: (handle: DragHandle) => ReactNode;
}

export function SortableRow({ id, className, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const handle: DragHandle = { setActivator: setActivatorNodeRef, attributes, listeners };
  return (
    <li ref={setNodeRef} style={style} className={`${className}${isDragging ? ' sw-editor__row--dragging' : ''}`} data-key={id}>
      {children(handle)}
    </li>
  );
}

/** The grip a row is dragged by; Space or Enter picks it up from the keyboard. */
export function DragHandleButton({ handle, label }: { readonly handle: DragHandle; readonly label: string }) {
  /* eslint-disable react-hooks/refs -- dnd-kit's activator is a callback ref (named setActivatorNodeRef), and the
     rule takes every value beside it for a ref object read during render; nothing here reads a ref */
  return (
    <button
      type="button"
      ref={handle.setActivator}
      className="btn btn-outline-secondary sw-editor__handle"
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  /* eslint-enable react-hooks/refs -- the button above is all the rule had to skip */
}
