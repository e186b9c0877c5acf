/** The post carousel's texts, in es-AR (voseo). */
export const postCarouselTexts = {
  label: 'Publicaciones',
  roleDescription: 'carrusel',
  previous: 'Ver anteriores',
  next: 'Ver siguientes',
  /** A product's carousel (`data-product`) with no recipe. */
  noProductPosts: 'Todavía no hay recetas con este producto.',
} as const;
