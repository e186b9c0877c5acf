import * as v from 'valibot';
import { removeDrafts } from '../../../shared/drafts/clear';
import { draftUser } from './draft-user';
import { isDraftOf } from './key';
import { localStore } from './storage';

/** A draft is offered for 30 days after its last change; after that it is dropped unseen. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const recordSchema = v.object({
  /** The record's format: a later format reads older ones as absent. */
  v: v.literal(1),
  /** The text the editor would post: JSON, an image's URL, never a file's contents. */
  value: v.string(),
  /** `serverFingerprint` of what the server printed when the draft began. */
  base: v.string(),
  /**
   * What the server printed when the draft began, whole: the common base a three-way merge
   * needs when someone saved in between. Absent in drafts written before it was kept.
   */
  origin: v.optional(v.string()),
  /** When the draft last changed (ms since the epoch). */
  at: v.number(),
});

export type DraftRecord = v.InferOutput<typeof recordSchema>;

/** What writing a draft came to: `unavailable` (no localStorage) and `full` (quota) leave the editor as it was. */
export type SaveOutcome = 'saved' | 'unavailable' | 'full';

function parseRecord(raw: string | null): DraftRecord | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return v.is(recordSchema, parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function expired(record: DraftRecord, now: number): boolean {
  return now - record.at > DRAFT_MAX_AGE_MS;
}

/** The field's draft, unless there is none, it is unreadable or expired, or storage is refused. */
export function readDraft(key: string, now: number): DraftRecord | null {
  try {
    const record = parseRecord(localStore()?.getItem(key) ?? null);
    return record === null || expired(record, now) ? null : record;
  } catch {
    return null;
  }
}

export function removeDraft(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Storage refused: there is nothing stored to remove.
  }
}

/**
 * Removes every draft that is not `user`'s: another person's unsaved work on this browser
 * is never theirs to see, nor kept for 30 days. Returns how many went.
 */
export function removeOtherUsersDrafts(user: string = draftUser()): number {
  return removeDrafts((key) => !isDraftOf(key, user));
}

/** Removes expired and unreadable drafts, and every draft that is not the current user's; returns how many went. */
export function sweepDrafts(now: number): number {
  const user = draftUser();
  return removeDrafts((key) => {
    if (!isDraftOf(key, user)) return true;
    const record = parseRecord(localStore()?.getItem(key) ?? null);
    return record === null || expired(record, now);
  });
}

export function saveDraft(key: string, record: DraftRecord): SaveOutcome {
  const store = localStore();
  if (store === null) return 'unavailable';
  const text = JSON.stringify(record);
  try {
    store.setItem(key, text);
    return 'saved';
  } catch {
    // Full (or refused, as Safari's old private mode did): make room from expired drafts once.
  }
  if (sweepDrafts(record.at) === 0) return 'full';
  try {
    store.setItem(key, text);
    return 'saved';
  } catch {
    return 'full';
  }
}
