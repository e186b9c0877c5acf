/** The post grid's texts (tabs, subcategories, landing cards), in es-AR (voseo). */
export const postGridTexts = {
  tabs: 'Categorías',
  landings: 'Landings',
  emptyLandings: 'Todavía no hay landings.',
  subcategories: (parent: string) => `Subcategorías de ${parent}`,
  allSubcategories: 'Todas',
  /** An address naming a subcategory the tab does not have (said in the grid's live region). */
  noSubcategory: (asked: number, parent: string) => `La subcategoría ${asked} no existe: te mostramos todas las de ${parent}.`,
  landing: 'Landing',
  visit: 'Ver más',
} as const;
