/** The post grid's texts (tabs, subcategories, landing cards), in es-AR (voseo). */
export const postGridTexts = {
  tabs: 'Categorías',
  landings: 'Landings',
  emptyLandings: 'Todavía no hay landings.',
  subcategories: (parent: string) => `Subcategorías de ${parent}`,
  allSubcategories: 'Todas',
  landing: 'Landing',
  visit: 'Ver más',
} as const;
