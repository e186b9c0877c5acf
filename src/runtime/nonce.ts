/**
 * The page's Content-Security-Policy nonce, for what the bundle adds to the page itself
 * (a `<style>` where constructed stylesheets are missing). Read as Vite reads it: from
 * `<meta property="csp-nonce" nonce="…">`, else from the first script that carries one (the
 * entry's own tag). The `nonce` property, not the attribute: browsers empty the attribute
 * once the element is in a page served with a policy.
 */
export const NONCE_SELECTOR = 'meta[property=csp-nonce],script[nonce]';

export function cspNonce(): string | undefined {
  const element = typeof document === 'undefined' ? null : document.querySelector(NONCE_SELECTOR);
  const nonce = element instanceof HTMLElement ? element.nonce : undefined;
  return nonce === undefined || nonce === '' ? undefined : nonce;
}
