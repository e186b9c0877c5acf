import { useCallback, useEffect, useState } from 'react';
import type { PluginPoint } from '../document/plugin-point';
import { draftScope, fieldName } from './key';
import { useDraft, type DraftControls } from './use-draft';

/**
 * The draft of a JSON editor's document, attached to the document's plugin point: the text
 * it would post, read back as the document (a draft the editor cannot read is dropped) and
 * recovered as one undo step. `point` is read once; null (nothing to edit) keeps no draft.
 */
export function useDocumentDraft<D>(point: PluginPoint<D> | null): DraftControls {
  const [setup] = useState(() => ({
    target: point === null ? null : { scope: draftScope(point.input.form, fieldName(point.input)), server: point.raw, form: point.input.form },
    codec: { write: (doc: D) => JSON.stringify(doc), read: (text: string): D | null => point?.read(text) ?? null },
  }));
  const apply = useCallback((doc: D) => point?.replace(doc), [point]);
  const { controls, track } = useDraft(setup.target, setup.codec, apply);
  useEffect(() => point?.register(track), [point, track]);
  return controls;
}
