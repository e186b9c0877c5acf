/** Spanish (es-AR) texts of the "who is editing" notices. `noun` is the placeholder's `data-noun` ('esta receta'). */
export const presenceTexts = {
  editingOne: (name: string, noun: string, since: string) => `${name} está editando ${noun} ${since}.`,
  editingMany: (names: string, noun: string, since: string) => `${names} están editando ${noun} ${since}.`,
  sinceJustNow: 'desde hace menos de un minuto',
  sinceMinutes: (minutes: number) => `desde hace ${minutes} min`,
  sinceHours: (hours: number) => `desde hace ${hours} h`,
  editAnyway: 'Editar igual',
  back: 'Volver',
  startedOne: (name: string, noun: string) => `${name} empezó a editar ${noun}.`,
  startedMany: (names: string, noun: string) => `${names} empezaron a editar ${noun}.`,
  saved: (name: string, noun: string, time: string) =>
    `${name} guardó ${noun} a las ${time}. Si guardás ahora, se te va a ofrecer combinar tus cambios con los suyos.`,
  close: 'Cerrar',
  /** A name the server did not give (a user since removed). */
  someone: 'Alguien',
} as const;

/** "Editora", "Editora y Redacción", "Ana, Editora y Redacción". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? presenceTexts.someone;
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1] ?? ''}`;
}

/** "desde hace 3 min": how long someone has been editing. */
export function sinceText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return presenceTexts.sinceJustNow;
  if (minutes < 60) return presenceTexts.sinceMinutes(minutes);
  return presenceTexts.sinceHours(Math.floor(minutes / 60));
}

/**
 * How the notices write a time of day, as a CLDR pattern: hours as they are, minutes in two
 * digits. The host's messages about the same saves write it the same way: `npm run generate`
 * writes it for the Laravel host's package as PHP's `date()` format ('G:i'), and
 * test/fixtures/contracts/clock.json runs both.
 */
export const CLOCK_PATTERN = 'H:mm';

/** "10:42", "9:05": a time of today, as the notices say it (`CLOCK_PATTERN`). */
export function clockTime(date: Date): string {
  return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
}
