/** The cookbooks grid's texts, in es-AR (voseo). */
export const cookbookGridTexts = {
  label: 'Recetarios',
  empty: 'Todavía no hay recetarios.',
} as const;
