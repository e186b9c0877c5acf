import type { ChangeWords } from '../describe';
import { quoted } from '../describe';
import { textOf } from './items';

/** How the FAQ's entries are named when an editor is told what changed (a merge, a revision). */
export const faqWords: ChangeWords = {
  lists: { '': { container: true, label: (entry) => `la pregunta ${quoted(textOf(entry, 'name'))}` } },
  fields: { '*.name': 'la pregunta', '*.content': 'la respuesta', '*.section': 'la sección' },
};
