import { newKey } from '../sorting/row-key';

/** The keys of a group's row and of its items' rows: kept beside the document, never written to it. */
export interface GroupKeys {
  readonly key: string;
  readonly items: readonly string[];
}

export function keysFor(itemCounts: readonly number[]): GroupKeys[] {
  return itemCounts.map((count) => ({ key: newKey(), items: Array.from({ length: count }, newKey) }));
}
