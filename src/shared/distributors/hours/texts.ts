import { weekdayOf } from './clock';
import type { Weekday } from './schema';
import type { HoursStatus, Opening } from './status';

const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'lunes',
  tue: 'martes',
  wed: 'miércoles',
  thu: 'jueves',
  fri: 'viernes',
  sat: 'sábado',
  sun: 'domingo',
};

/** "9:00", "20:30", as Argentines write a time: no leading zero on the hour. */
const clock = (time: string) => time.replace(/^0(?=\d:)/, '');

/** "15/1": day and month, as a shop's sign writes a date. */
const dayMonth = (date: string) => `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;

/** "hoy", "mañana", "el lunes" within the week, "el 15/1" further on. */
function when(opening: Opening): string {
  if (opening.inDays === 0) return 'hoy';
  if (opening.inDays === 1) return 'mañana';
  return opening.inDays < 7 ? `el ${WEEKDAY_NAMES[weekdayOf(opening.date)]}` : `el ${dayMonth(opening.date)}`;
}

/** A distributor's opening hours in words, es-AR (docs/widgets/catalogue.md, "Opening hours"). */
export const hoursTexts = {
  unknown: 'Horario no informado',
  open: 'Abierto',
  /** "Abierto · cierra 20:30". */
  openUntil: (time: string) => `Abierto · cierra ${clock(time)}`,
  closed: 'Cerrado',
  closedHoliday: 'Cerrado por feriado',
  /** "Cerrado · abre mañana 9:00", "Cerrado por feriado · abre el lunes 9:00". */
  opens: (closed: string, day: string, time: string) => `${closed} · abre ${day} ${clock(time)}`,
  /** "Cerrado por vacaciones hasta el 15/1". */
  closedFor: (reason: string, until: string) => `Cerrado por ${reason} hasta el ${dayMonth(until)}`,
  /** "Cerrado temporalmente hasta el 15/1". */
  closedUntil: (until: string) => `Cerrado temporalmente hasta el ${dayMonth(until)}`,
} as const;

export function statusText(status: HoursStatus): string {
  switch (status.kind) {
    case 'unknown':
      return hoursTexts.unknown;
    case 'open':
      return status.closes === null ? hoursTexts.open : hoursTexts.openUntil(status.closes);
    case 'closure':
      return status.reason === null ? hoursTexts.closedUntil(status.until) : hoursTexts.closedFor(status.reason, status.until);
    case 'closed': {
      const closed = status.holiday ? hoursTexts.closedHoliday : hoursTexts.closed;
      return status.opens === null ? closed : hoursTexts.opens(closed, when(status.opens), status.opens.at);
    }
  }
}
