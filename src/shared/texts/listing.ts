/** The listings' texts (post grid, product grid, carousel, directory, page bar), in es-AR (voseo). */
export const listingTexts = {
  all: 'Todo',
  pagination: 'Paginación',
  loading: 'Cargando…',
  empty: 'Todavía no hay publicaciones en esta categoría.',
  loadError: 'No pudimos cargar las publicaciones.',
  /** An address that names a page past the last one (said in the listing's live region). */
  noPage: (asked: number, shown: number) => `La página ${asked} no existe: te mostramos la ${shown}.`,
  /** An address that names a category a grid does not have (said in the listing's live region). */
  noTab: (asked: number) => `La categoría ${asked} no existe: te mostramos Todo.`,
} as const;
