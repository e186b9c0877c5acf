/** Spanish (es-AR) texts of the editors' drafts. */
export const draftTexts = {
  offer: (age: string) => `Tenés cambios sin guardar de ${age}.`,
  serverChanged:
    'Ojo: alguien guardó este contenido después de que empezaste. Lo que ves es la versión guardada; Recuperar la reemplaza por tus cambios y Deshacer vuelve a mostrarla.',
  recover: 'Recuperar',
  discard: 'Descartar',
  recovered: 'Se recuperaron tus cambios. Podés deshacerlo con Deshacer (Ctrl+Z).',
  recoveredOffer: 'Se recuperaron tus cambios.',
  discarded: 'Se descartaron los cambios sin guardar.',
  otherTab: 'Este contenido está abierto en otra pestaña. Si lo editás en las dos, queda lo último que se guarde.',
  noStorage: 'Este navegador no deja guardar borradores (ventana privada o sin espacio): si cerrás la página antes de guardar, se pierden los cambios.',
  justNow: 'hace menos de un minuto',
} as const;

const relative = new Intl.RelativeTimeFormat('es-AR', { numeric: 'always' });

/** "hace 12 minutos", "hace 2 horas", "hace 3 días": how long ago a draft last changed. */
export function draftAge(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return draftTexts.justNow;
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
