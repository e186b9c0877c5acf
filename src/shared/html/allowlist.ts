/**
 * The markup an answer may keep, on both sanitizing paths (the browser's Sanitizer API
 * and DOMPurify), so both give the same result, and on the server, which sanitizes what
 * the FAQ editor posts with the same list (the host package's `resources/html-allowlist.json`,
 * written from this file by `scripts/generate/html-allowlist.ts`). An allowlist rather than a blocklist:
 * whatever the CMS adds later stays out until someone decides it is harmless. No
 * `style`, `class` or `id`: CMS content must not restyle or collide with the host page.
 */
export const ALLOWED_ELEMENTS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

export const ALLOWED_ATTRIBUTES = ['href', 'target', 'title', 'src', 'alt', 'width', 'height', 'lang', 'dir', 'colspan', 'rowspan', 'scope'] as const;

/** The URL schemes a link may keep (`finish.ts` drops the others, `data:` and `javascript:` among them). */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
/** The URL schemes an image may keep. */
export const IMAGE_PROTOCOLS = ['http:', 'https:'] as const;
