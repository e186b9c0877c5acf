import { memo, useRef } from 'react';
import { useAnnounce } from '../ui/Announcer';
import { focusSoon } from '../ui/focus';
import type { GroupsEditorConfig } from './config';
import type { GroupChange } from './history';
import type { GroupOperations } from './operations';
import { RowControls } from '../sorting/RowControls';
import { DragHandleButton, SortableRow } from '../sorting/SortableList';
import { editorTexts } from '../ui/texts';

interface ItemFrameProps<G, I> {
  readonly ops: GroupOperations<G, I>;
  readonly apply: (change: GroupChange<G>) => void;
  readonly item: I;
  readonly group: number;
  readonly index: number;
  readonly count: number;
  readonly itemKey: string;
}

/** One editor's item row: memoised, so typing in another row does not render it again. */
export function createItemFrame<G, I>(config: GroupsEditorConfig<G, I>) {
  const { ItemBody, words } = config;

  function ItemFrame({ ops, apply, item, group, index, count, itemKey }: ItemFrameProps<G, I>) {
    const announce = useAnnounce();
    const body = useRef<HTMLDivElement>(null);
    const label = `${words.Item} ${index + 1}`;
    const what = label.toLowerCase();
    const groupElement = () => body.current?.closest('.sw-editor__group') ?? null;

    const move = (offset: -1 | 1) => {
      const to = index + offset;
      apply(ops.moveItem(group, index, to));
      announce(editorTexts.moved(words.Item, to + 1, count));
      const same = offset < 0 ? 'up' : 'down';
      const other = offset < 0 ? 'down' : 'up';
      focusSoon(groupElement(), [`[data-key="${itemKey}"] [data-action="${same}"]`, `[data-key="${itemKey}"] [data-action="${other}"]`]);
    };
    const remove = () => {
      const container = groupElement();
      apply(ops.removeItem(group, index));
      announce(editorTexts.removed(label));
      focusSoon(container, ['[data-action="add-item"]']);
    };

    return (
      <SortableRow id={itemKey} className="sw-editor__item">
        {(handle) => (
          <>
            <DragHandleButton handle={handle} label={editorTexts.dragHandle(what)} />
            <div className="sw-editor__item-body" ref={body}>
              <ItemBody item={item} group={group} index={index} itemKey={itemKey} label={label} apply={apply} ops={ops} />
              <RowControls what={what} isFirst={index === 0} isLast={index === count - 1} onMove={move} onRemove={remove} />
            </div>
          </>
        )}
      </SortableRow>
    );
  }

  return memo(ItemFrame);
}
