import { useState } from 'react';
import type * as v from 'valibot';
import type { GroupKeys } from './keys';
import { keysFor } from './keys';
import { useJsonDocument, type JsonDocument } from '../document/use-json-document';

export interface GroupsSource<G, I> {
  /** The hidden input's name in the placeholder's form (or `#id`). */
  readonly field: string;
  readonly schema: v.GenericSchema<readonly G[]> | v.GenericSchema<G[]>;
  readonly items: (group: G) => readonly I[];
  /** What an empty input starts as (shown, but written only after the first edit). */
  readonly empty: () => G[];
}

type GroupsDocument<G> = JsonDocument<readonly G[], readonly GroupKeys[]>;

/** A list of groups of items (steps, ingredients): `useJsonDocument` with a key per group and item. */
export function useGroupsDocument<G, I>(source: GroupsSource<G, I>): GroupsDocument<G> {
  const [json] = useState(() => ({
    field: source.field,
    schema: source.schema,
    adopt: (value: readonly G[]): readonly G[] => value,
    empty: (): readonly G[] => source.empty(),
    keys: (doc: readonly G[]) => keysFor(doc.map((group) => source.items(group).length)),
  }));
  return useJsonDocument(json);
}
