/** 'Agregar a la lista' (docs/widgets/shopping-list.md, "Adding a recipe"). */
export const addToListTexts = {
  add: 'Agregar a la lista',
  added: (name: string) => `Agregaste «${name}» a tu lista de compras.`,
  addedFor: (name: string, servings: number) => `Agregaste «${name}» a tu lista de compras, para ${servings} porciones.`,
  replaced: (name: string) => `«${name}» ya estaba en tu lista: la actualizamos.`,
  replacedFor: (name: string, servings: number) => `«${name}» ya estaba en tu lista: la actualizamos para ${servings} porciones.`,
  refused: 'No pudimos guardar la lista en este dispositivo: el navegador no lo permite (¿modo privado?).',
  failed: 'No pudimos agregar la receta a la lista. Probá de nuevo.',
  seeList: 'Ver la lista',
  close: 'Cerrar el aviso',
};
