/** The FAQ widgets' texts, in es-AR (voseo). */
export const faqTexts = {
  empty: 'Todavía no hay preguntas frecuentes en esta sección.',
} as const;
