import { canonicalText, serverFingerprint } from './hash';
import type { DraftRecord } from './persistence';

/**
 * What a stored draft means for the value the server printed now:
 * - `same`: the server prints the draft (the save went through, or Laravel re-printed the
 *   posted value with `old()` after a validation error): nothing to offer, the draft goes;
 * - `offer`: the server still prints what the draft started from: the draft holds unsaved work;
 * - `server-changed`: someone saved in between: offered with a warning.
 */
type DraftVerdict = 'same' | 'offer' | 'server-changed';

export function judgeDraft(record: DraftRecord, server: string): DraftVerdict {
  if (canonicalText(record.value) === canonicalText(server)) return 'same';
  return record.base === serverFingerprint(server) ? 'offer' : 'server-changed';
}
