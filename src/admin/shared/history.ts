import { produce, type Draft } from 'immer';
import type { GroupKeys } from './keys';

/**
 * The edited document and its undo history. Every change goes through immer's `produce`
 * on the objects read from the input: untouched groups and items keep their identity
 * (memoised rows skip rendering) and every field the editor does not know stays in place.
 */
export interface Snapshot<G> {
  readonly doc: readonly G[];
  readonly keys: readonly GroupKeys[];
}

export interface History<G> {
  readonly past: readonly Snapshot<G>[];
  readonly present: Snapshot<G>;
  readonly future: readonly Snapshot<G>[];
  /** The snapshot read from the input: back at it, the input gets its original text again. */
  readonly initial: Snapshot<G>;
  /** Typing in one field within a short time is one undo step. */
  readonly coalesce: { readonly key: string; readonly at: number } | null;
}

export interface Change<G> {
  readonly doc: (draft: Draft<readonly G[]>) => void;
  readonly keys?: (draft: Draft<readonly GroupKeys[]>) => void;
  /** Same key as the previous change, within `COALESCE_MS`: merged into one undo step. */
  readonly coalesce?: string;
}

export type HistoryAction<G> =
  | { type: 'change'; change: Change<G>; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset' };

const COALESCE_MS = 1000;
const LIMIT = 200;

export function startHistory<G>(initial: Snapshot<G>): History<G> {
  return { past: [], present: initial, future: [], initial, coalesce: null };
}

export function historyReducer<G>(state: History<G>, action: HistoryAction<G>): History<G> {
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
    case 'reset':
      return startHistory(state.initial);
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
