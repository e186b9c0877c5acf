/** The distributors directory's texts, in es-AR (voseo). */
export const directoryTexts = {
  title: 'Distribuidores',
  subtitle: 'Elegí tu provincia y encontrá el distribuidor más cercano.',
  provinceLabel: 'Provincia',
  provincePlaceholder: 'Buscar por provincia',
  allProvinces: 'Ver todas las provincias',
  seeDetail: 'Ver detalle',
  /** Said after 'Ver detalle' to screen readers only: "Ver detalle de {name}". */
  ofDistributor: (name: string) => ` de ${name}`,
  pagination: 'Paginación de distribuidores',
  count: (count: number, province: string | null) => `${count} ${count === 1 ? 'distribuidor' : 'distribuidores'}${province === null ? '' : ` en ${province}`}`,
  noneIn: (province: string) => `No hay distribuidores en ${province}. Probá con otra provincia o mirá todas.`,
  none: 'Todavía no hay distribuidores cargados.',
  loadError: 'No pudimos cargar los distribuidores.',
} as const;
