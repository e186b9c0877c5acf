import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type * as v from 'valibot';
import { useWidget } from '../../../runtime';
import type { DraftControls } from '../drafts/use-draft';
import { useDocumentDraft } from '../drafts/use-document-draft';
import { findHiddenField, type HiddenField } from '../hidden-field/find';
import { inputWriter, type InputWriter } from '../hidden-field/input-writer';
import { useFormReset } from '../hidden-field/use-form-reset';
import { historyReducer, startHistory, type DocumentChange, type DocumentHistory, type DocumentSnapshot } from './history';
import { guardLeaving } from './leave-guard';
import { readHiddenDocument, type ReadOptions } from './read-hidden';

/**
 * Where an editor's JSON document lives and how it is read. Any document shape (a list
 * of groups, a flat list, one object) gets the same guarantees from `useJsonDocument`.
 */
export interface JsonSource<S extends v.GenericSchema, D, K> {
  /** The hidden input's name in the placeholder's form (or `#id`). */
  readonly field: string;
  /** Checks the parsed JSON; only checks, so the very parsed objects are edited. */
  readonly schema: S;
  /** The document from what the schema accepted: the same objects, only typed as the editor's. */
  readonly adopt: (value: v.InferInput<S>) => D;
  /** Blank values and a required object root (see `ReadOptions`). */
  readonly read?: ReadOptions;
  /** What an empty input starts as (shown, but written only after the first edit). */
  readonly empty: () => D;
  /** The React and drag-and-drop keys of a document read from the input. */
  readonly keys: (doc: D) => K;
}

export type JsonDocument<D, K> =
  | { status: 'unavailable'; message: string; detail?: string }
  | {
      status: 'ready';
      history: DocumentHistory<D, K>;
      apply: (change: DocumentChange<D, K>) => void;
      undo: () => void;
      redo: () => void;
      /** The draft kept of the document (docs/widgets/editors.md, "Drafts"), for the editor's notice. */
      draft: DraftControls;
    };

type Loaded<D, K> =
  | { status: 'unavailable'; message: string; detail?: string }
  | { status: 'ready'; input: HiddenField; raw: string; initial: DocumentSnapshot<D, K> };

/**
 * Reads the editor's input. What it cannot use is reported (phase `data`: the host's
 * monitoring hears of it) and shown; an unreadable value is left for the form to post.
 */
function load<S extends v.GenericSchema, D, K>(
  element: Element,
  source: JsonSource<S, D, K>,
  report: (message: string, reason: string) => void,
  missing: string,
): Loaded<D, K> {
  const input = findHiddenField(element, source.field);
  if (input === null) {
    report('cannot edit', `no input named "${source.field}" in the form`);
    return { status: 'unavailable', message: missing };
  }
  const read = readHiddenDocument(input.value, source.schema, source.field, source.read);
  if (read.status === 'invalid') {
    report(`left "${source.field}" untouched`, read.detail);
    return { status: 'unavailable', message: read.message, detail: read.detail };
  }
  const doc = read.status === 'ok' ? source.adopt(read.value) : source.empty();
  return { status: 'ready', input, raw: read.raw, initial: { doc, keys: source.keys(doc) } };
}

/**
 * An editor's document, read once from its hidden input and written back after edits,
 * with undo/redo, the unsaved-changes warning and the host form's reset.
 */
export function useJsonDocument<S extends v.GenericSchema, D, K>(source: JsonSource<S, D, K>, missingMessage: string): JsonDocument<D, K> {
  const widget = useWidget();
  // Read during the first render; what could not be read is reported once it commits (a
  // render may run more than once, a report must not).
  const [{ loaded, problem }] = useState(() => {
    const problems: { message: string; reason: string }[] = [];
    const result = load(widget.element, source, (message, reason) => problems.push({ message, reason }), missingMessage);
    return { loaded: result, problem: problems[0] ?? null };
  });
  useEffect(() => {
    if (problem !== null) widget.report({ phase: 'data', message: problem.message, error: new Error(problem.reason) });
  }, [problem, widget]);
  // An unavailable editor renders no fields, so its history only has to exist.
  const [initial] = useState(() => (loaded.status === 'ready' ? loaded.initial : { doc: source.empty(), keys: source.keys(source.empty()) }));
  const [history, dispatch] = useReducer(historyReducer<D, K>, initial, startHistory<D, K>);
  const writer = useRef<InputWriter | null>(null);
  const dirty = useRef(false);
  const draft = useDocumentDraft(loaded.status === 'ready' ? loaded : null, source, dispatch);
  const { track } = draft;

  useEffect(() => {
    if (loaded.status !== 'ready') return undefined;
    const current = inputWriter(loaded.input, loaded.raw);
    writer.current = current;
    const stopGuard = guardLeaving(loaded.input.form, () => dirty.current);
    return () => {
      stopGuard();
      current.dispose();
      writer.current = null;
    };
  }, [loaded]);
  // The host form's reset is one more step of the history: one undo brings the edits back.
  const resetDocument = useCallback(() => dispatch({ type: 'reset' }), []);
  useFormReset(loaded.status === 'ready' ? loaded.input.form : null, resetDocument);

  const written = useRef(false);
  useEffect(() => {
    const pristine = history.present.doc === history.initial.doc;
    dirty.current = !pristine;
    track(history.present.doc, pristine);
    // Until the first edit the input keeps the server's text untouched.
    if (pristine && !written.current) return;
    written.current = true;
    writer.current?.write(history.present.doc, pristine);
    // Back at the start (undo, reset): the original text returns at once.
    if (pristine) writer.current?.flush();
  }, [history.present.doc, history.initial.doc, track]);

  const apply = useCallback((change: DocumentChange<D, K>) => dispatch({ type: 'change', change, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  return useMemo(
    () => (loaded.status === 'ready' ? { status: 'ready', history, apply, undo, redo, draft: draft.controls } : loaded),
    [loaded, history, apply, undo, redo, draft.controls],
  );
}
