// Apart from routes.ts: the attribute converters (in every widget's runtime chunk) need
// this check, not the routes.

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
