import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PluginPoint } from '../document/plugin-point';
import type { ChangeWords } from '../merge/describe';
import type { MergeKit } from '../merge/kit-types';
import type { MergeChoice } from '../merge/merge';
import { draftScope, fieldName, formerDraftScope } from './key';
import { useDraft, type DraftControls, type DraftMerge } from './use-draft';

/**
 * The draft of a JSON editor's document, attached to the document's plugin point: the text
 * it would post, read back as the document (a draft the editor cannot read is dropped) and
 * recovered as one undo step. `point` is read once; null (nothing to edit) keeps no draft.
 * With `words`, a draft that someone else's save overtook is offered merged: what each side
 * changed since the draft began, said in words, combined where they touch different things
 * (`mergeJson`), and a question wherever both changed the same thing.
 */
export function useDocumentDraft<D>(point: PluginPoint<D> | null, words?: ChangeWords): DraftControls {
  const [setup] = useState(() => ({
    target:
      point === null
        ? null
        : {
            scope: draftScope(point.input.form, fieldName(point.input)),
            formerScope: formerDraftScope(point.input.form, fieldName(point.input)),
            server: point.raw,
            form: point.input.form,
          },
    codec: { write: (doc: D) => JSON.stringify(doc), read: (text: string): D | null => point?.read(text) ?? null },
  }));
  const apply = useCallback((doc: D) => point?.replace(doc), [point]);
  const { controls, track, offered, recoverWith } = useDraft(setup.target, setup.codec, apply);
  useEffect(() => point?.register(track), [point, track]);

  const [saved] = useState(() => (point === null ? null : point.read(point.raw)));
  const merging = words !== undefined && point !== null && saved !== null && offered?.origin != null && controls.offer?.serverChanged === true;
  const kit = useMergeKit(merging);
  const merge = useMemo((): DraftMerge | null => {
    if (!merging || words === undefined || point === null || offered?.origin == null || kit === null || kit === 'unavailable') return null;
    const plan = kit.plan(offered.origin, saved, offered.value, words);
    return {
      plan,
      Offer: kit.Offer,
      combine: (choices: ReadonlyMap<string, MergeChoice>) => {
        // The merged document read as the editor reads any value: it is one the editor can show.
        const combined = point.read(JSON.stringify(plan.merged(choices)));
        if (combined !== null) recoverWith(combined);
      },
    };
  }, [merging, words, point, saved, offered, kit, recoverWith]);

  // While the merge's code is on its way (a moment), no offer: then the merged one, or, if it
  // cannot be had, the plain one.
  return useMemo(() => ({ ...controls, offer: merging && kit === null ? null : controls.offer, merge }), [controls, merging, kit, merge]);
}

/** The merge offer's code, downloaded the first time a draft needs it; `unavailable` when it cannot be. */
function useMergeKit(wanted: boolean): MergeKit | 'unavailable' | null {
  const [kit, setKit] = useState<MergeKit | 'unavailable' | null>(null);
  useEffect(() => {
    if (!wanted || kit !== null) return undefined;
    let live = true;
    import('../merge/kit').then(
      (module) => {
        if (live) setKit(module.kit);
      },
      () => {
        if (live) setKit('unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, kit]);
  return kit;
}
