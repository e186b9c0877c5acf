/**
 * Moves the entry at `from` to `to`, in place: what a sortable list's move ('Subir',
 * 'Bajar', a drop) does to the document's list and to its keys alike.
 */
export function move<T>(list: T[], from: number, to: number): void {
  const [moved] = list.splice(from, 1);
  if (moved !== undefined) list.splice(to, 0, moved);
}
