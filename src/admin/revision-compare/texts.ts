/** Spanish (es-AR) texts of a revision's comparison. */
export const revisionCompareTexts = {
  list: (field: string) => `Cambios en ${field}`,
  unchanged: 'Sin cambios.',
} as const;
