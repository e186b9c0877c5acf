import type { ChangeWords } from '../describe';
import { attributeLabels } from '../../ui/field-labels';

/** The attributes by their labels, when an editor is told what changed (a merge, a revision). */
export const attributesWords: ChangeWords = {
  lists: {},
  fields: Object.fromEntries(Object.entries(attributeLabels).map(([name, label]) => [name, `«${label}»`])),
};
