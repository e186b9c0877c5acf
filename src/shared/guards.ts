/**
 * Tiny runtime shape checks for data that comes from the page (JSON attributes,
 * hidden inputs, session storage). A guard answers `null` when the value fits, or a
 * short reason when it does not.
 */
export type Guard<T> = ((value: unknown) => string | null) & { readonly __type?: T };

export function guard<T>(check: (value: unknown) => string | null): Guard<T> {
  return check;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Runs a guard and, when it finds no problem, gives the value its checked type. */
export function check<T>(guardOf: Guard<T>, value: unknown): Checked<T> {
  const problem = guardOf(value);
  // The one place a checked value is given its type: the guard has just verified it.
  return problem === null ? { ok: true, value: value as T } : { ok: false, problem };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function arrayOf<T>(item: Guard<T>): Guard<T[]> {
  return guard<T[]>((value) => {
    if (!Array.isArray(value)) return 'expected a list';
    for (const [index, entry] of value.entries()) {
      const problem = item(entry);
      if (problem !== null) return `item ${index}: ${problem}`;
    }
    return null;
  });
}

type FieldCheck = 'string' | 'number' | 'boolean' | 'string?' | 'number?' | 'boolean?';

/** An object whose listed fields have the listed primitive types (`?`: may be absent or null). */
export function objectWith<T>(fields: Record<string, FieldCheck | ((value: unknown) => string | null)>): Guard<T> {
  return guard<T>((value) => {
    if (!isRecord(value)) return 'expected an object';
    for (const [field, check] of Object.entries(fields)) {
      const problem = typeof check === 'function' ? check(value[field]) : checkPrimitive(value[field], check);
      if (problem !== null) return `"${field}" ${problem}`;
    }
    return null;
  });
}

function checkPrimitive(value: unknown, check: FieldCheck): string | null {
  const optional = check.endsWith('?');
  if (optional && (value === undefined || value === null)) return null;
  const type = optional ? check.slice(0, -1) : check;
  return typeof value === type ? null : `expected ${type}`;
}
