/**
 * Where the page globals come from: `window.SiteWidgets`, set by a script of the host's,
 * over `<script type="application/json" id="site-widgets-globals">`, which needs no script
 * at all (a page with a Content-Security-Policy gives its settings without a nonce). Keys
 * of `window.SiteWidgets` win: a host that changes the globals later reassigns it and
 * dispatches `site-widgets:globals-change`. `globals.ts` checks each value; the entry's
 * protected-content listener reads the user the same way with less (`logged-in.ts`).
 */
export const GLOBALS_ELEMENT_ID = 'site-widgets-globals';

/** The element's JSON; its text when it is not JSON (reported as malformed); nothing without the element. */
function printed(): unknown {
  const text = document.getElementById(GLOBALS_ELEMENT_ID)?.textContent;
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface PageSettings {
  /** The two sources merged, `window.SiteWidgets` over the element; sources that are not objects left out. */
  readonly settings: Record<string, unknown>;
  /** The sources that are not objects (`window.SiteWidgets = "admin"`, an element that is not JSON), for the report. */
  readonly malformed: readonly { readonly source: string }[];
}

export function pageSettings(): PageSettings {
  const settings: Record<string, unknown> = {};
  const malformed: { source: string }[] = [];
  const sources: [string, unknown][] = [
    [`#${GLOBALS_ELEMENT_ID}`, printed()],
    ['SiteWidgets', window.SiteWidgets],
  ];
  for (const [source, value] of sources) {
    if (isPlainObject(value)) Object.assign(settings, value);
    else if (value !== undefined && value !== null) malformed.push({ source });
  }
  return { settings, malformed };
}
