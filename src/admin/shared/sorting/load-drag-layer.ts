import { lazyPart } from '../../../shared/loading/lazy-part';

/**
 * dnd-kit (about 15 KB compressed) in its own file, downloaded on the first sign that someone
 * wants to drag (a pointer over a handle, focus on it, a press), so an editor that never
 * reorders by dragging never downloads it.
 */
export const dragLayer = lazyPart(() => import('./DragLayer').then((module) => module.DragLayer), 'the drag-and-drop code');
