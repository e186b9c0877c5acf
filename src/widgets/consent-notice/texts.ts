/** The consent notice's texts (es-AR, voseo). 'Aceptar' and 'Rechazar' weigh the same. */
export const consentTexts = {
  heading: 'Cookies de medición',
  body: 'Con tu permiso usamos cookies de Google Analytics para saber qué recetas y páginas se visitan más y así mejorar el sitio. Si las rechazás, el sitio funciona igual y no guardamos ninguna.',
  privacy: 'Política de privacidad',
  accept: 'Aceptar',
  reject: 'Rechazar',
  /** After the text when the notice is opened again: the choice kept. */
  current: {
    granted: 'Ahora las aceptaste. Podés cambiarlo cuando quieras.',
    denied: 'Ahora las rechazaste. Podés cambiarlo cuando quieras.',
  },
} as const;
