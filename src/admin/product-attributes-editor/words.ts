import type { ChangeWords } from '../shared/merge/describe';
import { attributeLabels } from '../shared/ui/field-labels';

/** The attributes by their labels, when an editor is told what changed (a merge, a revision). */
export const attributesWords: ChangeWords = {
  lists: {},
  fields: Object.fromEntries(Object.entries(attributeLabels).map(([name, label]) => [name, `«${label}»`])),
};
