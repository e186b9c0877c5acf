import { removeDraft, saveDraft, type SaveOutcome } from './persistence';

/**
 * Keeps one field's draft in storage: written a moment after the last change (never on
 * the typing path), and at once when the page may be going away (`pagehide`, the tab
 * hidden, the form submitted), so a crash loses at most the last moment.
 */
export interface DraftWriter<V> {
  /** The editor's value changed to `value` (serialized only when written). */
  write(value: V): void;
  /** The editor is back at the server's value: no draft. */
  remove(): void;
  flush(): void;
  /** Forgets what was about to be written (drafts cleared on the page). */
  cancel(): void;
  /** Whether this page has kept a draft of the field (its own edits, not an earlier one). */
  readonly touched: boolean;
  dispose(): void;
}

const DRAFT_DELAY_MS = 700;

interface WriterOptions<V> {
  /** The field's key at the moment of writing: the user may change while the page is open. */
  readonly key: () => string;
  /** `serverFingerprint` of the value the server printed on this page. */
  readonly base: string;
  /** That value itself, kept with the draft as the base of a later merge. */
  readonly origin: string;
  readonly serialize: (value: V) => string;
  /** The form whose submit writes the draft at once (the post may still fail). */
  readonly form: HTMLFormElement | null;
  readonly onOutcome: (outcome: SaveOutcome) => void;
}

type Pending<V> = { kind: 'write'; value: V; at: number } | { kind: 'remove' } | null;

export function draftWriter<V>({ key, base, origin, serialize, form, onOutcome }: WriterOptions<V>): DraftWriter<V> {
  let pending: Pending<V> = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let touched = false;
  const schedule = (next: Pending<V>) => {
    pending = next;
    touched = true;
    clearTimeout(timer);
    timer = setTimeout(flush, DRAFT_DELAY_MS);
  };
  function flush() {
    clearTimeout(timer);
    const job = pending;
    pending = null;
    if (job === null) return;
    if (job.kind === 'remove') removeDraft(key());
    else onOutcome(saveDraft(key(), { v: 1, value: serialize(job.value), base, origin, at: job.at }));
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  form?.addEventListener('submit', flush, true);
  return {
    write: (value) => schedule({ kind: 'write', value, at: Date.now() }),
    remove: () => schedule({ kind: 'remove' }),
    flush,
    cancel() {
      clearTimeout(timer);
      pending = null;
    },
    get touched() {
      return touched;
    },
    dispose() {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      form?.removeEventListener('submit', flush, true);
    },
  };
}
