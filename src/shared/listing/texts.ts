/** The tabbed listings' own texts (post grid, product grid), in es-AR (voseo). */
export const tabbedListingTexts = {
  /** An address that names a category the listing does not have (said in the listing's live region). */
  noTab: (asked: number) => `La categoría ${asked} no existe: te mostramos Todo.`,
} as const;
