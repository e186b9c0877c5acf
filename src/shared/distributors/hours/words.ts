import { weekdayOf } from './clock';
import type { HoursStatus, Opening } from './status';
import { hoursTexts, WEEKDAY_NAMES } from './texts';

/**
 * A status in words (docs/widgets/catalogue.md, "Opening hours"): the texts of texts.ts with
 * the times and dates written as a shop's sign writes them.
 */

/** "9:00", "20:30", as Argentines write a time: no leading zero on the hour. */
const clock = (time: string) => time.replace(/^0(?=\d:)/, '');

/** "15/1": day and month, as a shop's sign writes a date. */
const dayMonth = (date: string) => `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}`;

/** "hoy", "mañana", "el lunes" within the week, "el 15/1" further on. */
function when(opening: Opening): string {
  if (opening.inDays === 0) return hoursTexts.today;
  if (opening.inDays === 1) return hoursTexts.tomorrow;
  return hoursTexts.onDay(opening.inDays < 7 ? WEEKDAY_NAMES[weekdayOf(opening.date)] : dayMonth(opening.date));
}

/** What a row says of its hours now. */
export function statusText(status: HoursStatus): string {
  switch (status.kind) {
    case 'unknown':
      return hoursTexts.unknown;
    case 'open':
      return status.closes === null ? hoursTexts.open : hoursTexts.openUntil(clock(status.closes));
    case 'closure':
      return status.reason === null ? hoursTexts.closedUntil(dayMonth(status.until)) : hoursTexts.closedFor(status.reason, dayMonth(status.until));
    case 'closed': {
      const { opens, holiday } = status;
      if (opens === null) return holiday ? hoursTexts.closedHoliday : hoursTexts.closed;
      return (holiday ? hoursTexts.closedHolidayOpens : hoursTexts.closedOpens)(when(opens), clock(opens.at));
    }
  }
}
