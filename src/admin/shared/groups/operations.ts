import { castDraft, type Draft } from 'immer';
import type { GroupChange } from './history';
import { move } from '../sorting/move';
import { newKey } from '../sorting/row-key';

/**
 * How an editor's groups hold their items (`steps`, `ingredients`): the structural
 * operations below are the same for every editor.
 */
export interface ListAdapter<G, I> {
  /** The group's items, read tolerantly: a missing or null list is an empty one. */
  readonly items: (group: G) => readonly I[];
  /** The draft group's list, created when the legacy group had none. */
  readonly draftItems: (group: Draft<G>) => Draft<I>[];
  readonly newGroup: (index: number) => G;
  readonly newItem: () => I;
}

export function groupOperations<G, I>(adapter: ListAdapter<G, I>) {
  const groupAt = (draft: Draft<readonly G[]>, index: number): Draft<G> => {
    const group = draft[index];
    if (group === undefined) throw new RangeError(`no group ${index}`);
    return group;
  };
  return {
    editGroup: (group: number, edit: (draft: Draft<G>) => void, coalesce?: string): GroupChange<G> => ({
      doc: (draft) => edit(groupAt(draft, group)),
      coalesce,
    }),
    editItem: (group: number, item: number, edit: (draft: Draft<I>) => void, coalesce?: string): GroupChange<G> => ({
      doc: (draft) => {
        const target = adapter.draftItems(groupAt(draft, group))[item];
        if (target !== undefined) edit(target);
      },
      coalesce,
    }),
    addGroup: (at: number, group: G = adapter.newGroup(at), itemCount = adapter.items(group).length): GroupChange<G> => ({
      doc: (draft) => {
        draft.splice(at, 0, castDraft(group));
      },
      keys: (keys) => {
        keys.splice(at, 0, { key: newKey(), items: Array.from({ length: itemCount }, newKey) });
      },
    }),
    removeGroup: (at: number): GroupChange<G> => ({
      doc: (draft) => {
        draft.splice(at, 1);
      },
      keys: (keys) => {
        keys.splice(at, 1);
      },
    }),
    moveGroup: (from: number, to: number): GroupChange<G> => ({
      doc: (draft) => move(draft, from, to),
      keys: (keys) => move(keys, from, to),
    }),
    addItems: (group: number, at: number, items: readonly I[] = [adapter.newItem()]): GroupChange<G> => ({
      doc: (draft) => {
        adapter.draftItems(groupAt(draft, group)).splice(at, 0, ...items.map((item) => castDraft(item)));
      },
      keys: (keys) => {
        keys[group]?.items.splice(at, 0, ...items.map(() => newKey()));
      },
    }),
    removeItem: (group: number, at: number): GroupChange<G> => ({
      doc: (draft) => {
        adapter.draftItems(groupAt(draft, group)).splice(at, 1);
      },
      keys: (keys) => {
        keys[group]?.items.splice(at, 1);
      },
    }),
    moveItem: (group: number, from: number, to: number): GroupChange<G> => ({
      doc: (draft) => move(adapter.draftItems(groupAt(draft, group)), from, to),
      keys: (keys) => {
        const items = keys[group]?.items;
        if (items) move(items, from, to);
      },
    }),
  };
}

export type GroupOperations<G, I> = ReturnType<typeof groupOperations<G, I>>;
