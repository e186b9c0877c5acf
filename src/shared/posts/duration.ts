/**
 * The post-time grammar: a post's time as the cards print it, one format for both lines: the
 * server's cooking times read '30 minutos' or '1 hora', the CMS's durations '20 min' or '1 h 30
 * min'; the cards say '30 min', '1 h', '1 h 30 min' (short, so a narrow card fits them). A
 * text that does not read as a time ('toda la noche') is printed as written.
 *
 * It reads a whole field, strictly, and is one of two grammars on purpose: the step-text
 * grammar (the cook-mode timers', src/widgets/recipe-tools/timers/find-times.ts) finds times
 * inside a sentence, so it skips the words around them and reads ranges, spelled-out numbers,
 * quarters, fractions and seconds. A field read that loosely would turn '3 a 4 horas' into a
 * card's '3 h' and the JSON-LD's duration, which the host's port (`Recipe\Duration`) would
 * have to follow; a step read this strictly would find no time in 'Hornear 40 minutos a
 * 180 °C'. Both read the same words for hours, minutes and amounts, kept here.
 * test/fixtures/contracts/durations.json holds both, each case naming its grammar.
 */

/** The words for an hour and a minute, in both grammars. */
export const HOUR = /^(?:h|hs|hr|hrs|hora|horas)$/;
export const MINUTE = /^(?:m|min|mins|minuto|minutos|')$/;
/** Number and unit never part at a line end. */
const NO_BREAK = '\u00a0';

/** '1', '1,5', '1.5', 'un', 'una', 'media'; null for anything else (both grammars). */
export function amount(word: string): number | null {
  if (word === 'un' || word === 'una') return 1;
  if (word === 'media') return 0.5;
  if (!/^\d+(?:[.,]\d+)?$/.test(word)) return null;
  return Number(word.replace(',', '.'));
}

/**
 * Total minutes of a text such as '1 hora y media', '1h30', '90 minutos'; null if it is something else.
 * The Laravel host's package reads the same way (`SiteWidgets\Laravel\Recipe\Duration`); the fixture's
 * `post-time` cases hold both.
 */
export function durationMinutes(text: string): number | null {
  const words = text
    .toLocaleLowerCase('es-AR')
    // '1h30m', '45min', "30'": numbers and units apart.
    .replace(/(\d)(?=[a-z'])/g, '$1 ')
    .replace(/([a-z'])(?=\d)/g, '$1 ')
    .split(/\s+|,(?!\d)|\+|\by\b/)
    // 'min.', 'hs.': an abbreviation's dot (a decimal point sits between digits).
    .map((word) => word.replace(/\.$/, ''))
    .filter((word) => word !== '');
  let minutes = 0;
  let pending: number | null = null;
  let lastUnit: 'hour' | 'minute' | null = null;
  for (const word of words) {
    const value = amount(word);
    if (value !== null) {
      // 'media' right after an hour: '1 hora y media'.
      if (word === 'media' && lastUnit === 'hour' && pending === null) {
        minutes += 30;
        lastUnit = null;
        continue;
      }
      if (pending !== null) return null;
      pending = value;
    } else if (HOUR.test(word) || MINUTE.test(word)) {
      if (pending === null) return null;
      const hour = HOUR.test(word);
      minutes += hour ? pending * 60 : pending;
      lastUnit = hour ? 'hour' : 'minute';
      pending = null;
    } else {
      return null;
    }
  }
  // '1 h 30': minutes left without their unit after hours.
  if (pending !== null) {
    if (lastUnit !== 'hour') return null;
    minutes += pending;
  }
  return words.length > 0 && minutes > 0 ? Math.round(minutes) : null;
}

/** '30 min', '1 h', '1 h 30 min'. */
function minutesLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours}${NO_BREAK}h`);
  if (rest > 0) parts.push(`${rest}${NO_BREAK}min`);
  return parts.join(NO_BREAK);
}

/** A post's time as the cards print it (see above). */
export function formatDuration(text: string): string {
  const minutes = durationMinutes(text);
  return minutes === null ? text.trim() : minutesLabel(minutes);
}
