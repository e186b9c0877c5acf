import { useEffect } from 'react';
import { logError } from '../../runtime/base/log';
import { savesData } from '../../runtime/load/save-data';
import { cspNonce } from '../../runtime/nonce';
import { readPageGlobals, type SpeculationSetting } from './globals';

/**
 * Speculation Rules (docs/hosting.md, "Speculation Rules"): the page behind a card or a
 * directory link fetched, or for a recipe rendered, before the tap. Links opt in: the card and
 * link components mark theirs (`data-speculate`), and the first one to mount writes the page's
 * one `<script type="speculationrules">` of document rules that select the marked links; a page
 * with no such widget gets no rule and no byte of this file.
 */

/** What a marked link asks for: `prerender` (a recipe's page), `prefetch` (any other). */
export type Speculation = 'prefetch' | 'prerender';

/** The marker's attribute, on the `<a>` itself. */
export const SPECULATE_ATTRIBUTE = 'data-speculate';

/**
 * Never fetched ahead, even from a marked link: the admin, the API, logging in or out and the
 * registration (a form, with the visitor's session). A safety net: no widget marks such a link.
 */
export const NEVER_SPECULATED = ['/admin', '/admin/*', '/api/*', '/login', '/login/*', '/logout', '/logout/*', '/register_pdv', '/register_pdv/*'] as const;

/**
 * The Trusted Types policy the rules' text goes through where the page requires them
 * (`require-trusted-types-for 'script'`): the host allows it by name (docs/hosting.md,
 * "Content Security Policy"). It lets through the rules this file wrote and nothing else.
 */
export const SPECULATION_POLICY = 'site-widgets-speculation';

type Eagerness = Exclude<SpeculationSetting, 'off'>;

/**
 * The rules, as JSON: one document rule per action, each on its marker, on this origin only (a
 * landing may link to another site: its cookies and its server are not ours to call ahead), none
 * on the excluded paths. Paths are resolved against the page's address.
 */
export function speculationRules(eagerness: Eagerness): string {
  const rule = (speculation: Speculation) => ({
    source: 'document',
    where: { and: [{ selector_matches: `a[${SPECULATE_ATTRIBUTE}=${speculation}]` }, { href_matches: '/*' }, { not: { href_matches: NEVER_SPECULATED } }] },
    eagerness,
  });
  return JSON.stringify({ prefetch: [rule('prefetch')], prerender: [rule('prerender')] });
}

/** The Network Information API's part read here (Chromium only; TypeScript's DOM types leave it out). */
interface ConnectionHints {
  readonly connection?: { readonly effectiveType?: string };
}

/** A 2G-like connection: a page fetched ahead would compete with the one the visitor is reading. */
function slowConnection(): boolean {
  const type = (navigator as Navigator & ConnectionHints).connection?.effectiveType;
  return type === 'slow-2g' || type === '2g';
}

/** What this file uses of the browser's Trusted Types (the DOM's types here do not have them). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScript(text: string): string }): { createScript(text: string): unknown };
}

/** The rules' text, as a TrustedScript where the browser has Trusted Types. */
function trustedText(rules: string): string {
  const factory = Reflect.get(window, 'trustedTypes') as TrustedTypesFactory | undefined;
  if (factory === undefined) return rules;
  const policy = factory.createPolicy(SPECULATION_POLICY, {
    createScript: (text) => {
      if (text !== rules) throw new TypeError(`${SPECULATION_POLICY} allows the speculation rules only`);
      return text;
    },
  });
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
  if (setting === 'off' || savesData() || slowConnection()) return;
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

/**
 * The marker of a link to speculate on (`null`: none, e.g. a locked card), as props for the
 * `<a>`; the first marked link to mount writes the rules.
 */
export function useSpeculation(speculation: Speculation | null): { [SPECULATE_ATTRIBUTE]?: Speculation } {
  useEffect(() => {
    if (speculation !== null) writeSpeculationRules();
  }, [speculation]);
  return speculation === null ? {} : { [SPECULATE_ATTRIBUTE]: speculation };
}
