// The demo's visitor panel: switches the page globals the way a host would after a
// login, then announces the change (`site-widgets:globals-change`).
import type { SiteWidgetsSettings } from '../../src/shared/page/globals';

type Visitor = 'guest' | 'user' | 'unfinished';
const STORAGE_KEY = 'demo-visitor';

function settingsFor(visitor: Visitor): SiteWidgetsSettings {
  if (visitor === 'guest') return { user: null, registrationUnfinished: false };
  return { user: { id: 7 }, registrationUnfinished: visitor === 'unfinished' };
}

function isVisitor(value: string | null): value is Visitor {
  return value === 'guest' || value === 'user' || value === 'unfinished';
}

function apply(visitor: Visitor): void {
  window.SiteWidgets = { ...window.SiteWidgets, ...settingsFor(visitor) };
  localStorage.setItem(STORAGE_KEY, visitor);
  window.dispatchEvent(new Event('site-widgets:globals-change'));
}

/**
 * The panel's radios are printed with the page (demo/partials/panel.html, put in by the
 * demo server), so the page does not move when this script arrives: it only checks the
 * stored visitor and listens.
 */
function wirePanel(current: Visitor): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('#demo-panel input[name="demo-visitor"]')) {
    const visitor = input.value;
    if (!isVisitor(visitor)) continue;
    input.checked = visitor === current;
    input.addEventListener('change', () => apply(visitor));
  }
}

const stored = localStorage.getItem(STORAGE_KEY);
const current: Visitor = isVisitor(stored) ? stored : 'guest';
window.SiteWidgets = { ...window.SiteWidgets, ...settingsFor(current) };
wirePanel(current);
