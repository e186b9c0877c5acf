import type { HiddenField } from '../hidden-field/find';

/** Told of the document after each commit that changed it, the first included; `pristine`: it is what was read again. */
export type DocumentListener<D> = (doc: D, pristine: boolean) => void;

/**
 * What a document offers the parts that attach to it, as a Lexical editor offers its plugins
 * `registerUpdateListener`: the document names none of them and works the same without any.
 * The draft is one (`drafts/use-document-draft.ts`).
 */
export interface PluginPoint<D> {
  /** The hidden input the document was read from, and the text it held then. */
  readonly input: HiddenField;
  readonly raw: string;
  /** Another text of the same field (a draft's) read as this document; null when this editor cannot use it. */
  readonly read: (text: string) => D | null;
  /** A whole document put in place at once: one undo step, never merged with typing. */
  readonly replace: (doc: D) => void;
  /** Hears of every change from now on; returns the way to stop. */
  readonly register: (listener: DocumentListener<D>) => () => void;
}

interface PluginPointParts<D> {
  readonly input: HiddenField;
  readonly raw: string;
  readonly read: (text: string) => D | null;
  readonly replace: (doc: D) => void;
}

/** A plugin point, and `notify`, which the document calls after each change. */
export function createPluginPoint<D>(parts: PluginPointParts<D>): { point: PluginPoint<D>; notify: DocumentListener<D> } {
  const listeners = new Set<DocumentListener<D>>();
  return {
    point: {
      ...parts,
      register(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    notify(doc, pristine) {
      for (const listener of listeners) listener(doc, pristine);
    },
  };
}
