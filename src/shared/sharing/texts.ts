/** The share button's texts (es-AR, voseo). */
export const shareTexts = {
  share: 'Compartir',
  /** Where there is no share sheet, the button opens WhatsApp: said to screen readers. */
  byWhatsapp: '(por WhatsApp, se abre en una ventana nueva)',
  /** The sentence the share carries, before the address. */
  recipeText: (name: string) => `Mirá esta receta: ${name}`,
} as const;
