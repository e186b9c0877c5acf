/** Spanish (es-AR) texts of preparing an image before it is uploaded. */
export const prepareTexts = {
  preparing: 'Preparando la imagen…',
  notPrepared: (name: string, mb: string, maxMb: number) =>
    `No pudimos achicar «${name}» en este navegador y pesa ${mb} MB; el máximo es ${maxMb} MB. Achicala antes de subirla o elegí una más liviana.`,
  stillTooBig: (name: string, mb: string, maxMb: number) => `Aun achicada, «${name}» pesa ${mb} MB y el máximo es ${maxMb} MB. Elegí una imagen más liviana.`,
  unreadable: (name: string) =>
    `No pudimos leer «${name}» para quitarle los datos que guarda (como el lugar donde se sacó), así que no la subimos. Guardala de nuevo con otro programa o elegí otra imagen.`,
} as const;

/** `8,2`: megabytes with one decimal and the es-AR decimal comma, as the uploader writes them. */
export function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1).replace('.', ',');
}
