/**
 * The labels of the stored fields that are not lists (the spec's, in the client's spelling):
 * the editors show them on their fields, and what changed is said with them (a merge, a
 * revision), so they live here, once.
 */
export const bannerLabels = {
  title: 'Titulo Banner',
  subtitle: 'Bajada Banner',
} as const;

export const attributeLabels = {
  caractsTitle: 'Frase banner secundario',
  content: 'Atributos',
  calorias: 'Calorías',
  grasas: 'Grasas Totales',
  colesterol: 'Colesterol',
  fibra: 'Fibra Alimentaria',
  secondaryBannerMobile: 'Banner secundario para celulares',
  secondaryBanner: 'Banner secundario',
  bannerUrl: 'URL del banner',
  gramosPorTaza: 'Gramos por taza',
  gramosPorCucharada: 'Gramos por cucharada',
} as const;
