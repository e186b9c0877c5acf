import type { ChangeWords } from '../shared/merge/describe';
import { quoted } from '../shared/merge/describe';
import { textOf } from '../shared/merge/item-names';

/** How the FAQ's entries are named when an editor is told what changed (a merge, a revision). */
export const faqWords: ChangeWords = {
  lists: { '': { container: true, label: (entry) => `la pregunta ${quoted(textOf(entry, 'name'))}` } },
  fields: { '*.name': 'la pregunta', '*.content': 'la respuesta', '*.section': 'la sección' },
};
