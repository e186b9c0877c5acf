/**
 * A card's column classes: `col-md-{columns}` from tablets up (spec: default 4 of 12);
 * phones get two cards a row, or one when a card is wider than half the row.
 */
export function productColumnClass(columns: number): string {
  const width = Math.min(Math.max(Math.round(columns), 1), 12);
  return `${width > 6 ? 'col-12' : 'col-6'} col-md-${width}`;
}
