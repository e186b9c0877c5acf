import * as v from 'valibot';
import { looseText, record } from '../shared/document/legacy-json';

/**
 * The `attributes` field (docs/widgets/content-editors.md, "Product attributes"): banner
 * images, the secondary banner's phrase, the attributes text and the nutrition values, kept
 * exactly as typed (the spec shows no validation). Loose: unknown fields are kept, numbers read
 * as text, `bannerUrl` may be anything (it is only shown).
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
  bannerUrl: v.optional(v.unknown()),
});

export type ProductAttributes = v.InferInput<typeof productAttributesSchema>;

/** The fields typed as text. */
export type TextFieldName = 'caractsTitle' | 'content' | 'calorias' | 'grasas' | 'colesterol' | 'fibra';
