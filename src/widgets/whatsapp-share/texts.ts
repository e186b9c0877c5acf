/** The share box's texts: the spec's, word for word, and the field labels it left open. */
export const whatsappTexts = {
  title: 'Compartir por Whatsapp',
  description: 'Completá el número a quién le quieras compartir la receta!',
  send: 'Enviar por Whatsapp',
  countryCode: 'Código de país',
  areaCode: 'Código de área',
  number: 'Número',
  hint: 'Completá el código de área y el número (al menos 4 dígitos) para enviar.',
  opensInNewWindow: '(se abre en una ventana nueva)',
} as const;
