import { castDraft, type Draft } from 'immer';
import { faqSection, type FaqSection } from '../../shared/faq/faq';
import type { DocumentChange } from '../shared/document/history';
import { move } from '../shared/sorting/move';
import { newKey } from '../shared/sorting/row-key';
import type { FaqEntries, FaqEntry } from './schema';

/**
 * Edits of the flat FAQ list and of its keys (one per question, kept beside it). A
 * section is the list's questions of that section, in list order: moving within a
 * section swaps places in the list; a question moved or added to a section goes after
 * that section's last question, so each section keeps its own order.
 */
export type FaqChange = DocumentChange<FaqEntries, readonly string[]>;

/** Where a question joining `section` goes: after its last question, else at the end. */
function endOf(list: readonly FaqEntry[], section: FaqSection): number {
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const entry = list[index];
    if (entry !== undefined && faqSection(entry) === section) return index + 1;
  }
  return list.length;
}

export const faqOperations = {
  edit: (index: number, edit: (draft: Draft<FaqEntry>) => void, coalesce?: string): FaqChange => ({
    doc: (draft) => {
      const entry = draft[index];
      if (entry !== undefined) edit(entry);
    },
    coalesce,
  }),
  add: (section: FaqSection): FaqChange => {
    let at = 0;
    return {
      doc: (draft) => {
        at = endOf(draft, section);
        draft.splice(at, 0, castDraft<FaqEntry>({ name: '', content: '', section }));
      },
      // Runs after `doc` (see historyReducer), so `at` is known.
      keys: (keys) => void keys.splice(at, 0, newKey()),
    };
  },
  remove: (index: number): FaqChange => ({
    doc: (draft) => void draft.splice(index, 1),
    keys: (keys) => void keys.splice(index, 1),
  }),
  move: (from: number, to: number): FaqChange => ({
    doc: (draft) => move(draft, from, to),
    keys: (keys) => move(keys, from, to),
  }),
  /** To the other section: the question gets that section explicitly. */
  moveTo: (index: number, section: FaqSection): FaqChange => {
    let at = index;
    return {
      doc: (draft) => {
        const [entry] = draft.splice(index, 1);
        if (entry === undefined) return;
        at = endOf(draft, section);
        entry.section = section;
        draft.splice(at, 0, entry);
      },
      keys: (keys) => move(keys, index, at),
    };
  },
};
