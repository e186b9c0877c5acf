/** 'Mis recetas' texts (es-AR, voseo). */
export const savedRecipesTexts = {
  list: 'Recetas guardadas',
  empty: 'Todavía no guardaste recetas. En una receta, tocá «Guardar receta» para tenerla en este dispositivo y cocinarla sin conexión.',
  remove: 'Quitar',
  removeName: (title: string) => `Quitar ${title}`,
  removed: (title: string, size: string) => `Quitaste ${title}: liberaste ${size}.`,
  savedOn: (date: string, size: string) => `Guardada el ${date} · ${size}`,
  removeFailed: 'No pudimos quitar la receta. Probá de nuevo.',
} as const;
