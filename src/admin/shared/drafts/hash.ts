import { canonicalJson } from '../document/canonical-json';

/**
 * A value's text in one spelling. The server may print what it stored differently from
 * what was posted (PHP's `json_encode` writes `\/` and `\u00e1`): as data, both are the
 * same. Text that is not JSON (an image's URL) is compared as it is.
 */
export function canonicalText(text: string): string {
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return text;
  }
}

/** FNV-1a, 32 bits, as hex: enough to tell whether the server's value changed. */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The fingerprint of a value the server printed, as a draft records it. */
export function serverFingerprint(text: string): string {
  return hashText(canonicalText(text));
}
