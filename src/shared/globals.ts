import { isRecord } from './guards';

/**
 * The page globals: the one place a host page tells the widgets about the visitor and
 * its own settings. The host sets `window.SiteWidgets` before the bundle's script
 * tags (see README, "Page globals"); widgets read it when they use it, so a host that
 * changes it later and dispatches `site-widgets:globals-change` on `window` sees every
 * widget follow.
 */
export interface SiteWidgetsSettings {
  /** The logged user; absent or null when nobody is logged in. */
  user?: { id: number } | null;
  /** True while the logged user has not finished registering. */
  registrationUnfinished?: boolean;
  /** Prefix for API calls (another origin or path); default: the page's own origin. */
  apiBaseUrl?: string;
  /** Where the bundle's login modal sends visitors; default `/login`. */
  loginUrl?: string;
  /** CSS selector of the host page's own login modal, opened instead of the bundle's. */
  loginModal?: string;
  /**
   * True on the consumer site's pages (post cards use the short layout), false on the
   * others. When absent, a hostname starting with `consumidores.` or `consumers.` counts
   * as the consumer site.
   */
  consumerSite?: boolean;
  /** When set, the runtime waits for this promise before mounting any widget. */
  ready?: PromiseLike<unknown>;
}

declare global {
  interface Window {
    SiteWidgets?: SiteWidgetsSettings;
  }
}

export const GLOBALS_CHANGE_EVENT = 'site-widgets:globals-change';

/** What widgets see: the settings, checked and with defaults filled in. */
export interface PageGlobals {
  userId: number | null;
  registrationUnfinished: boolean;
  apiBaseUrl: string;
  loginUrl: string;
  loginModal: string | null;
  /** The page belongs to the consumer site (`consumerSite`, else the hostname). */
  consumerSite: boolean;
}

const DEFAULT_LOGIN_URL = '/login';
/** The hostname fallback of `consumerSite`: `consumidores.example.com`, `consumers.example.com`. */
export function isConsumerHostname(hostname: string): boolean {
  return /^(consumidores|consumers)\./i.test(hostname);
}

export function readPageGlobals(): PageGlobals {
  // Typed for hosts, but written by a template: checked like any data from the page.
  const settings: unknown = typeof window === 'undefined' ? undefined : window.SiteWidgets;
  const record = isRecord(settings) ? settings : {};
  const user = record.user;
  const userId = isRecord(user) && typeof user.id === 'number' ? user.id : null;
  return {
    userId,
    // Unfinished registration only means something for a logged user.
    registrationUnfinished: userId !== null && record.registrationUnfinished === true,
    apiBaseUrl: typeof record.apiBaseUrl === 'string' ? record.apiBaseUrl : '',
    loginUrl: typeof record.loginUrl === 'string' && record.loginUrl !== '' ? record.loginUrl : DEFAULT_LOGIN_URL,
    loginModal: typeof record.loginModal === 'string' && record.loginModal !== '' ? record.loginModal : null,
    consumerSite:
      typeof record.consumerSite === 'boolean'
        ? record.consumerSite
        : typeof location === 'undefined'
          ? false
          : isConsumerHostname(location.hostname),
  };
}
