import type { ChangeWords } from '../shared/merge/describe';
import { attributesTexts } from './texts';

/** The attributes by their labels, when an editor is told what changed (a merge, a revision). */
export const attributesWords: ChangeWords = {
  lists: {},
  fields: {
    ...Object.fromEntries(Object.entries(attributesTexts.labels).map(([name, label]) => [name, `«${label}»`])),
    secondaryBannerMobile: `«${attributesTexts.secondaryBannerMobile}»`,
    secondaryBanner: `«${attributesTexts.secondaryBanner}»`,
    bannerUrl: `«${attributesTexts.bannerUrl}»`,
  },
};
