import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DRAFTS_CLEARED_EVENT } from '../../../shared/drafts/clear';
import type { ComponentType } from 'react';
import type { MergeOfferProps, MergePlan } from '../merge/kit-types';
import type { MergeChoice } from '../merge/merge';
import { GLOBALS_CHANGE, draftUser } from './draft-user';
import { draftWriter, type DraftWriter } from './draft-writer';
import { serverFingerprint } from './hash';
import { draftKey } from './key';
import { watchOtherTabs } from './other-tabs';
import { judgeDraft } from './rules';
import { readDraft, removeDraft, removeOtherUsersDrafts, saveDraft, sweepDrafts, type DraftRecord } from './persistence';

/** One field (or pair of fields) whose edits are kept as a draft. */
interface DraftTarget {
  /** `draftScope(form, name)`: the form's action (or the page, without one) and the field. */
  readonly scope: string;
  /** `formerDraftScope(form, name)`: where drafts of the field were kept before; moved on load. */
  readonly formerScope: string | null;
  /** What the server printed into the field when the page loaded. */
  readonly server: string;
  /** Its form: a submit writes the pending draft at once. */
  readonly form: HTMLFormElement | null;
}

/** How an editor's value becomes a draft's text and back. */
interface DraftCodec<V> {
  readonly write: (value: V) => string;
  /** The value a draft's text stands for; null when this editor cannot use it (it is dropped). */
  readonly read: (text: string) => V | null;
}

interface DraftOffer {
  /** When the draft last changed (ms since the epoch). */
  readonly at: number;
  /** Someone saved the field after the draft began. */
  readonly serverChanged: boolean;
}

/** Someone saved after the draft began, and the draft's base is known: the merge offer (`use-document-draft.ts`). */
export interface DraftMerge {
  readonly plan: MergePlan;
  readonly Offer: ComponentType<MergeOfferProps>;
  /** Puts the combined document into the editor, one step of its history, each question settled as chosen. */
  readonly combine: (choices: ReadonlyMap<string, MergeChoice>) => void;
}

/** What the draft notice shows and does. */
export interface DraftControls {
  /** A draft found on load, until 'Recuperar' or 'Descartar'. */
  readonly offer: DraftOffer | null;
  /** Another tab has the same field open. */
  readonly otherTab: boolean;
  /** A draft could not be kept (storage refused or full); editing goes on as before. */
  readonly storageProblem: boolean;
  /** Puts the draft into the editor, as one step of its own history: its undo takes it back. */
  readonly recover: () => void;
  readonly discard: () => void;
  /** Offered instead of a plain 'Recuperar' when someone saved in between and the draft can be merged. */
  readonly merge?: DraftMerge | null;
}

export interface Draft<V> {
  readonly controls: DraftControls;
  /** The draft on offer, with the value it began from when the draft kept it (null otherwise). */
  readonly offered: { readonly value: V; readonly origin: V | null } | null;
  /** Puts `value` into the editor in the offer's place (a merged one), as 'Recuperar' does. */
  readonly recoverWith: (value: V) => void;
  /** The editor's value after a change; `pristine` when it is the server's value again. */
  readonly track: (value: V, pristine: boolean) => void;
}

type Finding<V> = { kind: 'none' } | { kind: 'drop' } | { kind: 'offer'; value: V; origin: V | null; offer: DraftOffer };

/** What was found on load, for the user the page was opened by. */
interface Opening<V> {
  readonly user: string;
  readonly finding: Finding<V>;
  /** The draft was found under the field's former scope: it moves to the current one. */
  readonly moved: { readonly from: string; readonly record: DraftRecord } | null;
}

/** The field's draft of `user`, under its scope or, kept before, under its former one. */
function find(target: DraftTarget, user: string): { record: DraftRecord | null; moved: Opening<unknown>['moved'] } {
  const now = Date.now();
  const record = readDraft(draftKey(target.scope, user), now);
  if (record !== null || target.formerScope === null) return { record, moved: null };
  const from = draftKey(target.formerScope, user);
  const former = readDraft(from, now);
  return { record: former, moved: former === null ? null : { from, record: former } };
}

/** Only `user`'s draft is ever read: another person's is never offered (it is removed once the editor opens). */
function inspect<V>(record: DraftRecord | null, target: DraftTarget, codec: DraftCodec<V>): Finding<V> {
  if (record === null) return { kind: 'none' };
  const verdict = judgeDraft(record, target.server);
  if (verdict === 'same') return { kind: 'drop' };
  const value = codec.read(record.value);
  if (value === null) return { kind: 'drop' };
  const origin = verdict === 'server-changed' && record.origin !== undefined ? codec.read(record.origin) : null;
  return { kind: 'offer', value, origin, offer: { at: record.at, serverChanged: verdict === 'server-changed' } };
}

