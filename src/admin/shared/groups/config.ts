import type { Draft } from 'immer';
import type { ComponentType } from 'react';
import type { GroupChange } from './history';
import type { GroupOperations, ListAdapter } from './operations';

/** What an item row of an editor gets: the shared frame around it does the moving and removing. */
export interface ItemBodyProps<G, I> {
  readonly item: I;
  readonly group: number;
  readonly index: number;
  readonly itemKey: string;
  /** "Paso 3": the row's label, to name its fields. */
  readonly label: string;
  readonly apply: (change: GroupChange<G>) => void;
  readonly ops: GroupOperations<G, I>;
}

export interface GroupsEditorConfig<G, I> {
  readonly adapter: ListAdapter<G, I>;
  readonly words: {
    /** Capitalised, for labels and announcements: 'Paso', 'Ingrediente'. */
    readonly Item: string;
    readonly addItem: string;
    readonly addGroup: string;
    readonly emptyGroup: string;
  };
  readonly groupName: (group: G) => string;
  readonly setGroupName: (draft: Draft<G>, name: string) => void;
  readonly ItemBody: ComponentType<ItemBodyProps<G, I>>;
}
