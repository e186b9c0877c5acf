import { cspNonce } from './nonce';

/**
 * Applies a widget's CSS when its code arrives (the build turns each `import './x.css'`
 * of a widget module into a call to this): a page pays only for the CSS of the widgets
 * it shows, with no extra request. Constructed stylesheets are CSSOM, which a page's
 * `style-src` policy does not block; where they are missing (Safari before 16.4) a
 * `<style>` element is used instead, with the page's nonce.
 */
export function adoptStyles(css: string): void {
  if (typeof document === 'undefined') return;
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && Array.isArray(document.adoptedStyleSheets)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.setAttribute('data-site-widgets', '');
  const nonce = cspNonce();
  if (nonce !== undefined) style.nonce = nonce;
  style.textContent = css;
  document.head.append(style);
}
