/** Sorted keys at every level: the same data written in another key order compares equal. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(Reflect.get(value, key))]),
  );
}

/** A value as JSON in one spelling (keys sorted), to compare data whatever order it was written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'undefined';
}
