import type { MouseEvent } from 'react';

/**
 * A click on a link the page should handle itself (a listing's tab or page link): the main
 * button without a modifier key. Ctrl, Cmd, Shift and Alt (new tab, new window, download)
 * and the middle button stay the browser's.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
