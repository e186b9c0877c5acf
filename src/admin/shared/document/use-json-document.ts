import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type * as v from 'valibot';
import { useWidget } from '../../../runtime';
import { findHiddenField, type HiddenField } from '../hidden-field/find';
import { inputWriter, type InputWriter } from '../hidden-field/input-writer';
import { useFormReset } from '../hidden-field/use-form-reset';
import { editorTexts } from '../ui/texts';
import { historyReducer, startHistory, type DocumentChange, type DocumentHistory, type DocumentSnapshot } from './history';
import { guardLeaving } from './leave-guard';
import { createPluginPoint, type DocumentListener, type PluginPoint } from './plugin-point';
import { readHiddenDocument, type ReadOptions } from './read-hidden';

/**
 * Where an editor's JSON document lives and how it is read. Any document shape (a list
 * of groups, a flat list, one object) gets the same guarantees from `useJsonDocument`.
 */
interface JsonSource<S extends v.GenericSchema, D, K> {
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

type UnavailableDocument = { status: 'unavailable'; message: string; detail?: string };

export type ReadyDocument<D, K> = {
  status: 'ready';
  history: DocumentHistory<D, K>;
  apply: (change: DocumentChange<D, K>) => void;
  undo: () => void;
  redo: () => void;
  /** Where the parts that attach to the document (its draft) plug in. */
  plugins: PluginPoint<D>;
};

export type JsonDocument<D, K> = UnavailableDocument | ReadyDocument<D, K>;

type Loaded<D, K> = UnavailableDocument | { status: 'ready'; input: HiddenField; raw: string; initial: DocumentSnapshot<D, K> };

/** A document that can be edited has a plugin point, and `notify` to tell its plugins. */
type Opened<D> = UnavailableDocument | { status: 'ready'; point: PluginPoint<D>; notify: DocumentListener<D> };

/** The text of `field` read as the editor's document: null when it is not one (blank included). */
function readAs<S extends v.GenericSchema, D, K>(source: JsonSource<S, D, K>, text: string): D | null {
  const read = readHiddenDocument(text, source.schema, source.field, source.read);
  return read.status === 'ok' ? source.adopt(read.value) : null;
}

/**
 * Reads the editor's input. What it cannot use is reported (phase `data`: the host's
 * monitoring hears of it) and shown; an unreadable value is left for the form to post.
 */
function load<S extends v.GenericSchema, D, K>(element: Element, source: JsonSource<S, D, K>, report: (message: string, reason: string) => void): Loaded<D, K> {
  const input = findHiddenField(element, source.field);
  if (input === null) {
    report('cannot edit', `no input named "${source.field}" in the form`);
    return { status: 'unavailable', message: editorTexts.missingInput(source.field) };
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
 * with undo/redo, the unsaved-changes warning and the host form's reset. What else follows
 * the document (its draft) registers on `plugins`.
 */
export function useJsonDocument<S extends v.GenericSchema, D, K>(source: JsonSource<S, D, K>): JsonDocument<D, K> {
  const widget = useWidget();
  // Read during the first render; what could not be read is reported once it commits (a
  // render may run more than once, a report must not).
  const [{ loaded, problem }] = useState(() => {
    const problems: { message: string; reason: string }[] = [];
    const result = load(widget.element, source, (message, reason) => problems.push({ message, reason }));
    return { loaded: result, problem: problems[0] ?? null };
  });
  useEffect(() => {
    if (problem !== null) widget.report({ phase: 'data', message: problem.message, error: new Error(problem.reason) });
  }, [problem, widget]);
  // An unavailable editor renders no fields, so its history only has to exist.
  const [initial] = useState(() => (loaded.status === 'ready' ? loaded.initial : { doc: source.empty(), keys: source.keys(source.empty()) }));
  const [history, dispatch] = useReducer(historyReducer<D, K>, initial, startHistory<D, K>);
  // Only a document that can be edited has parts to attach.
  const [opened] = useState((): Opened<D> =>
    loaded.status === 'ready'
      ? {
          status: 'ready',
          ...createPluginPoint<D>({
            input: loaded.input,
            raw: loaded.raw,
            read: (text) => readAs(source, text),
            replace: (doc) => dispatch({ type: 'replace', snapshot: { doc, keys: source.keys(doc) } }),
          }),
        }
      : loaded,
  );
  const writer = useRef<InputWriter | null>(null);
  const dirty = useRef(false);

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
    if (opened.status === 'ready') opened.notify(history.present.doc, pristine);
    // Until the first edit the input keeps the server's text untouched.
    if (pristine && !written.current) return;
    written.current = true;
    writer.current?.write(history.present.doc, pristine);
    // Back at the start (undo, reset): the original text returns at once.
    if (pristine) writer.current?.flush();
  }, [history.present.doc, history.initial.doc, opened]);

  const apply = useCallback((change: DocumentChange<D, K>) => dispatch({ type: 'change', change, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  return useMemo(
    (): JsonDocument<D, K> => (opened.status === 'ready' ? { status: 'ready', history, apply, undo, redo, plugins: opened.point } : opened),
    [opened, history, apply, undo, redo],
  );
}
