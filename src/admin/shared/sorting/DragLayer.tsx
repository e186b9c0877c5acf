import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { editorTexts } from '../ui/texts';
import type { ActivatorEvent, DragStore, RowBinding, RowConnection } from './drag-store';

interface DragLayerProps {
  readonly ids: readonly string[];
  readonly describe: (position: number) => string;
  readonly onMove: (from: number, to: number) => void;
  readonly store: DragStore;
}

export type DragLayer = (props: DragLayerProps) => ReactNode;

// Module constants: `useSensor` keeps its descriptor only while the options are the same
// object, and a new one re-renders every row binding of the list.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };
const ROW_ATTRIBUTES = { roleDescription: editorTexts.dnd.roleDescription };

/**
 * dnd-kit for one list: its context, its Spanish announcements, and one binding per row. It
 * renders no markup of the rows (they are the list's children, elsewhere in the tree), so its
 * arrival changes only the rows' props.
 */
export function DragLayer({ ids, describe, onMove, store }: DragLayerProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const accessibility = useMemo(() => {
    const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
    const name = (id: UniqueIdentifier) => describe(position(id));
    const announcements: Announcements = {
      onDragStart: ({ active }) => editorTexts.dnd.start(name(active.id)),
      onDragOver: ({ active, over }) => (over ? editorTexts.dnd.over(name(active.id), position(over.id), ids.length) : undefined),
      onDragEnd: ({ active, over }) => (over ? editorTexts.dnd.end(name(active.id), position(over.id), ids.length) : editorTexts.dnd.cancel(name(active.id))),
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
  // A new array on every render would re-render every row binding on each keystroke.
  const items = useMemo(() => [...ids], [ids]);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {items.map((id) => (
          <Binding key={id} id={id} store={store} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

/** dnd-kit's hook for one row, published to the row through the store. Memoised: typing in a row renders no binding. */
const Binding = memo(function Binding({ id, store }: { readonly id: string; readonly store: DragStore }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: ROW_ATTRIBUTES,
  });
  const connect = useMemo<RowConnection>(() => ({ setNode: setNodeRef, setActivator: setActivatorNodeRef }), [setNodeRef, setActivatorNodeRef]);
  const onPointerDown = listeners?.onPointerDown;
  const onKeyDown = listeners?.onKeyDown;
  const translate = CSS.Translate.toString(transform) ?? undefined;
  // Published before paint, so a dragged row moves in the same frame as the pointer.
  useLayoutEffect(() => {
    const binding: RowBinding = {
      connect,
      attributes: { ...attributes },
      onPointerDown: (event: ActivatorEvent) => onPointerDown?.(event),
      onKeyDown: (event: ActivatorEvent) => onKeyDown?.(event),
      transform: translate,
      transition,
      isDragging,
    };
    store.publish(id, binding);
  }, [id, store, connect, attributes, onPointerDown, onKeyDown, translate, transition, isDragging]);
  useLayoutEffect(() => () => store.publish(id, undefined), [id, store]);
  return null;
});
