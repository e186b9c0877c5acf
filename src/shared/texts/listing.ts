/** The listings' shared texts (post grid, product grid, carousel, directory, page bar), in es-AR (voseo). */
export const listingTexts = {
  all: 'Todo',
  pagination: 'Paginación',
  loading: 'Cargando…',
  empty: 'Todavía no hay publicaciones en esta categoría.',
  loadError: 'No pudimos cargar las publicaciones.',
} as const;
