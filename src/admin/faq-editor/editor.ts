import { defineEditor } from '../shared/editor/define-editor';
import { attributes } from './attributes';
import { faqEntriesSchema } from './schema';
import { faqWords } from './words';

export const faqEditor = defineEditor({
  name: 'faq-editor',
  attributes,
  schema: faqEntriesSchema,
  shape: 'list',
  words: faqWords,
});
