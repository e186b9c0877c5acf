import { readPageGlobals } from './globals';

/**
 * The visitor's analytics consent (docs/hosting.md, "Consent"): one rule for whether an event
 * may leave the page, read by `sendEvent` and by the `consent-notice` widget.
 *
 * 1. A host that decides itself (`SiteWidgets.analyticsConsent` true or false) wins.
 * 2. Otherwise a page that asks (it holds a `consent-notice` placeholder) sends only after the
 *    visitor chose 'Aceptar' for the notice's version, as kept on this device.
 * 3. Otherwise (neither the global nor the notice: hosts from before the notice) events go, as always.
 *
 * Kept small and free of React: every page that sends events carries it.
 */

/** Where the choice is kept on the device (localStorage), the same key the host's consent defaults read. */
export const CONSENT_KEY = 'site-widgets:consent';
/** Dispatched on `window` when the visitor chooses (detail: `ConsentChange`); the host's tag loader listens. */
export const CONSENT_CHANGE_EVENT = 'site-widgets:consent-change';
/** The notice's placeholder: its presence is how a page says it asks for consent. */
const NOTICE_SELECTOR = '[data-widget-name="consent-notice"]';

export type ConsentChoice = 'granted' | 'denied';

/** What is kept: the choice, the notice's version it answered (a host asks again with a new one), and when. */
interface StoredConsent {
  version: number;
  choice: ConsentChoice;
  at: string;
}

export interface ConsentChange {
  choice: ConsentChoice;
}

/** The choice kept for `version`; null when none, another version's, or anything malformed. */
export function readConsent(version: number): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { version: kept, choice } = value as Partial<Record<keyof StoredConsent, unknown>>;
    if (kept !== version) return null;
    return choice === 'granted' || choice === 'denied' ? choice : null;
  } catch {
    // No storage (a private mode, a sandbox) or a value that is not JSON: no choice yet.
    return null;
  }
}

/** Keeps the choice; false when the device refuses (the choice then lasts for this page only). */
export function writeConsent(version: number, choice: ConsentChoice): boolean {
  const stored: StoredConsent = { version, choice, at: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** The notice's version as its placeholder gives it (`data-version`, default 1). */
function noticeVersion(element: Element): number {
  const raw = element.getAttribute('data-version');
  const version = raw === null ? 1 : Number(raw.trim());
  return Number.isInteger(version) && version >= 1 ? version : 1;
}

/** The rule above: whether analytics may run on this page now. */
export function analyticsAllowed(): boolean {
  const host = readPageGlobals().analyticsConsent;
  if (host !== null) return host;
  const notice = document.querySelector(NOTICE_SELECTOR);
  if (notice === null) return true;
  return readConsent(noticeVersion(notice)) === 'granted';
}
