// The demo's visitor panel: switches the page globals the way a host would after a
// login, then announces the change (`site-widgets:globals-change`).
import type { SiteWidgetsSettings } from '../../src/shared/page/globals';

type Visitor = 'guest' | 'user' | 'unfinished';
const STORAGE_KEY = 'demo-visitor';
const LABELS: Record<Visitor, string> = {
  guest: 'Sin sesión',
  user: 'Con sesión',
  unfinished: 'Registro sin terminar',
};

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

function renderPanel(current: Visitor): void {
  const panel = document.getElementById('demo-panel');
  if (panel === null) return;
  const fieldset = document.createElement('fieldset');
  fieldset.className = 'd-flex flex-wrap gap-3 align-items-center mb-0';
  const legend = document.createElement('legend');
  legend.className = 'fs-6 fw-semibold mb-0 me-2 w-auto float-none';
  legend.textContent = 'Visitante (demo):';
  fieldset.append(legend);
  for (const visitor of Object.keys(LABELS).filter(isVisitor)) {
    const id = `demo-visitor-${visitor}`;
    const wrapper = document.createElement('div');
    wrapper.className = 'form-check form-check-inline mb-0';
    const input = document.createElement('input');
    Object.assign(input, { type: 'radio', name: 'demo-visitor', id, value: visitor, checked: visitor === current, className: 'form-check-input' });
    input.addEventListener('change', () => apply(visitor));
    const label = document.createElement('label');
    Object.assign(label, { htmlFor: id, className: 'form-check-label', textContent: LABELS[visitor] });
    wrapper.append(input, label);
    fieldset.append(wrapper);
  }
  panel.append(fieldset);
}

const stored = localStorage.getItem(STORAGE_KEY);
const current: Visitor = isVisitor(stored) ? stored : 'guest';
window.SiteWidgets = { ...window.SiteWidgets, ...settingsFor(current) };
renderPanel(current);
