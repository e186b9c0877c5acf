/** Spanish (es-AR) texts of a draft offered merged with a save made since it began. */
export const mergeTexts = {
  offer: (age: string) => `Tenés cambios sin guardar de ${age}, y alguien guardó este contenido después de que empezaste.`,
  saved: 'Lo que cambió en la versión guardada:',
  yours: 'Tus cambios sin guardar:',
  nothing: 'Nada.',
  more: (count: number) => (count === 1 ? 'Y un cambio más.' : `Y ${count} cambios más.`),
  conflicts: (count: number) =>
    count === 1 ? 'Los dos cambiaron lo mismo en un lugar: elegí qué queda.' : `Los dos cambiaron lo mismo en ${count} lugares: elegí qué queda en cada uno.`,
  chooseSaved: (value: string) => `La guardada: ${value}`,
  chooseYours: (value: string) => `La tuya: ${value}`,
  removed: 'quitado',
  combine: 'Combinar',
  unanswered: 'Elegí qué queda en cada lugar para combinar.',
  useMine: 'Usar solo los míos',
  keepSaved: 'Quedarme con la guardada',
  combined: 'Se combinaron tus cambios con la versión guardada. Podés deshacerlo con Deshacer (Ctrl+Z).',
} as const;
