import { attributeLabels } from '../shared/ui/field-labels';
import { MAX_GRAMS } from './density';
import type { DensityFieldName, TextFieldName } from './schema';

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
  /** The grams per cup and spoon: recipe-tools' conversions of this product (docs/widgets/content-editors.md). */
  densities: 'En la cocina',
  densityLabels: {
    gramosPorTaza: attributeLabels.gramosPorTaza,
    gramosPorCucharada: attributeLabels.gramosPorCucharada,
  } satisfies Record<DensityFieldName, string>,
  densityHint: 'Cuánto pesa una taza o una cucharada al ras de este producto; con esto, las recetas pasan tazas y cucharadas a gramos.',
  /** The host says the same on save (SiteWidgets\Laravel\Validation\ProductDensities::problem). */
  densityProblem: (typed: string) =>
    `«${typed}» no es un peso que sirva: escribí un número mayor que 0 y hasta ${MAX_GRAMS} (por ejemplo: 125 o 7,8), o dejalo vacío.`,
} as const;
