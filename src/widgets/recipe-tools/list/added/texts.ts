/** What 'Agregar a la lista' says once done: downloaded with what adds (docs/widgets/shopping-list.md, "Adding a recipe"). */
export const addedTexts = {
  added: (name: string) => `Agregaste «${name}» a tu lista de compras.`,
  addedFor: (name: string, servings: number) => `Agregaste «${name}» a tu lista de compras, para ${servings} porciones.`,
  replaced: (name: string) => `«${name}» ya estaba en tu lista: la actualizamos.`,
  replacedFor: (name: string, servings: number) => `«${name}» ya estaba en tu lista: la actualizamos para ${servings} porciones.`,
  refused: 'No pudimos guardar la lista en este dispositivo: el navegador no lo permite (¿modo privado?).',
  seeList: 'Ver la lista',
  close: 'Cerrar el aviso',
};
