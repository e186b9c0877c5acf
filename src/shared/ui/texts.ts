/** Texts of the shared UI: content that is loading or could not load, a missing image (es-AR). */
export const uiTexts = {
  slow: 'Esto está tardando más de lo habitual.',
  retry: 'Reintentar',
  imageUnavailable: 'Imagen no disponible',
} as const;
