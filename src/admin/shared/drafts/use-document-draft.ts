import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PluginPoint } from '../document/plugin-point';
import { describeChanges, describePlace, quoted, type ChangeWords } from '../merge/describe';
import { mergeJson, type MergeChoice } from '../merge/merge';
import { draftScope, fieldName } from './key';
import { mergeTexts } from './texts';
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
    target: point === null ? null : { scope: draftScope(point.input.form, fieldName(point.input)), server: point.raw, form: point.input.form },
    codec: { write: (doc: D) => JSON.stringify(doc), read: (text: string): D | null => point?.read(text) ?? null },
  }));
  const apply = useCallback((doc: D) => point?.replace(doc), [point]);
  const { controls, track, offered, recoverWith } = useDraft(setup.target, setup.codec, apply);
  useEffect(() => point?.register(track), [point, track]);

  const [saved] = useState(() => (point === null ? null : point.read(point.raw)));
  const merge = useMemo((): DraftMerge | null => {
    if (words === undefined || point === null || saved === null || offered?.origin == null || controls.offer?.serverChanged !== true) return null;
    const { origin, value: mine } = offered;
    const { conflicts } = mergeJson(origin, saved, mine);
    return {
      theirs: describeChanges(origin, saved, words),
      mine: describeChanges(origin, mine, words),
      conflicts: conflicts.map((conflict) => ({
        id: conflict.id,
        place: describePlace(conflict.path, origin, words),
        saved: conflict.theirs === undefined ? mergeTexts.removed : quoted(summary(conflict.theirs)),
        yours: conflict.mine === undefined ? mergeTexts.removed : quoted(summary(conflict.mine)),
      })),
      combine: (choices: ReadonlyMap<string, MergeChoice>) => {
        // The merged document read as the editor reads any value: it is one the editor can show.
        const combined = point.read(JSON.stringify(mergeJson(origin, saved, mine, choices).value));
        if (combined !== null) recoverWith(combined);
      },
    };
  }, [words, point, saved, offered, controls.offer, recoverWith]);

  return useMemo(() => ({ ...controls, merge }), [controls, merge]);
}

/** A changed value as a short text: its own text, or an item's first text field (a step's text, a question). */
function summary(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'object' || value === null) return '';
  const first = Object.values(value).find((field) => typeof field === 'string' && field.trim() !== '');
  return typeof first === 'string' ? first : '';
}
