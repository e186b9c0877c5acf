/**
 * Where the page globals come from: `window.SiteWidgets`, set by a script of the host's,
 * over `<script type="application/json" id="site-widgets-globals">`, which needs no script
 * at all (a page with a Content-Security-Policy gives its settings without a nonce). Keys
 * of `window.SiteWidgets` win: a host that changes the globals later reassigns it and
 * dispatches `site-widgets:globals-change`. `globals.ts` checks each value; the entry's
 * protected-content listener reads the user the same way with less (`logged-in.ts`).
 */
export const GLOBALS_ELEMENT_ID = 'site-widgets-globals';

let lastText: string | null = null;
let lastValue: unknown;

/** The element's JSON, parsed once per text; `undefined` without the element, the raw text when it is not JSON. */
function elementSettings(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(GLOBALS_ELEMENT_ID);
  if (!(element instanceof HTMLScriptElement)) return undefined;
  const text = element.textContent ?? '';
  if (text !== lastText) {
    lastText = text;
    try {
      lastValue = JSON.parse(text);
    } catch {
      // Not JSON: handed on as it is, for globals.ts to report as it reports any malformed value.
      lastValue = text;
    }
  }
  return lastValue;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface PageSettings {
  /** The two sources merged, `window.SiteWidgets` over the element; sources that are not objects left out. */
  readonly settings: Record<string, unknown>;
  /** A source that is not an object (`window.SiteWidgets = "admin"`, an element that is not JSON), for the report. */
  readonly malformed: readonly { readonly source: string; readonly value: unknown }[];
}

export function pageSettings(): PageSettings {
  const own: unknown = typeof window === 'undefined' ? undefined : window.SiteWidgets;
  const element = elementSettings();
  const malformed: { source: string; value: unknown }[] = [];
  const sources: [string, unknown][] = [
    [`#${GLOBALS_ELEMENT_ID}`, element],
    ['SiteWidgets', own],
  ];
  let settings: Record<string, unknown> = {};
  for (const [source, value] of sources) {
    if (value === undefined || value === null) continue;
    if (isPlainObject(value)) settings = { ...settings, ...value };
    else malformed.push({ source, value });
  }
  return { settings, malformed };
}
