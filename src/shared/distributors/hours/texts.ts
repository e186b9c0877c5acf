import type { Weekday } from './schema';

/** The weekdays' names, for 'abre el lunes 9:00'. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'lunes',
  tue: 'martes',
  wed: 'miércoles',
  thu: 'jueves',
  fri: 'viernes',
  sat: 'sábado',
  sun: 'domingo',
};

/** A distributor's opening hours in words, es-AR (docs/widgets/catalogue.md, "Opening hours"); times and dates come written. */
export const hoursTexts = {
  unknown: 'Horario no informado',
  /** Open round the clock: no closing within the look-ahead. */
  open: 'Abierto',
  /** "Abierto · cierra 20:30". */
  openUntil: (time: string) => `Abierto · cierra ${time}`,
  /** No opening within the look-ahead. */
  closed: 'Cerrado',
  /** "Cerrado · abre hoy 17:00", "Cerrado · abre mañana 9:00", "Cerrado · abre el lunes 9:00". */
  closedOpens: (day: string, time: string) => `Cerrado · abre ${day} ${time}`,
  closedHoliday: 'Cerrado por feriado',
  /** "Cerrado por feriado · abre mañana 9:00". */
  closedHolidayOpens: (day: string, time: string) => `Cerrado por feriado · abre ${day} ${time}`,
  /** "Cerrado por vacaciones hasta el 15/1". */
  closedFor: (reason: string, date: string) => `Cerrado por ${reason} hasta el ${date}`,
  /** "Cerrado temporalmente hasta el 15/1". */
  closedUntil: (date: string) => `Cerrado temporalmente hasta el ${date}`,
  today: 'hoy',
  tomorrow: 'mañana',
  /** "el lunes", "el 15/1". */
  onDay: (day: string) => `el ${day}`,
} as const;
