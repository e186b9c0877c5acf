import type { KeyboardEvent } from 'react';

/**
 * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac): the widget's own history
 * replaces the browser's per-field undo, which knows nothing of removed rows or images.
 */
export type HistoryStep = 'undo' | 'redo';

export function historyShortcut(event: KeyboardEvent): HistoryStep | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) return 'undo';
  if ((key === 'z' && event.shiftKey) || key === 'y') return 'redo';
  return null;
}
