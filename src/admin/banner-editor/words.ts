import type { ChangeWords } from '../shared/merge/describe';
import { bannerLabels } from '../shared/ui/field-labels';

/** The banner's fields by their labels, when an editor is told what changed (a merge, a revision). */
export const bannerWords: ChangeWords = {
  lists: {},
  fields: { title: `«${bannerLabels.title}»`, subtitle: `«${bannerLabels.subtitle}»` },
};
