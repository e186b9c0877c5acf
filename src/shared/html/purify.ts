// Loaded only where the browser has no usable Sanitizer API (Safari, older browsers,
// jsdom): DOMPurify is most of a FAQ page's download otherwise.
import DOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS } from './allowlist';

/** CMS HTML as sanitized nodes of the current document, not yet in the page. */
export function purify(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_ELEMENTS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    // The list is the whole truth, as on the native path and on the server: no `aria-*` either.
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
