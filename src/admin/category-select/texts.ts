/** Spanish (es-AR) texts of the category select. */
export const categoryTexts = {
  parent: 'Categoría',
  child: 'Subcategoría',
  chooseParent: 'Elegí una categoría',
  noChild: 'Sin subcategoría',
  unknown: (id: string) => `Categoría actual (id ${id}, no está en la lista)`,
  childCleared: (name: string) => `Se quitó la subcategoría «${name}»: no es de la categoría elegida.`,
  resetOffer: 'Se restauraron la categoría y la subcategoría iniciales.',
  unavailable: 'No se pudo leer la lista de categorías: la categoría guardada se envía sin cambios.',
} as const;
