import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type * as v from 'valibot';
import { findHiddenInput } from '../../shared/hidden-input';
import { useWidget } from '../../shared/runtime';
import { historyReducer, startHistory, type Change, type History, type Snapshot } from './history';
import { inputWriter, type InputWriter } from './input-writer';
import { keysFor } from './keys';
import { guardLeaving } from './leave-guard';
import { readHiddenDocument } from './read-hidden';

export interface GroupsSource<G, I> {
  /** The hidden input's name in the placeholder's form (or `#id`). */
  readonly field: string;
  readonly schema: v.GenericSchema<readonly G[]> | v.GenericSchema<G[]>;
  readonly items: (group: G) => readonly I[];
  /** What an empty input starts as (shown, but written only after the first edit). */
  readonly empty: () => G[];
}

export type GroupsDocument<G> =
  | { status: 'unavailable'; message: string }
  | {
      status: 'ready';
      history: History<G>;
      apply: (change: Change<G>) => void;
      undo: () => void;
      redo: () => void;
    };

type Loaded<G> =
  | { status: 'unavailable'; message: string }
  | { status: 'ready'; input: HTMLInputElement | HTMLTextAreaElement; raw: string; initial: Snapshot<G> };

/**
 * Reads the editor's input. What it cannot use is reported (phase `data`: the host's
 * monitoring hears of it) and shown; an unreadable value is left for the form to post.
 */
function load<G, I>(element: Element, source: GroupsSource<G, I>, report: (message: string, reason: string) => void, missing: string): Loaded<G> {
  const input = findHiddenInput(element, source.field);
  if (input === null) {
    report('cannot edit', `no input named "${source.field}" in the form`);
    return { status: 'unavailable', message: missing };
  }
  const read = readHiddenDocument(input.value, source.schema, source.field);
  if (read.status === 'invalid') {
    report(`left "${source.field}" untouched`, read.detail);
    return { status: 'unavailable', message: read.message };
  }
  const doc: readonly G[] = read.status === 'ok' ? read.value : source.empty();
  return { status: 'ready', input, raw: read.raw, initial: { doc, keys: keysFor(doc.map((group) => source.items(group).length)) } };
}

/**
 * An editor's groups, read once from its hidden input and written back after edits,
 * with undo/redo, the unsaved-changes warning and the host form's reset.
 */
export function useGroupsDocument<G, I>(source: GroupsSource<G, I>, missingMessage: string): GroupsDocument<G> {
  const widget = useWidget();
  const [loaded] = useState(() =>
    load(
      widget.element,
      source,
      (message, reason) => widget.report({ phase: 'data', message, error: new Error(reason) }),
      missingMessage,
    ),
  );
  const initial = loaded.status === 'ready' ? loaded.initial : { doc: [], keys: [] };
  const [history, dispatch] = useReducer(historyReducer<G>, initial, startHistory);
  const writer = useRef<InputWriter | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    if (loaded.status !== 'ready') return undefined;
    const current = inputWriter(loaded.input, loaded.raw);
    writer.current = current;
    const form = loaded.input.form;
    const stopGuard = guardLeaving(form, () => dirty.current);
    // `reset` fires before the browser resets the fields, and a hidden input's value is
    // its attribute, which reset leaves alone: the initial text is put back after it.
    const onReset = () => setTimeout(() => dispatch({ type: 'reset' }), 0);
    form?.addEventListener('reset', onReset);
    return () => {
      stopGuard();
      form?.removeEventListener('reset', onReset);
      current.dispose();
      writer.current = null;
    };
  }, [loaded]);

  const written = useRef(false);
  useEffect(() => {
    const pristine = history.present.doc === history.initial.doc;
    dirty.current = !pristine;
    // Until the first edit the input keeps the server's text untouched.
    if (pristine && !written.current) return;
    written.current = true;
    writer.current?.write(history.present.doc, pristine);
    // Back at the start (undo, reset): the original text returns at once.
    if (pristine) writer.current?.flush();
  }, [history.present.doc, history.initial.doc]);

  const apply = useCallback((change: Change<G>) => dispatch({ type: 'change', change, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  return useMemo(
    () => (loaded.status === 'ready' ? { status: 'ready', history, apply, undo, redo } : loaded),
    [loaded, history, apply, undo, redo],
  );
}
