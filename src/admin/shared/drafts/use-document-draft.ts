import { useCallback, useState, type Dispatch } from 'react';
import type * as v from 'valibot';
import type { HiddenField } from '../hidden-field/find';
import type { HistoryAction } from '../document/history';
import { readHiddenDocument } from '../document/read-hidden';
import type { JsonSource } from '../document/use-json-document';
import { draftScope, fieldName } from './key';
import { useDraft, type Draft } from './use-draft';

/**
 * The draft of a JSON editor's document: the text it would post, read back with the
 * editor's own schema (a draft it cannot read is dropped), recovered as one history step.
 */
export function useDocumentDraft<S extends v.GenericSchema, D, K>(
  field: { input: HiddenField; raw: string } | null,
  source: JsonSource<S, D, K>,
  dispatch: Dispatch<HistoryAction<D, K>>,
): Draft<D> {
  const [target] = useState(() =>
    field === null ? null : { scope: draftScope(field.input.form, fieldName(field.input)), server: field.raw, form: field.input.form },
  );
  const [codec] = useState(() => ({
    write: (doc: D) => JSON.stringify(doc),
    read: (text: string): D | null => {
      const read = readHiddenDocument(text, source.schema, source.field, source.read);
      return read.status === 'ok' ? source.adopt(read.value) : null;
    },
  }));
  const apply = useCallback((doc: D) => dispatch({ type: 'replace', snapshot: { doc, keys: source.keys(doc) } }), [dispatch, source]);
  return useDraft(target, codec, apply, true);
}
