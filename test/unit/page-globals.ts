import { GLOBALS_ELEMENT_ID } from '../../src/shared/page/settings';

/** The host's `<script type="application/json" id="site-widgets-globals">`, as a CSP-friendly page prints it. */
export function printGlobals(json: string): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = GLOBALS_ELEMENT_ID;
  element.textContent = json;
  document.head.append(element);
  return element;
}

/** Takes the page's globals away, both sources. */
export function removeGlobals(): void {
  delete window.SiteWidgets;
  document.getElementById(GLOBALS_ELEMENT_ID)?.remove();
}
