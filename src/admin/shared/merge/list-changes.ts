/**
 * What one side did to a list since the common base, item by item of the base: kept,
 * removed or replaced (edited in place), and what it inserted in each gap between base
 * items (gap `k` is before base item `k`; gap `base.length` is at the end). Items are
 * matched by equal content (a longest common subsequence), so an item inserted or removed
 * elsewhere does not shift the others; a removal followed by an insertion at the same
 * place is an edit of that item. A move reads as a removal and an insertion.
 */
export type ItemFate<T> = { kind: 'kept' } | { kind: 'removed' } | { kind: 'replaced'; value: T };

export interface ListChanges<T> {
  readonly fates: readonly ItemFate<T>[];
  readonly inserted: readonly (readonly T[])[];
}

/** Longest common subsequence of `before` and `after` by `same`, as the pairs of indices it matches. */
function commonPairs<T>(before: readonly T[], after: readonly T[], same: (a: T, b: T) => boolean): [number, number][] {
  const rows = before.length;
  const columns = after.length;
  // lengths[i][j]: the LCS of before[i:] and after[j:]; lists are editors' groups and steps, tens of items.
  const lengths = Array.from({ length: rows + 1 }, () => new Array<number>(columns + 1).fill(0));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      const row = lengths[i];
      const next = lengths[i + 1];
      if (row === undefined || next === undefined) continue;
      row[j] = same(before[i] as T, after[j] as T) ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (same(before[i] as T, after[j] as T)) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return pairs;
}

export function listChanges<T>(base: readonly T[], side: readonly T[], same: (a: T, b: T) => boolean): ListChanges<T> {
  const fates: ItemFate<T>[] = base.map(() => ({ kind: 'removed' }));
  const inserted: T[][] = base.map(() => []);
  inserted.push([]);
  // Sentinel pair past both ends: the run after the last match is handled like the others.
  const pairs = [...commonPairs(base, side, same), [base.length, side.length] as [number, number]];
  let baseAt = 0;
  let sideAt = 0;
  for (const [baseMatch, sideMatch] of pairs) {
    const removed = baseMatch - baseAt;
    const added = side.slice(sideAt, sideMatch);
    // Removed and added at one place: the first ones are edits of the removed items.
    const edits = Math.min(removed, added.length);
    for (let offset = 0; offset < edits; offset += 1) fates[baseAt + offset] = { kind: 'replaced', value: added[offset] as T };
    inserted[baseMatch]?.push(...added.slice(edits));
    if (baseMatch < base.length) fates[baseMatch] = { kind: 'kept' };
    baseAt = baseMatch + 1;
    sideAt = sideMatch + 1;
  }
  return { fates, inserted };
}
