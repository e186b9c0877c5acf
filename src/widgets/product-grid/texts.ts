/** The product catalogue's texts, in es-AR (voseo). */
export const productGridTexts = {
  tabs: 'Categorías de productos',
  empty: 'Todavía no hay productos en esta categoría.',
  loadError: 'No pudimos cargar los productos.',
} as const;
