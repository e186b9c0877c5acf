/** How a JSON value reads in a Spanish error message ("un objeto", "el texto «Pasos»"). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nada';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `una lista de ${value.length} elemento${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'string') return `el texto «${value.length > 40 ? `${value.slice(0, 39)}…` : value}»`;
  if (typeof value === 'number') return `el número ${value}`;
  if (typeof value === 'boolean') return `el valor ${String(value)}`;
  return 'un objeto';
}

/** What a valibot schema type expects, in Spanish. */
export function describeExpected(type: string): string {
  switch (type) {
    case 'array':
      return 'una lista';
    case 'object':
    case 'loose_object':
      return 'un objeto';
    case 'string':
      return 'un texto';
    case 'number':
      return 'un número';
    default:
      return 'otro tipo de valor';
  }
}

/** `[0, 'steps', 2]` → "en el elemento 1 → «steps» → elemento 3" (positions count from 1, as editors do). */
export function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'en el valor completo';
  const parts = path.map((key) => (typeof key === 'number' ? `elemento ${key + 1}` : `«${String(key)}»`));
  return `en ${parts.join(' → ')}`;
}

/** The value found at `path` inside `root`, for the message. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}
