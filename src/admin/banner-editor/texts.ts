import { bannerLabels } from '../shared/ui/field-labels';

/** Spanish (es-AR) texts of the main banner form, in the client's spelling (no accents). */
export const bannerTexts = {
  heading: 'Baner Principal',
  ...bannerLabels,
} as const;
