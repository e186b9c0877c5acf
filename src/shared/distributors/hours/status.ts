import { addDays, argentinaClock, minutesOf, weekdayOf } from './clock';
import { HOLIDAYS_AR } from './holidays';

const HOLIDAY_DATES: ReadonlySet<string> = new Set(HOLIDAYS_AR);
import type { Hours, HoursRange } from './schema';

/**
 * Whether a distributor is open at an instant, in Argentina's time (docs/widgets/catalogue.md,
 * "Opening hours"): pure, no React, so the directory asks it for every row and the filter
 * 'Abierto ahora' for every distributor, once a minute.
 */

/** How far ahead the next opening (and an open shop's closing) is looked for, in days. */
const LOOK_AHEAD_DAYS = 14;

/** When a closed distributor opens next: in how many days (0 today), on which date, at what time. */
export interface Opening {
  readonly inDays: number;
  readonly date: string;
  readonly at: string;
}

export type HoursStatus =
  /** No hours, or hours that could not be read: never said to be closed. */
  | { readonly kind: 'unknown' }
  /** Open, until `closes` (`HH:MM`; `24:00` midnight), or null when it does not close within the look-ahead. */
  | { readonly kind: 'open'; readonly closes: string | null }
  /** Closed now, a holiday the reason when `holiday`, opening next at `opens` (null: not within the look-ahead). */
  | { readonly kind: 'closed'; readonly holiday: boolean; readonly opens: Opening | null }
  /** Within a temporary closure, until its last day. */
  | { readonly kind: 'closure'; readonly until: string; readonly reason: string | null };

interface Day {
  readonly ranges: readonly HoursRange[];
  /** Closed all day by a holiday that took its usual hours away. */
  readonly holiday: boolean;
}

/** A date's ranges: a closure shuts it, else its exception, else a holiday (when closed on them), else its weekday's. */
function dayOf(hours: Hours, date: string): Day {
  const { closure } = hours;
  if (closure != null && closure.from <= date && date <= closure.until) return { ranges: [], holiday: false };
  const exception = hours.exceptions.find((entry) => entry.date === date);
  if (exception !== undefined) return { ranges: exception.ranges, holiday: false };
  const usual = hours.weekly[weekdayOf(date)];
  if (hours.holidays === 'closed' && HOLIDAY_DATES.has(date)) return { ranges: [], holiday: usual.length > 0 };
  return { ranges: usual, holiday: false };
}

/**
 * When the range `from` (today's) really closes: a range that opens when it closes keeps the
 * shop open, and so does the next day's first one at `00:00` after a `24:00` close.
 */
function closingOf(hours: Hours, today: string, from: HoursRange): string | null {
  let date = today;
  let close = from[1];
  for (let days = 0; days < LOOK_AHEAD_DAYS;) {
    if (close === '24:00') {
      date = addDays(date, 1);
      days += 1;
      const first = dayOf(hours, date).ranges[0];
      if (first?.[0] !== '00:00') return close;
      close = first[1];
    } else {
      const next = dayOf(hours, date).ranges.find(([open]) => open === close);
      if (next === undefined) return close;
      close = next[1];
    }
  }
  return null;
}

function nextOpening(hours: Hours, today: string, minutes: number): Opening | null {
  for (let inDays = 0; inDays <= LOOK_AHEAD_DAYS; inDays += 1) {
    const date = addDays(today, inDays);
    const range = dayOf(hours, date).ranges.find(([open]) => inDays > 0 || minutesOf(open) > minutes);
    if (range !== undefined) return { inDays, date, at: range[0] };
  }
  return null;
}

export function hoursStatus(hours: Hours | null | undefined, instant: Date): HoursStatus {
  if (hours == null) return { kind: 'unknown' };
  const { date, minutes } = argentinaClock(instant);
  const { closure } = hours;
  if (closure != null && closure.from <= date && date <= closure.until) {
    const reason = closure.reason?.trim() ?? '';
    return { kind: 'closure', until: closure.until, reason: reason === '' ? null : reason };
  }
  const today = dayOf(hours, date);
  const now = today.ranges.find(([open, close]) => minutesOf(open) <= minutes && minutes < minutesOf(close));
  if (now !== undefined) return { kind: 'open', closes: closingOf(hours, date, now) };
  return { kind: 'closed', holiday: today.holiday, opens: nextOpening(hours, date, minutes) };
}
