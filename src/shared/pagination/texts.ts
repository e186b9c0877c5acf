/** The page bar's texts, in es-AR. */
export const paginationTexts = {
  page: (page: number) => `Página ${page}`,
  next: 'Página siguiente',
  previous: 'Página anterior',
} as const;
