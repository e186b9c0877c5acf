import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { WidgetContext, widgetIdentity } from '../../../src/runtime/WidgetContext';

/** A host form holding `fields` (HTML) and the placeholder the widget renders into. */
export function renderInForm(fields: string, name: string, widget: ReactNode) {
  document.body.innerHTML = `<form id="host" method="post" action="/admin/posts/1">${fields}<div id="placeholder"></div><button type="submit">Guardar</button></form>`;
  const placeholder = document.getElementById('placeholder');
  const form = document.getElementById('host');
  if (!(placeholder instanceof HTMLElement) || !(form instanceof HTMLFormElement)) throw new Error('no host form');
  const result = render(<WidgetContext.Provider value={widgetIdentity(name, placeholder)}>{widget}</WidgetContext.Provider>, { container: placeholder });
  return { ...result, form, placeholder };
}

export function field(name: string): HTMLInputElement {
  const input = document.querySelector(`[name="${name}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  return input;
}

/** A hidden input whose value is `raw`, exactly (attribute-escaped). */
export function hiddenInput(name: string, raw: string): string {
  const escaped = raw.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<input type="hidden" name="${name}" value="${escaped}">`;
}

/** What the form would post for `name`, after its submit listeners ran. */
export function submitAndRead(form: HTMLFormElement, name: string): string {
  form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
  form.requestSubmit();
  // jest-fixed-jsdom's FormData is Node's, which cannot read a jsdom form: the field itself is read.
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no ${name} posted`);
  return input.value;
}
