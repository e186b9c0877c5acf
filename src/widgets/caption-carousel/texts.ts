export const captionCarouselTexts = {
  label: 'Galería',
  caption: 'Descripción de la imagen',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  slide: (index: number, count: number) => `Imagen ${index} de ${count}`,
  empty: 'Todavía no hay imágenes.',
} as const;
