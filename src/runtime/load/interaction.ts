import type { LoadStrategy } from './strategy';
import { MOUNT_EVENT } from '../base/mount-event';

/**
 * `interaction`: loads at the first sign the visitor is about to use the placeholder — the
 * pointer over it, a touch or a press on it, focus inside it — so a widget seldom used costs
 * nothing until then, and its download usually ends before the click does. What the visitor
 * did meanwhile is replayed where it makes sense once the widget shows: focus left on the
 * fallback (gone with it) goes to the widget's first focusable element, and a click on the
 * fallback where it did nothing by itself goes to what the widget shows at that point. A click
 * that already did its work (a link, a form control, a `<summary>`) is not repeated.
 */
const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
const ACTS_ALONE = 'a[href], input, select, textarea, summary, label, [contenteditable], form button:not([type="button"])';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const interaction: LoadStrategy = (element, load) => {
  let focused: Element | null = null;
  let click: { x: number; y: number } | null = null;

  const start = () => {
    for (const type of SIGNS) element.removeEventListener(type, start);
    load();
  };
  const focusIn = (event: Event) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  // Focus that moved elsewhere on the page is the visitor's choice (a removed element's focusout names no target).
  const focusOut = (event: Event) => {
    if (event instanceof FocusEvent && event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) focused = null;
  };
  const clicked = (event: Event) => {
    if (!(event instanceof MouseEvent) || !(event.target instanceof Element) || event.target.closest(ACTS_ALONE)) return;
    click = { x: event.clientX, y: event.clientY };
  };
  const stopListening = () => {
    for (const type of SIGNS) element.removeEventListener(type, start);
    element.removeEventListener('focusin', focusIn);
    element.removeEventListener('focusout', focusOut);
    element.removeEventListener('click', clicked);
    element.removeEventListener(MOUNT_EVENT, replay);
  };
  const replay = () => {
    stopListening();
    const lostFocus = focused !== null && !focused.isConnected && (document.activeElement === null || document.activeElement === document.body);
    if (lostFocus) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    if (click === null) return;
    const target = document.elementFromPoint(click.x, click.y);
    if (target instanceof HTMLElement && element.contains(target)) target.click();
  };

  element.addEventListener('focusin', focusIn);
  element.addEventListener('focusout', focusOut);
  element.addEventListener('click', clicked);
  element.addEventListener(MOUNT_EVENT, replay);
  // Focus that arrived before the runtime did (a fast Tab while the page loads) counts too.
  if (document.activeElement !== null && document.activeElement !== element && element.contains(document.activeElement)) {
    focused = document.activeElement;
    load();
  } else {
    for (const type of SIGNS) element.addEventListener(type, start, { passive: true });
  }
  return stopListening;
};

export default interaction;
