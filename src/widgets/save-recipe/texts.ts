/** The save button's texts (es-AR, voseo). */
export const saveRecipeTexts = {
  save: 'Guardar receta',
  saving: 'Guardando…',
  saved: 'Guardada en este dispositivo: la podés abrir sin conexión.',
  remove: 'Quitar',
  removeName: 'Quitar la receta guardada',
  savedNow: 'Guardaste la receta: la podés abrir sin conexión desde Mis recetas.',
  removedNow: 'Quitaste la receta guardada.',
  failed: 'No pudimos guardar la receta. Probá de nuevo con conexión.',
} as const;
