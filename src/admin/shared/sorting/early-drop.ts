/**
 * Where a row dropped before dnd-kit arrived lands: dnd-kit's own rule (`closestCenter`), the
 * row whose centre is nearest the dragged row's centre once moved by the finger's travel.
 * `centres` are the list's rows' vertical centres, in order; `from` the dragged row's index.
 */
export function earlyDropIndex(centres: readonly number[], from: number, travel: number): number {
  const moved = (centres[from] ?? 0) + travel;
  let nearest = from;
  centres.forEach((centre, index) => {
    if (Math.abs(centre - moved) < Math.abs((centres[nearest] ?? 0) - moved)) nearest = index;
  });
  return nearest;
}

/** dnd-kit's pointer sensor starts a drag past this many pixels (`DragLayer`'s activation constraint). */
export const DRAG_DISTANCE = 4;
