/** The FAQ list's texts, in es-AR (voseo). */
export const faqListTexts = {
  empty: 'Todavía no hay preguntas frecuentes en esta sección.',
} as const;
