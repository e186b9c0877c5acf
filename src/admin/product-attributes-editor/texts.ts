import { attributeLabels } from '../shared/ui/field-labels';
import type { TextFieldName } from './schema';

/** Spanish (es-AR) texts of the product attributes form; the labels are the spec's. */
export const attributesTexts = {
  title: 'Atributos del producto',
  secondaryBannerMobile: attributeLabels.secondaryBannerMobile,
  secondaryBanner: attributeLabels.secondaryBanner,
  bannerUrl: attributeLabels.bannerUrl,
  bannerUrlHint: 'Solo lectura: la asigna el sistema y se guarda tal como está.',
  bannerUrlNone: '(sin URL)',
  labels: {
    caractsTitle: attributeLabels.caractsTitle,
    content: attributeLabels.content,
    calorias: attributeLabels.calorias,
    grasas: attributeLabels.grasas,
    colesterol: attributeLabels.colesterol,
    fibra: attributeLabels.fibra,
  } satisfies Record<TextFieldName, string>,
  /** For values stored as text: kept exactly as typed. */
  hints: {
    calorias: 'Se guarda tal como lo escribís, por ejemplo: 120 kcal',
    grasas: 'Se guarda tal como lo escribís, por ejemplo: 3,5 g',
    colesterol: 'Se guarda tal como lo escribís, por ejemplo: 5 mg',
    fibra: 'Se guarda tal como lo escribís, por ejemplo: 3,5 g',
  } satisfies Partial<Record<TextFieldName, string>>,
  /** For values stored as a number. */
  numberHint: 'Se guarda como número: escribí solo la cifra, sin unidad (por ejemplo: 340 o 3,5).',
  notANumber: (typed: string) => `«${typed}» no es solo una cifra: se guardará como texto. Para que siga siendo un número, escribí solo la cifra.`,
  nutrition: 'Información nutricional',
} as const;
