/** Spanish (es-AR) texts of the main banner form, in the client's spelling (no accents). */
export const bannerTexts = {
  heading: 'Baner Principal',
  title: 'Titulo Banner',
  subtitle: 'Bajada Banner',
} as const;
