import { produce, type Draft } from 'immer';

/**
 * An edited document and its undo history. Every change goes through immer's `produce`
 * on the objects read from the input: untouched parts keep their identity (memoised rows
 * skip rendering) and every field the editor does not know stays in place. `K` holds the
 * React and drag-and-drop keys kept beside the document (never written to it).
 */
export interface DocumentSnapshot<D, K> {
  readonly doc: D;
  readonly keys: K;
}

export interface DocumentHistory<D, K> {
  readonly past: readonly DocumentSnapshot<D, K>[];
  readonly present: DocumentSnapshot<D, K>;
  readonly future: readonly DocumentSnapshot<D, K>[];
  /** The snapshot read from the input: back at it, the input gets its original text again. */
  readonly initial: DocumentSnapshot<D, K>;
  /** Typing in one field within a short time is one undo step. */
  readonly coalesce: { readonly key: string; readonly at: number } | null;
}

export interface DocumentChange<D, K> {
  readonly doc: (draft: Draft<D>) => void;
  readonly keys?: (draft: Draft<K>) => void;
  /** Same key as the previous change, within `COALESCE_MS`: merged into one undo step. */
  readonly coalesce?: string;
}

type HistoryAction<D, K> =
  | { type: 'change'; change: DocumentChange<D, K>; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Back to what was read from the input, as an undoable step (the host form's reset). */
  | { type: 'reset' }
  /** The whole document at once (a recovered draft): one undo step, never merged with typing. */
  | { type: 'replace'; snapshot: DocumentSnapshot<D, K> };

const COALESCE_MS = 1000;
const LIMIT = 200;

export function startHistory<D, K>(initial: DocumentSnapshot<D, K>): DocumentHistory<D, K> {
  return { past: [], present: initial, future: [], initial, coalesce: null };
}

export function historyReducer<D, K>(state: DocumentHistory<D, K>, action: HistoryAction<D, K>): DocumentHistory<D, K> {
  switch (action.type) {
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (previous === undefined) return state;
      return { ...state, past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], coalesce: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { ...state, past: [...state.past, state.present], present: next, future: rest, coalesce: null };
    }
    case 'reset': {
      // The host form's reset is a step like any other, so one undo brings the edits back.
      if (state.present.doc === state.initial.doc) return state;
      return { ...state, past: [...state.past, state.present].slice(-LIMIT), present: state.initial, future: [], coalesce: null };
    }
    case 'replace':
      return { ...state, past: [...state.past, state.present].slice(-LIMIT), present: action.snapshot, future: [], coalesce: null };
    case 'change': {
      const { change, at } = action;
      const doc = produce(state.present.doc, change.doc);
      const keys = change.keys ? produce(state.present.keys, change.keys) : state.present.keys;
      if (doc === state.present.doc && keys === state.present.keys) return state;
      const present = { doc, keys };
      const merge =
        change.coalesce !== undefined &&
        state.coalesce !== null &&
        state.coalesce.key === change.coalesce &&
        at - state.coalesce.at < COALESCE_MS &&
        state.past.length > 0;
      const past = merge ? state.past : [...state.past, state.present].slice(-LIMIT);
      return { ...state, past, present, future: [], coalesce: change.coalesce === undefined ? null : { key: change.coalesce, at } };
    }
  }
}
