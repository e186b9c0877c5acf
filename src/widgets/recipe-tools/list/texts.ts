/** 'Agregar a la lista' itself, in the recipe tools' chunk (docs/widgets/shopping-list.md, "Adding a recipe"); what it says once done is in added/texts.ts. */
export const addToListTexts = {
  add: 'Agregar a la lista',
  failed: 'No pudimos agregar la receta a la lista. Probá de nuevo.',
};
