import { cspNonce } from '../../../src/runtime/nonce';
import { adoptStyles } from '../../../src/runtime/styles';

afterEach(() => {
  document.head.replaceChildren();
});

test("where constructed stylesheets are missing, the <style> element carries the page's CSP nonce", () => {
  // jsdom has no adoptedStyleSheets: the fallback path, as in Safari before 16.4.
  expect(Array.isArray(document.adoptedStyleSheets)).toBe(false);
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.nonce = 'abc123';
  document.head.append(meta);
  adoptStyles('.sw-x { color: red }');
  const style = document.head.querySelector('style[data-site-widgets]');
  expect(style?.textContent).toBe('.sw-x { color: red }');
  expect(style instanceof HTMLStyleElement ? style.nonce : null).toBe('abc123');
});

test("the nonce is also found on the entry's own script, and is absent where the page has none", () => {
  expect(cspNonce()).toBeUndefined();
  adoptStyles('.sw-y {}');
  expect(document.head.querySelector('style')?.hasAttribute('nonce')).toBe(false);
  const script = document.createElement('script');
  script.type = 'module';
  script.nonce = 'n0nce';
  document.head.append(script);
  expect(cspNonce()).toBe('n0nce');
});
