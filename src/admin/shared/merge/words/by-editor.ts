import type { ChangeWords } from '../describe';
import { attributesWords } from './attributes';
import { bannerWords } from './banner';
import { faqWords } from './faq';
import { ingredientsWords } from './ingredients';
import { stepsWords } from './steps';

/** Each document editor's words, by the editor's widget name: what a comparison of two of its values says. */
export const EDITOR_WORDS = {
  'steps-editor': stepsWords,
  'ingredients-editor': ingredientsWords,
  'faq-editor': faqWords,
  'banner-editor': bannerWords,
  'product-attributes-editor': attributesWords,
} as const satisfies Record<string, ChangeWords>;

export type WordedEditor = keyof typeof EDITOR_WORDS;
