/** The post carousel's texts, in es-AR (voseo). */
export const postCarouselTexts = {
  label: 'Publicaciones',
  roleDescription: 'carrusel',
  previous: 'Ver anteriores',
  next: 'Ver siguientes',
} as const;
