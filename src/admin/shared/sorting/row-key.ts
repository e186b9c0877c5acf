let counter = 0;

/**
 * A new key for a row of a sortable list (a group, an item, a FAQ question): its React key
 * and its drag-and-drop id. Kept beside the document, never written to it.
 */
export function newKey(): string {
  counter += 1;
  return `k${counter}`;
}
