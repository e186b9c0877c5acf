import { WEEKDAYS, type Weekday } from './schema';

/**
 * Argentina's wall clock (docs/widgets/catalogue.md, "Opening hours"): a distributor's hours
 * are Argentina's, whatever zone the visitor's device is set to, so an instant is read in
 * America/Argentina/Buenos_Aires through `Intl`, never through the device's `getHours()`.
 * Dates are `YYYY-MM-DD` texts, counted on the calendar alone (no zone in them).
 */
const ARGENTINA_ZONE = 'America/Argentina/Buenos_Aires';

/** The day and the time of day an instant is in Argentina. */
export interface WallClock {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** Minutes since midnight, 0–1439. */
  readonly minutes: number;
}

let format: Intl.DateTimeFormat | null = null;

/** One formatter for every row: making one costs more than reading with it. */
function formatter(): Intl.DateTimeFormat {
  format ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ARGENTINA_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return format;
}

export function argentinaClock(instant: Date): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatter().formatToParts(instant)) parts[type] = value;
  return {
    date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    minutes: Number(parts.hour ?? 0) * 60 + Number(parts.minute ?? 0),
  };
}

/** The calendar's count of a date, in days (for adding days and naming the weekday). */
function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(dayNumber(date) * 86_400_000).getUTCDay()] ?? 'sun';
}

/** `HH:MM` (or `24:00`) as minutes since midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
