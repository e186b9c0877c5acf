import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, IMAGE_PROTOCOLS as IMAGE_SCHEMES, LINK_PROTOCOLS as LINK_SCHEMES } from './allowlist';

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(LINK_SCHEMES);
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(IMAGE_SCHEMES);

function allowedUrl(value: string, protocols: ReadonlySet<string>): boolean {
  try {
    // The URL parser strips tabs, newlines and case as navigation would: `JaVa\tScript:`
    // cannot hide from it.
    return protocols.has(new URL(value, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/**
 * The last step of both sanitizing paths, on nodes not yet in the page: URLs keep only
 * web, mail and phone schemes (both sanitizers already drop `javascript:`; this also
 * drops `data:` and friends, so both paths agree), and links opening a new tab cannot
 * reach back to the host page through `window.opener`.
 */
export function finishSanitized(root: ParentNode): void {
  for (const link of root.querySelectorAll('a[href]')) {
    if (!allowedUrl(link.getAttribute('href') ?? '', LINK_PROTOCOLS)) link.removeAttribute('href');
  }
  for (const image of root.querySelectorAll('img[src]')) {
    if (!allowedUrl(image.getAttribute('src') ?? '', IMAGE_PROTOCOLS)) image.removeAttribute('src');
  }
  for (const link of root.querySelectorAll('a[target]')) {
    if (link.getAttribute('target')?.toLowerCase() === '_blank') link.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The Sanitizer API's configuration for the allowlist (setHTML stays "safe" whatever it says). */
export const NATIVE_CONFIG: SanitizerConfig = {
  elements: [...ALLOWED_ELEMENTS],
  attributes: [...ALLOWED_ATTRIBUTES],
};
