/**
 * Every public route the widgets link to (spec section 2), and the one way a value
 * enters a URL path: `pathSegment()`.
 */

/**
 * One URL path segment: percent-encoded, so `/`, `?` or `#` in a value cannot change the
 * route. Empty, `.` and `..` are refused: the URL would name another path (`/api/posts/..`
 * is `/api/`). A number must be a safe integer, so a huge id never becomes `1e+23`.
 */
export function pathSegment(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not a path segment: ${value} is not a whole number in the safe range`);
    return String(value);
  }
  if (value === '' || value === '.' || value === '..') throw new Error(`not a path segment: ${JSON.stringify(value)}`);
  return encodeURIComponent(value);
}

/** Where an unfinished registration is completed. */
export const REGISTER_PATH = '/register_pdv/';

export function postPath(id: number): string {
  return `/post/${pathSegment(id)}`;
}

export function productPath(id: number): string {
  return `/product/${pathSegment(id)}`;
}

/** Relative, as the spec writes it: the consumer site resolves it against its own path. */
export function consumerProductPath(id: number): string {
  return `consumers/product/${pathSegment(id)}`;
}

export function distributorPath(id: number): string {
  return `/distribuidores/${pathSegment(id)}`;
}

export function cookbookPath(id: number): string {
  return `/recetarios/${pathSegment(id)}`;
}
