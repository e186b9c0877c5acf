/** Texts about content that is loading, or could not load (es-AR). */
export const loadingTexts = {
  slow: 'Esto está tardando más de lo habitual.',
  retry: 'Reintentar',
} as const;
