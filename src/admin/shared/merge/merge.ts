import { canonicalJson } from '../document/canonical-json';
import { listChanges, type ItemFate } from './list-changes';

/** A place in a document: object keys, and for lists the index of the item in the common base. */
export type MergePath = readonly (string | number)[];

/** Where the two sides changed the same thing differently; `undefined` is "not there" (removed, or never added). */
interface MergeConflict {
  /** Stable for the same three documents: the choice made for it is found again by it. */
  readonly id: string;
  readonly path: MergePath;
  readonly base: unknown;
  readonly theirs: unknown;
  readonly mine: unknown;
}

/** Which side a conflict keeps. */
export type MergeChoice = 'theirs' | 'mine';

export interface MergeResult {
  /** The merged document, each conflict settled by its choice (the saved version's, unless chosen). */
  readonly value: unknown;
  readonly conflicts: readonly MergeConflict[];
}

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A three-way merge of JSON documents, as Git merges text but over the data: what changed
 * on one side only since the common base is taken; what both changed alike is taken once;
 * what both changed differently is a conflict, settled by `choices` (default: the saved
 * version, `theirs`). Objects merge key by key, so a field no editor knows (a legacy `id`)
 * survives any edit beside it; lists merge item by item of the base (`listChanges`), so
 * steps added, removed or edited on different sides all come through, in place; the same
 * item edited on both sides merges inside it, field by field, and asks only where the same
 * field differs; an item one side removed and the other edited asks.
 */
export function mergeJson(base: unknown, theirs: unknown, mine: unknown, choices: ReadonlyMap<string, MergeChoice> = new Map()): MergeResult {
  const conflicts: MergeConflict[] = [];

  const conflict = (path: MergePath, b: unknown, t: unknown, m: unknown): unknown => {
    const id = JSON.stringify(path);
    conflicts.push({ id, path, base: b, theirs: t, mine: m });
    return choices.get(id) === 'mine' ? m : t;
  };

  const merge = (path: MergePath, b: unknown, t: unknown, m: unknown): unknown => {
    if (same(t, m)) return t;
    if (same(b, t)) return m;
    if (same(b, m)) return t;
    if (isRecord(b) && isRecord(t) && isRecord(m)) return mergeObjects(path, b, t, m);
    if (Array.isArray(b) && Array.isArray(t) && Array.isArray(m)) return mergeLists(path, b, t, m);
    return conflict(path, b, t, m);
  };

  const mergeObjects = (path: MergePath, b: Record<string, unknown>, t: Record<string, unknown>, m: Record<string, unknown>): Record<string, unknown> => {
    const merged: Record<string, unknown> = {};
    // The saved version's key order, then keys only this editor added.
    for (const key of new Set([...Object.keys(t), ...Object.keys(m), ...Object.keys(b)])) {
      const value = merge([...path, key], b[key], t[key], m[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  };

  const settleItem = (path: MergePath, b: unknown, t: ItemFate<unknown>, m: ItemFate<unknown>): unknown => {
    const theirsItem = t.kind === 'kept' ? b : t.kind === 'replaced' ? t.value : undefined;
    const mineItem = m.kind === 'kept' ? b : m.kind === 'replaced' ? m.value : undefined;
    return merge(path, b, theirsItem, mineItem);
  };

  const mergeLists = (path: MergePath, b: readonly unknown[], t: readonly unknown[], m: readonly unknown[]): unknown[] => {
    const theirs = listChanges(b, t, same);
    const mine = listChanges(b, m, same);
    const merged: unknown[] = [];
    const insert = (gap: number) => {
      const theirsAdded = theirs.inserted[gap] ?? [];
      const mineAdded = mine.inserted[gap] ?? [];
      merged.push(...theirsAdded);
      // Added by both: once.
      merged.push(...mineAdded.filter((item) => !theirsAdded.some((added) => same(added, item))));
    };
    b.forEach((item, index) => {
      insert(index);
      const value = settleItem([...path, index], item, theirs.fates[index] ?? { kind: 'kept' }, mine.fates[index] ?? { kind: 'kept' });
      if (value !== undefined) merged.push(value);
    });
    insert(b.length);
    return merged;
  };

  const value = merge([], base, theirs, mine);
  return { value, conflicts };
}
