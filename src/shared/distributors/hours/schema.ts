import * as v from 'valibot';

/**
 * A distributor's opening hours (docs/widgets/catalogue.md, "Opening hours"): what the host
 * stores and serves as `hours`, and what it validates with the JSON Schema generated from here
 * (`npm run generate`: host/packages/site-widgets/resources/schemas/distributor-hours.json).
 * The checks JSON Schema cannot say (a range opens before it closes, a day's ranges in order,
 * each exception's date once, a closure that ends after it starts, real calendar dates) are
 * `v.check`s, left out of the generated file and named in its description; the shared corpus
 * (test/fixtures/contracts/distributor-hours.json) marks the cases only they refuse.
 */

/** The days of `weekly`, in the order `Date.getUTCDay()` counts them (Sunday first). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** A time a range opens at: `HH:MM`, 24 h, two digits each. */
const opensAt = v.pipe(v.string(), v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/));

/** A time a range closes at: the same, or `24:00` for midnight at the end of the day. */
const closesAt = v.pipe(v.string(), v.regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/));

/** `[open, close]`, open before close (two-digit times compare as text). */
const range = v.pipe(
  v.strictTuple([opensAt, closesAt]),
  v.check(([open, close]) => open < close, 'a range opens before it closes'),
);

export type HoursRange = v.InferOutput<typeof range>;

/**
 * One day's ranges, at most 4, in order and not overlapping; one may start where the one before
 * closes (the shop stays open). None: closed that day.
 */
const day = v.pipe(
  v.array(range),
  v.maxLength(4),
  v.check((ranges) => ranges.every(([open], index) => index === 0 || (ranges[index - 1]?.[1] ?? '') <= open), "a day's ranges are in order and do not overlap"),
);

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar date, `YYYY-MM-DD`, that exists (`2026-02-29` does not). */
const date = v.pipe(
  v.string(),
  // The pattern for JSON Schema validators that do not check `format: date`.
  v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
  v.isoDate(),
  v.check((text) => {
    const [year = 0, month = 0, dayOfMonth = 0] = text.split('-').map(Number);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return dayOfMonth <= (month === 2 && !leap ? 28 : (MONTH_DAYS[month - 1] ?? 0));
  }, 'a date that exists'),
);

/** Every day present, no other key: a misspelt day is a mistake, not a day. */
const weekly = v.strictObject({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day });

/** A dated day with its own ranges (none: closed); it wins over holidays and `weekly`. */
const exception = v.looseObject({ date, ranges: day });

/** A temporary closure, `from` to `until` inclusive, with an optional short reason ('vacaciones'). */
const closure = v.pipe(
  v.looseObject({
    from: date,
    until: date,
    reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40), v.regex(/^[^<>]*$/)))),
  }),
  v.check(({ from, until }) => from <= until, 'a closure ends on or after the day it starts'),
);

export const hoursSchema = v.looseObject({
  weekly,
  /** On Argentina's national holidays (holidays.ts): closed, or the usual weekly hours. */
  holidays: v.picklist(['closed', 'open']),
  exceptions: v.pipe(
    v.array(exception),
    v.maxLength(60),
    v.check((list) => new Set(list.map((entry) => entry.date)).size === list.length, "each exception's date once"),
  ),
  closure: v.optional(v.nullable(closure)),
});

export type Hours = v.InferOutput<typeof hoursSchema>;
