/** The catalogue and directory widgets' texts (products, cookbooks, distributors), in es-AR (voseo). */
export const catalogueTexts = {
  productTabs: 'Categorías de productos',
  emptyProducts: 'Todavía no hay productos en esta categoría.',
  productsLoadError: 'No pudimos cargar los productos.',
  imageUnavailable: 'Imagen no disponible',
  cookbooks: 'Recetarios',
  emptyCookbooks: 'Todavía no hay recetarios.',
  distributorsTitle: 'Distribuidores',
  distributorsSubtitle: 'Elegí tu provincia y encontrá el distribuidor más cercano.',
  provinceLabel: 'Provincia',
  provincePlaceholder: 'Buscar por provincia',
  allProvinces: 'Ver todas las provincias',
  seeDetail: 'Ver detalle',
  distributorsPagination: 'Paginación de distribuidores',
  count: (count: number, province: string | null) =>
    `${count} ${count === 1 ? 'distribuidor' : 'distribuidores'}${province === null ? '' : ` en ${province}`}`,
  noneIn: (province: string) => `No hay distribuidores en ${province}. Probá con otra provincia o mirá todas.`,
  noDistributors: 'Todavía no hay distribuidores cargados.',
  distributorsLoadError: 'No pudimos cargar los distribuidores.',
} as const;
