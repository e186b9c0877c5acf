import { logError } from '../../base/log';
import { cspNonce } from '../../runtime';
import { readPageGlobals, type SpeculationSetting } from './globals';

/**
 * The page's one `<script type="speculationrules">` (docs/hosting.md, "Speculation Rules"),
 * downloaded and written when the first marked link mounts (speculation.ts): a chunk of its own,
 * so that a page without cards (a recipe's) carries none of it.
 */

/** speculation.ts's marker, spelled out: that file imports this one (lazily), not the other way. */
const SPECULATE_ATTRIBUTE = 'data-speculate';

/**
 * Never fetched ahead, even from a marked link: the admin, the API, logging in or out and the
 * registration (a form, with the visitor's session). A safety net: no widget marks such a link.
 * URL patterns: `{/*}?`, the path itself or anything under it.
 */
export const NEVER_SPECULATED = ['/admin{/*}?', '/api/*', '/login{/*}?', '/logout{/*}?', '/register_pdv{/*}?'] as const;

/**
 * The Trusted Types policy the rules' text goes through where the page requires them
 * (`require-trusted-types-for 'script'`): the host allows it by name (docs/hosting.md,
 * "Content Security Policy"). It lets through the rules this file wrote and nothing else.
 */
const SPECULATION_POLICY = 'site-widgets-speculation';

type Eagerness = Exclude<SpeculationSetting, 'off'>;

/**
 * The rules, as JSON: one document rule per action, each on its marker, on this origin only (a
 * landing may link to another site: its cookies and its server are not ours to call ahead), none
 * on the excluded paths. Paths are resolved against the page's address.
 */
export function speculationRules(eagerness: Eagerness): string {
  const rule = (speculation: 'prefetch' | 'prerender') => ({
    source: 'document',
    where: { and: [{ selector_matches: `a[${SPECULATE_ATTRIBUTE}=${speculation}]` }, { href_matches: '/*' }, { not: { href_matches: NEVER_SPECULATED } }] },
    eagerness,
  });
  return JSON.stringify({ prefetch: [rule('prefetch')], prerender: [rule('prerender')] });
}

/** The Network Information API's part read here (Chromium only; TypeScript's DOM types leave it out). */
interface ConnectionHints {
  readonly connection?: { readonly saveData?: boolean; readonly effectiveType?: string };
}

/**
 * The visitor saves data (a phone's data saver, as src/runtime/load/save-data.ts reads it; not
 * imported, so that this file and the loading strategies' chunks stay apart) or is on a 2G-like
 * connection: a page fetched ahead would compete with the one being read.
 */
function thinLine(): boolean {
  const connection = (navigator as Navigator & ConnectionHints).connection;
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** What this file uses of the browser's Trusted Types (the DOM's types here do not have them). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScript(): string }): { createScript(text: string): unknown };
}

/** The rules' text, as a TrustedScript where the browser has Trusted Types. */
function trustedText(rules: string): string {
  const factory = Reflect.get(window, 'trustedTypes') as TrustedTypesFactory | undefined;
  if (factory === undefined) return rules;
  // Whatever it is given, the policy answers the rules: nothing else can go through it.
  const policy = factory.createPolicy(SPECULATION_POLICY, { createScript: () => rules });
  // A TrustedScript: `text` takes it where the DOM's types say a string.
  return policy.createScript(rules) as string;
}

let decided = false;

/**
 * Writes the page's rules, once (later calls do nothing): nothing when the host turned them
 * off, the visitor saves data or is on a slow connection, or the browser has no Speculation
 * Rules, which then navigates as it always did.
 */
export function writeSpeculationRules(): void {
  if (decided) return;
  decided = true;
  const setting = readPageGlobals().speculation;
  if (setting === 'off' || thinLine()) return;
  if (typeof HTMLScriptElement.supports !== 'function' || !HTMLScriptElement.supports('speculationrules')) return;
  try {
    const script = document.createElement('script');
    script.type = 'speculationrules';
    // An inline script: the page's policy lets it run by its nonce.
    const nonce = cspNonce();
    if (nonce !== undefined) script.nonce = nonce;
    script.text = trustedText(speculationRules(setting));
    document.head.append(script);
  } catch (error) {
    // A policy that refuses ours (docs/hosting.md, "Content Security Policy"): links work as always.
    logError('speculation rules not written', error);
  }
}
