import { memo, useCallback, useId, useRef, useState } from 'react';
import { useAnnounce } from '../ui/Announcer';
import { focusSoon } from '../ui/focus';
import type { GroupsEditorConfig } from './config';
import type { GroupChange } from './history';
import { createItemFrame } from './ItemFrame';
import type { GroupKeys } from './keys';
import type { GroupOperations } from './operations';
import { RowControls } from '../sorting/RowControls';
import { DragHandleButton, SortableList, SortableRow } from '../sorting/SortableList';
import { editorTexts } from '../ui/texts';

interface GroupCardProps<G, I> {
  readonly ops: GroupOperations<G, I>;
  readonly apply: (change: GroupChange<G>) => void;
  readonly group: G;
  readonly keys: GroupKeys;
  readonly index: number;
  readonly count: number;
}

/** One collapsible group with its name and sortable items; memoised per group. */
export function createGroupCard<G, I>(config: GroupsEditorConfig<G, I>) {
  const ItemFrame = createItemFrame(config);
  const { adapter, words } = config;

  function GroupCard({ ops, apply, group, keys, index, count }: GroupCardProps<G, I>) {
    const announce = useAnnounce();
    const [open, setOpen] = useState(true);
    const id = useId();
    const body = useRef<HTMLDivElement>(null);
    const items = adapter.items(group);
    const name = config.groupName(group);
    const title = `Grupo ${index + 1}`;
    const what = title.toLowerCase();
    const describeItem = useCallback((position: number) => `el ${words.Item.toLowerCase()} ${position}`, []);
    const moveItem = useCallback((from: number, to: number) => apply(ops.moveItem(index, from, to)), [apply, ops, index]);
    const listElement = () => body.current?.closest('.sw-editor__groups') ?? null;

    const move = (offset: -1 | 1) => {
      apply(ops.moveGroup(index, index + offset));
      announce(editorTexts.moved('Grupo', index + offset + 1, count));
      const same = offset < 0 ? 'up' : 'down';
      const other = offset < 0 ? 'down' : 'up';
      focusSoon(listElement(), [
        `[data-key="${keys.key}"] > .sw-editor__group-head [data-action="${same}"]`,
        `[data-key="${keys.key}"] > .sw-editor__group-head [data-action="${other}"]`,
      ]);
    };
    const remove = () => {
      const container = listElement();
      apply(ops.removeGroup(index));
      announce(editorTexts.removed(`${title} (${name || 'sin nombre'})`));
      focusSoon(container?.parentElement ?? null, ['[data-action="add-group"]']);
    };
    const addItem = () => {
      apply(ops.addItems(index, items.length));
      announce(editorTexts.added(`${words.Item} ${items.length + 1}`));
      focusSoon(body.current, ['.sw-editor__item:last-child textarea, .sw-editor__item:last-child input']);
    };

    return (
      <SortableRow id={keys.key} className="sw-editor__group">
        {(handle) => (
          <>
            <div className="sw-editor__group-head">
              <DragHandleButton handle={handle} label={editorTexts.dragHandle(what)} />
              <div className="sw-editor__group-name">
                <label className="form-label" htmlFor={`${id}-name`}>
                  Título del {what}
                </label>
                <input
                  id={`${id}-name`}
                  className="form-control"
                  value={name}
                  onChange={(event) => apply(ops.editGroup(index, (draft) => config.setGroupName(draft, event.target.value), `name:${keys.key}`))}
                />
              </div>
              <button
                type="button"
                className="btn btn-outline-secondary sw-editor__button"
                aria-expanded={open}
                aria-controls={`${id}-body`}
                onClick={() => setOpen(!open)}
              >
                {open ? editorTexts.collapse : editorTexts.expand} <span className="visually-hidden">{what}</span>
              </button>
              <RowControls what={what} isFirst={index === 0} isLast={index === count - 1} onMove={move} onRemove={remove} />
            </div>
            <div id={`${id}-body`} ref={body} hidden={!open}>
              {items.length === 0 && <p className="text-body-secondary my-2">{words.emptyGroup}</p>}
              <SortableList ids={keys.items} describe={describeItem} onMove={moveItem}>
                <ol className="sw-editor__list mt-2" aria-label={`${words.Item}s del ${what}`}>
                  {items.map((item, position) => {
                    const itemKey = keys.items[position] ?? `missing-${position}`;
                    return (
                      <ItemFrame key={itemKey} ops={ops} apply={apply} item={item} group={index} index={position} count={items.length} itemKey={itemKey} />
                    );
                  })}
                </ol>
              </SortableList>
              <button type="button" className="btn btn-outline-primary sw-editor__add mt-2" data-action="add-item" onClick={addItem}>
                {words.addItem} <span className="visually-hidden">al {what}</span>
              </button>
            </div>
          </>
        )}
      </SortableRow>
    );
  }

  return memo(GroupCard);
}
