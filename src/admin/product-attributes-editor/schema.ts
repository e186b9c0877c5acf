import * as v from 'valibot';
import { looseText, record } from '../shared/document/legacy-json';

/**
 * The `attributes` field (docs/widgets/content-editors.md, "Product attributes"): banner
 * images, the secondary banner's phrase, the attributes text and the nutrition values, kept
 * exactly as typed (the spec shows no validation), and the product's grams per cup and spoon
 * (`gramosPorTaza`, `gramosPorCucharada`: text with a decimal comma or point, checked as typed,
 * density.ts, and by the host on save, beyond this shape). Loose: unknown fields are kept,
 * numbers read as text, `bannerUrl` may be anything (it is only shown).
 */
export const productAttributesSchema = record({
  secondaryBannerMobile: looseText,
  secondaryBanner: looseText,
  caractsTitle: looseText,
  content: looseText,
  calorias: looseText,
  grasas: looseText,
  colesterol: looseText,
  fibra: looseText,
  gramosPorTaza: looseText,
  gramosPorCucharada: looseText,
  bannerUrl: v.optional(v.unknown()),
});

export type ProductAttributes = v.InferInput<typeof productAttributesSchema>;

/** The fields typed as text. */
export type TextFieldName = 'caractsTitle' | 'content' | 'calorias' | 'grasas' | 'colesterol' | 'fibra';

/** The grams per cup and per spoon, typed as text. */
export type DensityFieldName = 'gramosPorTaza' | 'gramosPorCucharada';
