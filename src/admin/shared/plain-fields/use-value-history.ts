import { useCallback, useMemo, useReducer } from 'react';
import { historyReducer, startHistory } from '../document/history';

/**
 * A small widget's value (the uploader's image, the category pair) with the editors'
 * history rules: every change is an undo step, and so is going back to the initial value
 * on the host form's reset.
 */
interface ValueHistory<T> {
  readonly value: T;
  readonly initial: T;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly set: (next: T) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  /** Back to the initial value, as a step of its own (nothing when already there). */
  readonly reset: () => void;
}

export function useValueHistory<T extends object>(initial: T): ValueHistory<T> {
  const [history, dispatch] = useReducer(historyReducer<T, null>, { doc: initial, keys: null }, startHistory<T, null>);
  // Assigning field by field lets immer see a change that changes nothing: no empty undo step.
  const set = useCallback((next: T) => dispatch({ type: 'change', change: { doc: (draft) => void Object.assign(draft, next) }, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return useMemo(
    () => ({
      value: history.present.doc,
      initial: history.initial.doc,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      set,
      undo,
      redo,
      reset,
    }),
    [history, set, undo, redo, reset],
  );
}
