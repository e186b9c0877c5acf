import * as v from 'valibot';
import { logError } from '../../base/log';
import { describeIssue } from '../../base/schema/issues';
import { read } from '../../base/schema/read';
import { flag, id } from '../../base/schema/laravel';
import { pageSettings } from './settings';

/**
 * The page globals: the one place a host page tells the widgets about the visitor and
 * its own settings. The host prints `<script type="application/json" id="site-widgets-globals">`
 * or sets `window.SiteWidgets` before the bundle's script tags, or both (`settings.ts`; see
 * docs/hosting.md, "3. Set the page globals"); widgets read them when they use them, so a host
 * that changes them later and dispatches `site-widgets:globals-change` on `window` sees every
 * widget follow. `window.SiteWidgets` itself, and the `ready` the runtime waits for, are
 * declared by the runtime (src/runtime/settings-global.d.ts); what widgets read is added here.
 */
declare global {
  interface SiteWidgetsSettings {
    /** The logged user; absent or null when nobody is logged in. */
    user?: { id: number } | null;
    /** True while the logged user has not finished registering. */
    registrationUnfinished?: boolean;
    /** Prefix for API calls (another origin or path); default: the page's own origin. */
    apiBaseUrl?: string;
    /** Where the bundle's login modal sends visitors; default `/login`. */
    loginUrl?: string;
    /** The shopping list's page, where 'Agregar a la lista' links (docs/widgets/shopping-list.md); default `/mi-lista`. */
    shoppingListUrl?: string;
    /** CSS selector of the host page's own login modal, opened instead of the bundle's. */
    loginModal?: string;
    /**
     * True on the consumer site's pages (post cards use the short layout), false on the
     * others. When absent, a hostname starting with `consumidores.` or `consumers.` counts
     * as the consumer site.
     */
    consumerSite?: boolean;
    /**
     * The host's own analytics decision, which wins over the `consent-notice` widget: false,
     * the widgets send no analytics event at all and the notice does not show; true, they send
     * them and the notice does not show. Absent: the notice decides where the page places it,
     * else events are sent (docs/hosting.md, "Consent"; docs/widgets/sharing.md, "Analytics").
     */
    analyticsConsent?: boolean;
    /**
     * How eagerly the browser fetches the page behind a card or a directory link before the tap
     * (Speculation Rules, docs/hosting.md, "Speculation Rules"): 'off' writes no rule; else the
     * rules' eagerness. Default 'moderate'.
     */
    speculation?: SpeculationSetting;
    /**
     * Installed by the admin entry (never set by the host): removes every editor draft of
     * this origin and returns how many went, e.g. on logout (docs/widgets/editors.md, "Drafts").
     */
    clearDrafts?: () => number;
  }
}

/** The values of `window.SiteWidgets.speculation`: the one list, the type and the schema read it. */
const SPECULATION_SETTINGS = ['off', 'conservative', 'moderate', 'eager'] as const;
export type SpeculationSetting = (typeof SPECULATION_SETTINGS)[number];

/** Every setting of `window.SiteWidgets`, the runtime's and the widgets' (the demo's panel sets them). */
export type SiteWidgetsSettings = globalThis.SiteWidgetsSettings;

export const GLOBALS_CHANGE_EVENT = 'site-widgets:globals-change';

/** What widgets see: the settings, checked and with defaults filled in. */
export interface PageGlobals {
  userId: number | null;
  registrationUnfinished: boolean;
  apiBaseUrl: string;
  loginUrl: string;
  loginModal: string | null;
  shoppingListUrl: string;
  /** The page belongs to the consumer site (`consumerSite`, else the hostname). */
  consumerSite: boolean;
  /** The host's analytics decision (`analyticsConsent`); null when it says nothing (src/shared/page/consent.ts decides). */
  analyticsConsent: boolean | null;
  /** Speculation Rules' eagerness, or 'off' (`speculation`, default 'moderate'). */
  speculation: SpeculationSetting;
}

const DEFAULT_LOGIN_URL = '/login';
const DEFAULT_SHOPPING_LIST_URL = '/mi-lista';
/** The hostname fallback of `consumerSite`: `consumidores.example.com`, `consumers.example.com`. */
export function isConsumerHostname(hostname: string): boolean {
  return /^(consumidores|consumers)\./i.test(hostname);
}

/** Each setting read on its own: one malformed value reads as absent, the others still count. */
const settingSchemas = {
  user: v.nullish(v.looseObject({ id })),
  registrationUnfinished: v.optional(flag),
  apiBaseUrl: v.optional(v.string()),
  loginUrl: v.optional(v.string()),
  loginModal: v.optional(v.string()),
  shoppingListUrl: v.optional(v.string()),
  consumerSite: v.optional(flag),
  analyticsConsent: v.optional(flag),
  speculation: v.optional(v.picklist(SPECULATION_SETTINGS)),
};

// Globals are read on every render that uses them: each problem is logged once.
const reported = new Set<string>();

function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  logError(`window.SiteWidgets ignored: ${message}`);
}

function setting<K extends keyof typeof settingSchemas>(record: Record<string, unknown>, key: K): v.InferOutput<(typeof settingSchemas)[K]> | undefined {
  const result = read(settingSchemas[key], record[key]);
  if (result.ok) return result.value;
  reportOnce(describeIssue(result.issue, `SiteWidgets.${key}`));
  return undefined;
}

export function readPageGlobals(): PageGlobals {
  // Typed for hosts, but written by a template: checked like any data from the page.
  const { settings: record, malformed } = pageSettings();
  for (const { source } of malformed) reportOnce(`${source}: expected an object`);
  const userId = setting(record, 'user')?.id ?? null;
  const loginUrl = setting(record, 'loginUrl');
  const loginModal = setting(record, 'loginModal');
  const shoppingListUrl = setting(record, 'shoppingListUrl');
  return {
    userId,
    // Unfinished registration only means something for a logged user.
    registrationUnfinished: userId !== null && setting(record, 'registrationUnfinished') === true,
    apiBaseUrl: setting(record, 'apiBaseUrl') ?? '',
    loginUrl: loginUrl === undefined || loginUrl === '' ? DEFAULT_LOGIN_URL : loginUrl,
    loginModal: loginModal === undefined || loginModal === '' ? null : loginModal,
    shoppingListUrl: shoppingListUrl === undefined || shoppingListUrl === '' ? DEFAULT_SHOPPING_LIST_URL : shoppingListUrl,
    consumerSite: setting(record, 'consumerSite') ?? (typeof location === 'undefined' ? false : isConsumerHostname(location.hostname)),
    analyticsConsent: setting(record, 'analyticsConsent') ?? null,
    speculation: setting(record, 'speculation') ?? 'moderate',
  };
}
