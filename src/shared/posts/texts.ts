/** The post cards' texts, in es-AR (voseo). */
export const postCardTexts = {
  loginToWatch: 'Iniciar sesión para ver el video',
  finishRegistration: 'Finalizar registro para ver el video',
  /** 'Tiempo de cocción' said whole, shown as its last word (narrow cards). */
  cookingTimePrefix: 'Tiempo de ',
  cookingTimeWord: 'cocción',
  commensals: (count: string | number) => `${count} ${String(count) === '1' ? 'porción' : 'porciones'}`,
  duration: 'Duración',
  video: 'Video',
  watch: 'Ver video',
} as const;
