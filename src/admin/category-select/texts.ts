/** Spanish (es-AR) texts of the category select. */
export const categoryTexts = {
  parent: 'Categoría',
  child: 'Subcategoría',
  chooseParent: 'Elegí una categoría',
  noChild: 'Sin subcategoría',
  unknown: (id: string) => `Categoría actual (id ${id}, no está en la lista)`,
  unavailable: 'No se pudo leer la lista de categorías: la categoría guardada se envía sin cambios.',
} as const;
