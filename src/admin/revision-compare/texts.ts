/** Spanish (es-AR) texts of a revision's comparison. */
export const revisionCompareTexts = {
  list: (field: string) => `Cambios en ${field}`,
  unchanged: 'Sin cambios.',
  unavailable: 'No se pudo mostrar qué cambió. Recargá la página para intentarlo de nuevo.',
} as const;
