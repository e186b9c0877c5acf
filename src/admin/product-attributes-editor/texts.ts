import type { TextFieldName } from './schema';

/** Spanish (es-AR) texts of the product attributes form; the labels are the spec's. */
export const attributesTexts = {
  title: 'Atributos del producto',
  secondaryBannerMobile: 'Banner secundario para celulares',
  secondaryBanner: 'Banner secundario',
  bannerUrl: 'URL del banner',
  bannerUrlHint: 'Solo lectura: la asigna el sistema y se guarda tal como está.',
  bannerUrlNone: '(sin URL)',
  labels: {
    caractsTitle: 'Frase banner secundario',
    content: 'Atributos',
    calorias: 'Calorías',
    grasas: 'Grasas Totales',
    colesterol: 'Colesterol',
    fibra: 'Fibra Alimentaria',
  } satisfies Record<TextFieldName, string>,
  hints: {
    calorias: 'Por ejemplo: 120 kcal',
    grasas: 'Por ejemplo: 3,5 g',
    colesterol: 'Por ejemplo: 5 mg',
    fibra: 'Por ejemplo: 3,5 g',
  } satisfies Partial<Record<TextFieldName, string>>,
  nutrition: 'Información nutricional',
} as const;
