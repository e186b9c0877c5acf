/** React and drag-and-drop keys for groups and items: kept beside the document, never written to it. */
export interface GroupKeys {
  readonly key: string;
  readonly items: readonly string[];
}

let counter = 0;

export function newKey(): string {
  counter += 1;
  return `k${counter}`;
}

export function keysFor(itemCounts: readonly number[]): GroupKeys[] {
  return itemCounts.map((count) => ({ key: newKey(), items: Array.from({ length: count }, newKey) }));
}
