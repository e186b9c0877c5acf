import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { SortableList } from '../sorting/SortableList';
import { useAnnounce } from '../ui/Announcer';
import { focusSoon } from '../ui/focus';
import { editorTexts } from '../ui/texts';
import type { GroupsEditorConfig } from './config';
import { createGroupCard } from './GroupCard';
import type { GroupChange, GroupHistory } from './history';
import { groupOperations } from './operations';
import '../ui/editor.css';

interface GroupsEditorProps<G> {
  readonly title: string;
  readonly history: GroupHistory<G>;
  readonly apply: (change: GroupChange<G>) => void;
  /** Editor-specific tools under the groups (the ingredients' paste box). */
  readonly extra?: ReactNode;
}

/**
 * The editor of one kind of groups (steps, ingredients): reorderable groups of reorderable
 * items, inside the editor's frame (`DocumentFrame`).
 */
export function createGroupsEditor<G, I>(config: GroupsEditorConfig<G, I>) {
  const GroupCard = createGroupCard(config);
  const ops = groupOperations(config.adapter);

  function GroupsEditor({ title, history, apply, extra }: GroupsEditorProps<G>) {
    const announce = useAnnounce();
    const { doc, keys } = history.present;
    const groupIds = useMemo(() => keys.map((group) => group.key), [keys]);
    const describeGroup = useCallback((position: number) => `el grupo ${position}`, []);
    const moveGroup = useCallback((from: number, to: number) => apply(ops.moveGroup(from, to)), [apply]);
    const addGroup = (event: { currentTarget: HTMLElement }) => {
      const root = event.currentTarget.closest('.sw-editor');
      apply(ops.addGroup(doc.length));
      announce(editorTexts.added(`Grupo ${doc.length + 1}`));
      focusSoon(root, ['.sw-editor__groups > .sw-editor__group:last-child .sw-editor__group-name input']);
    };
    return (
      <>
        <SortableList ids={groupIds} describe={describeGroup} onMove={moveGroup}>
          <ol className="sw-editor__list sw-editor__groups" aria-label={`Grupos: ${title}`}>
            {doc.map((group, index) => {
              const groupKeys = keys[index];
              if (groupKeys === undefined) return null;
              return <GroupCard key={groupKeys.key} ops={ops} apply={apply} group={group} keys={groupKeys} index={index} count={doc.length} />;
            })}
          </ol>
        </SortableList>
        <button type="button" className="btn btn-outline-primary sw-editor__add" data-action="add-group" onClick={addGroup}>
          {config.words.addGroup}
        </button>
        {extra}
      </>
    );
  }

  return GroupsEditor;
}