// Expired drafts of any page go once per page load, when the first editor opens.
let swept = false;

/**
 * A field's draft (docs/widgets/editors.md, "Drafts"): the one found on load is judged against what the
 * server printed and offered, dropped or ignored; from the first edit on, the editor's
 * value is kept in localStorage, under the user the page globals name at that moment.
 * `target` and `codec` are read once; `apply` puts a recovered value into the editor, as
 * one step of its history.
 */
export function useDraft<V>(target: DraftTarget | null, codec: DraftCodec<V>, apply: (value: V) => void): Draft<V> {
  const [opening] = useState<Opening<V>>(() => {
    const user = draftUser();
    if (target === null) return { user, finding: { kind: 'none' }, moved: null };
    const { record, moved } = find(target, user);
    return { user, finding: inspect(record, target, codec), moved };
  });
  const { finding } = opening;
  const [offer, setOffer] = useState(finding.kind === 'offer' ? { value: finding.value, origin: finding.origin, ...finding.offer } : null);
  const [otherTab, setOtherTab] = useState(false);
  const [storageProblem, setStorageProblem] = useState(false);
  const writer = useRef<DraftWriter<V> | null>(null);
  const edited = useRef(false);

  useEffect(() => {
    if (target === null) return undefined;
    if (opening.moved !== null) {
      // Kept under the current scope before the former key goes: a page closed now loses nothing.
      if (opening.finding.kind !== 'drop') saveDraft(draftKey(target.scope, opening.user), opening.moved.record);
      removeDraft(opening.moved.from);
    }
    if (opening.finding.kind === 'drop') removeDraft(draftKey(target.scope, opening.user));
    if (!swept) {
      swept = true;
      sweepDrafts(Date.now());
    }
    let user = opening.user;
    // Other users' drafts go whenever an editor opens or the globals name someone else.
    const followUser = () => {
      const now = draftUser();
      removeOtherUsersDrafts(now);
      if (now === user) return;
      user = now;
      // The offer was read for the user before: not this one's to see.
      setOffer(null);
    };
    followUser();
    const current = draftWriter<V>({
      key: () => draftKey(target.scope),
      base: serverFingerprint(target.server),
      origin: target.server,
      serialize: codec.write,
      form: target.form,
      onOutcome: (outcome) => {
        if (outcome !== 'saved') setStorageProblem(true);
      },
    });
    writer.current = current;
    const stopWatching = watchOtherTabs(target.scope, setOtherTab);
    const onCleared = () => {
      current.cancel();
      setOffer(null);
    };
    window.addEventListener(DRAFTS_CLEARED_EVENT, onCleared);
    window.addEventListener(GLOBALS_CHANGE, followUser);
    return () => {
      window.removeEventListener(DRAFTS_CLEARED_EVENT, onCleared);
      window.removeEventListener(GLOBALS_CHANGE, followUser);
      stopWatching();
      current.dispose();
      writer.current = null;
    };
  }, [target, opening, codec]);

  // The same function for the editor's whole life: the editor's effects call it.
  const track = useCallback((value: V, pristine: boolean) => {
    // The server's value is no draft: nothing is written before the first edit.
    if (pristine && !edited.current) return;
    edited.current = true;
    if (pristine) writer.current?.remove();
    else writer.current?.write(value);
  }, []);

  const recover = useCallback(() => {
    if (offer === null) return;
    apply(offer.value);
    setOffer(null);
  }, [offer, apply]);

  const recoverWith = useCallback(
    (value: V) => {
      if (offer === null) return;
      apply(value);
      setOffer(null);
    },
    [offer, apply],
  );

  const discard = useCallback(() => {
    // Edits made here since are the field's draft now: only an untouched earlier draft goes.
    if (target !== null && writer.current?.touched !== true) removeDraft(draftKey(target.scope));
    setOffer(null);
  }, [target]);

  const controls = useMemo<DraftControls>(
    () => ({
      offer: offer === null ? null : { at: offer.at, serverChanged: offer.serverChanged },
      otherTab,
      storageProblem,
      recover,
      discard,
    }),
    [offer, otherTab, storageProblem, recover, discard],
  );
  const offered = useMemo(() => (offer === null ? null : { value: offer.value, origin: offer.origin }), [offer]);
  return useMemo(() => ({ controls, track, offered, recoverWith }), [controls, track, offered, recoverWith]);
}
