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
  searchLabel: 'Buscar por nombre o localidad',
  /** "8 distribuidores en Córdoba", "3 distribuidores para "sur"", "1 distribuidor en Salta para "sur"". */
  count: (count: number, province: string | null, query: string) =>
    `${count} ${count === 1 ? 'distribuidor' : 'distribuidores'}${province === null ? '' : ` en ${province}`}${query === '' ? '' : ` para "${query}"`}`,
  /** Said after the count while 'Cerca mío' is on: "86 distribuidores, del más cercano al más lejano". */
  byDistance: ', del más cercano al más lejano',
  noneIn: (province: string) => `No hay distribuidores en ${province}. Probá con otra provincia o mirá todas.`,
  noneFor: (query: string, province: string | null) => `No encontramos distribuidores para "${query}"${province === null ? '' : ` en ${province}`}.`,
  clearSearch: 'Borrar la búsqueda',
  call: 'Llamar',
  /** The contact links' full names (visible word first, then the distributor). */
  callName: (name: string) => `Llamar a ${name}`,
  whatsapp: 'WhatsApp',
  whatsappName: (name: string) => `WhatsApp a ${name} (se abre en otra pestaña)`,
  directions: 'Cómo llegar',
  directionsName: (name: string) => `Cómo llegar a ${name} (se abre en otra pestaña)`,
  /** The filter keeping the distributors open now (docs/widgets/catalogue.md, "Opening hours"). */
  openNow: 'Abierto ahora',
  /** Said after the count while 'Abierto ahora' is on: "3 distribuidores en Córdoba, abiertos ahora". */
  openNowCount: ', abiertos ahora',
  /** 'Abierto ahora' on and none open among the others shown. */
  noneOpen: (province: string | null) =>
    `Ahora no hay distribuidores abiertos${province === null ? '' : ` en ${province}`}. Probá más tarde o mirá también los cerrados.`,
  showClosed: 'Ver también los cerrados',
  none: 'Todavía no hay distribuidores cargados.',
  loadError: 'No pudimos cargar los distribuidores.',
} as const;
