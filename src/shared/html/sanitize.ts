import { logError } from '../../base/log';
import { finishSanitized, NATIVE_CONFIG } from './finish';

/** `Element.setHTML` (HTML Sanitizer API), not yet in TypeScript's DOM types. */
interface SafeSetter {
  setHTML(html: string, options?: { sanitizer?: SanitizerConfig }): void;
}

function hasSetHTML(element: Element): element is Element & SafeSetter {
  return 'setHTML' in element && typeof element.setHTML === 'function';
}

let inert: Document | null = null;

/** A box in a document that loads nothing and runs nothing (one for the page: cheap per answer). */
function inertHolder(): HTMLDivElement {
  inert ??= document.implementation.createHTMLDocument('');
  return inert.createElement('div');
}

// Something every correct implementation must do with our configuration: an early or
// partial one (a different options shape, a setHTML that throws on our config, or keeps
// what it should drop) falls back to DOMPurify instead of being trusted. No event handler
// in it: under a Content-Security-Policy, merely parsing one is reported as a violation.
const PROBE = '<p><strong>a</strong><a href="javascript:void 0" class="x">b</a></p><script></script><style></style><form></form>';

function nativeWorks(): boolean {
  try {
    const holder = inertHolder();
    if (!hasSetHTML(holder)) return false;
    holder.setHTML(PROBE, { sanitizer: NATIVE_CONFIG });
    return holder.querySelector('p > strong') !== null && holder.querySelector('script, style, form, [class], [href]') === null;
  } catch {
    return false;
  }
}

let native: boolean | null = null;

/** Whether this browser sanitizes natively (checked once). */
export function sanitizesNatively(): boolean {
  native ??= typeof document !== 'undefined' && nativeWorks();
  return native;
}

export type Purify = (html: string) => DocumentFragment;

let purifier: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** DOMPurify, downloaded once, on first need (its own chunk). */
export function loadPurifier(): Promise<Purify> {
  loading ??= import('./purify').then(
    (module) => {
      purifier = module.purify;
      return module.purify;
    },
    (error: unknown) => {
      logError('could not download the HTML sanitizer', error);
      loading = null; // a later answer may try the download again
      throw error;
    },
  );
  return loading;
}

/** DOMPurify if it has already loaded, so a render can use it without waiting. */
export function loadedPurifier(): Purify | null {
  return purifier;
}

/** Sanitized nodes of `html`, or null when the fallback sanitizer has not loaded yet. */
function sanitizedNodes(html: string, fallback: Purify | null): ParentNode | null {
  if (sanitizesNatively()) {
    const holder = inertHolder();
    if (!hasSetHTML(holder)) return null;
    holder.setHTML(html, { sanitizer: NATIVE_CONFIG });
    return holder;
  }
  return fallback === null ? null : fallback(html);
}

/**
 * Replaces `target`'s content with sanitized `html`. Nodes move in (never serialized and
 * parsed again, which is where sanitizer bypasses live). Returns false, leaving `target`
 * empty, when the fallback sanitizer is needed and not loaded.
 */
export function sanitizeInto(target: Element, html: string, fallback: Purify | null = loadedPurifier()): boolean {
  const nodes = sanitizedNodes(html, fallback);
  if (nodes === null) {
    target.replaceChildren();
    return false;
  }
  finishSanitized(nodes);
  target.replaceChildren(...nodes.childNodes);
  return true;
}

/**
 * Sanitized HTML as a string (for previews that need one). Prefer `SafeHtml`: a string
 * set through `innerHTML` is parsed once more.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const holder = inertHolder();
  sanitizeInto(holder, html, sanitizesNatively() ? null : await loadPurifier());
  return holder.innerHTML;
}
