import type { ChangeWords } from '../shared/merge/describe';
import { bannerTexts } from './texts';

/** The banner's fields by their labels, when an editor is told what changed (a merge, a revision). */
export const bannerWords: ChangeWords = {
  lists: {},
  fields: { title: `«${bannerTexts.title}»`, subtitle: `«${bannerTexts.subtitle}»` },
};
