/** What 'Agregar a la lista' says once done: downloaded with what adds (docs/widgets/shopping-list.md, "Adding a recipe"). */
export const addedTexts = {
  added: (name: string) => `Agregaste «${name}» a tu lista de compras.`,
  /** `servings` as a cook writes them ('4', '2,8'). */
  addedFor: (name: string, servings: string) => `Agregaste «${name}» a tu lista de compras, para ${servings} ${servings === '1' ? 'porción' : 'porciones'}.`,
  replaced: (name: string) => `«${name}» ya estaba en tu lista: la actualizamos.`,
  replacedFor: (name: string, servings: string) =>
    `«${name}» ya estaba en tu lista: la actualizamos para ${servings} ${servings === '1' ? 'porción' : 'porciones'}.`,
  refused: 'No pudimos guardar la lista en este dispositivo: el navegador no lo permite (¿modo privado?).',
  seeList: 'Ver la lista',
  close: 'Cerrar el aviso',
};
