import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { argentinaClock } from '../../../src/shared/distributors/hours/clock';
import { HOLIDAYS_AR } from '../../../src/shared/distributors/hours/holidays';
import { hoursSchema, type Hours, type HoursRange } from '../../../src/shared/distributors/hours/schema';
import { hoursStatus } from '../../../src/shared/distributors/hours/status';
import { statusText } from '../../../src/shared/distributors/hours/words';

/**
 * 'Abierto ahora' and its words (docs/widgets/catalogue.md, "Opening hours"): each case is an
 * instant written in Argentina's time (UTC−3), read whatever zone the device is in.
 */

type Week = Hours['weekly'];
const SPLIT: HoursRange[] = [
  ['09:00', '13:00'],
  ['17:00', '20:30'],
];
const closedWeek: Week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const shopWeek: Week = { ...closedWeek, mon: SPLIT, tue: SPLIT, wed: SPLIT, thu: SPLIT, fri: SPLIT, sat: [['09:00', '13:00']] };

/** Hours as the API gives them, checked by the schema the API reads them with. */
function hours(changes: Partial<Hours> = {}): Hours {
  return v.parse(hoursSchema, { weekly: shopWeek, holidays: 'closed', exceptions: [], ...changes });
}

/** An instant given as Argentina's wall clock ('2026-06-01T10:00'). */
const at = (local: string) => new Date(`${local}:00-03:00`);
const text = (value: Hours | null | undefined, local: string) => statusText(hoursStatus(value, at(local)));

describe('a shop with split shifts, Saturday mornings, closed on holidays', () => {
  test.each([
    ['2026-06-01T10:00', 'Abierto · cierra 13:00'],
    ['2026-06-01T09:00', 'Abierto · cierra 13:00'],
    ['2026-06-01T18:00', 'Abierto · cierra 20:30'],
    ['2026-06-01T20:29', 'Abierto · cierra 20:30'],
    ['2026-06-01T08:59', 'Cerrado · abre hoy 9:00'],
    ['2026-06-01T13:00', 'Cerrado · abre hoy 17:00'],
    ['2026-06-01T14:00', 'Cerrado · abre hoy 17:00'],
    ['2026-06-01T20:30', 'Cerrado · abre mañana 9:00'],
    ['2026-06-01T23:59', 'Cerrado · abre mañana 9:00'],
    ['2026-06-06T14:00', 'Cerrado · abre el lunes 9:00'],
    ['2026-06-07T12:00', 'Cerrado · abre mañana 9:00'],
  ])('%s: %s', (local, expected) => {
    expect(text(hours(), local)).toBe(expected);
  });
});

describe('holidays', () => {
  test('the list holds 2026 and 2027, each date a real one', () => {
    const dates = [...HOLIDAYS_AR];
    expect(dates.filter((date) => date.startsWith('2026'))).toHaveLength(16);
    expect(dates.filter((date) => date.startsWith('2027')).length).toBeGreaterThan(0);
    for (const date of dates) expect(new Date(`${date}T12:00Z`).toISOString().slice(0, 10)).toBe(date);
  });

  test('on a holiday, closed and said so: "Cerrado por feriado"', () => {
    // Monday 15 June 2026: Güemes, moved from Wednesday the 17th.
    expect(text(hours(), '2026-06-15T10:00')).toBe('Cerrado por feriado · abre mañana 9:00');
  });

  test('a holiday ahead is skipped when looking for the next opening', () => {
    expect(text(hours(), '2026-06-13T14:00')).toBe('Cerrado · abre el martes 9:00');
  });

  test('a holiday on a day the shop is closed anyway is a plain closed day', () => {
    // Sunday 20 June 2027: Belgrano.
    expect(text(hours(), '2027-06-20T10:00')).toBe('Cerrado · abre mañana 9:00');
  });

  test('open on holidays: the usual hours', () => {
    expect(text(hours({ holidays: 'open' }), '2026-06-15T10:00')).toBe('Abierto · cierra 13:00');
  });

  test('an exception wins over the holiday and the week', () => {
    const special = hours({ exceptions: [{ date: '2026-06-15', ranges: [['10:00', '12:00']] }] });
    expect(text(special, '2026-06-15T11:00')).toBe('Abierto · cierra 12:00');
    expect(text(special, '2026-06-15T09:30')).toBe('Cerrado · abre hoy 10:00');
    const shut = hours({ exceptions: [{ date: '2026-06-02', ranges: [] }] });
    expect(text(shut, '2026-06-02T10:00')).toBe('Cerrado · abre mañana 9:00');
  });
});

describe('a temporary closure', () => {
  const closure = { from: '2027-01-02', until: '2027-01-15', reason: 'vacaciones' };

  test('with a reason, and without one', () => {
    expect(text(hours({ closure }), '2027-01-05T10:00')).toBe('Cerrado por vacaciones hasta el 15/1');
    expect(text(hours({ closure: { from: '2027-01-02', until: '2027-01-15' } }), '2027-01-05T10:00')).toBe('Cerrado temporalmente hasta el 15/1');
    expect(text(hours({ closure: { ...closure, reason: '  ' } }), '2027-01-05T10:00')).toBe('Cerrado temporalmente hasta el 15/1');
  });

  test('its first and last days are closed; the day after, the usual hours', () => {
    expect(text(hours({ closure }), '2027-01-02T00:00')).toBe('Cerrado por vacaciones hasta el 15/1');
    expect(text(hours({ closure }), '2027-01-15T23:59')).toBe('Cerrado por vacaciones hasta el 15/1');
    expect(text(hours({ closure }), '2027-01-16T08:00')).toBe('Cerrado · abre hoy 9:00');
  });

  test('a closure ahead moves the next opening past it, a week or more away written as a date', () => {
    const ahead = hours({ closure: { from: '2026-06-02', until: '2026-06-10' } });
    expect(text(ahead, '2026-06-01T21:00')).toBe('Cerrado · abre el 11/6 9:00');
  });
});

describe('open past midnight and ranges that follow one another', () => {
  const night = hours({ weekly: { ...closedWeek, fri: [['20:00', '24:00']], sat: [['00:00', '02:00']] } });

  test('a 24:00 close followed by a 00:00 opening stays open until the next day’s close', () => {
    expect(text(night, '2026-06-05T23:00')).toBe('Abierto · cierra 2:00');
    expect(text(night, '2026-06-06T01:30')).toBe('Abierto · cierra 2:00');
    expect(text(night, '2026-06-06T02:00')).toBe('Cerrado · abre el viernes 20:00');
  });

  test('a 24:00 close with nothing after it', () => {
    expect(text(hours({ weekly: { ...closedWeek, mon: [['20:00', '24:00']] } }), '2026-06-01T23:00')).toBe('Abierto · cierra 24:00');
  });

  test('a range opening when the one before closes', () => {
    const joined = hours({
      weekly: {
        ...closedWeek,
        mon: [
          ['08:00', '12:00'],
          ['12:00', '16:00'],
        ],
      },
    });
    expect(text(joined, '2026-06-01T09:00')).toBe('Abierto · cierra 16:00');
  });

  test('open all day every day: "Abierto", with no closing to say', () => {
    const always = ['00:00', '24:00'] as const;
    const week = { mon: [always], tue: [always], wed: [always], thu: [always], fri: [always], sat: [always], sun: [always] };
    expect(text(hours({ weekly: v.parse(hoursSchema.entries.weekly, week), holidays: 'open' }), '2026-06-01T09:00')).toBe('Abierto');
  });
});

describe('nothing to say', () => {
  test('no hours: "Horario no informado", never "Cerrado"', () => {
    expect(text(null, '2026-06-01T10:00')).toBe('Horario no informado');
    expect(text(undefined, '2026-06-01T10:00')).toBe('Horario no informado');
  });

  test('closed for more than two weeks ahead: "Cerrado"', () => {
    expect(text(hours({ weekly: closedWeek }), '2026-06-01T10:00')).toBe('Cerrado');
  });
});

describe("Argentina's time, whatever the device's zone", () => {
  // Friday 5 June 2026, 23:30 in Argentina: Saturday already in UTC, Tokyo and Kiritimati; 19:30 in Los Angeles.
  const late = '2026-06-06T02:30:00Z';
  const morning = '2026-06-01T13:30:00Z';

  test('read in Argentina, from an instant', () => {
    expect(argentinaClock(new Date(late))).toEqual({ date: '2026-06-05', minutes: 23 * 60 + 30 });
  });

  /**
   * The device's zone is the process's: jest's `process.env` is a copy, so each zone is a Node
   * process of its own (TZ set) running the status code, which esbuild bundles in a Node
   * process too (it refuses to start under jsdom: test/unit/build/bundle-in-node.ts).
   */
  const ROOT = path.resolve(__dirname, '../../..');
  const ENTRY = [
    "import { hoursStatus } from './src/shared/distributors/hours/status';",
    "import { statusText } from './src/shared/distributors/hours/words';",
    'const [hours, ...instants] = JSON.parse(process.argv[1]);',
    'console.log(JSON.stringify(instants.map((instant) => [new Date(instant).getDay(), statusText(hoursStatus(hours, new Date(instant)))])));',
  ].join('\n');
  const BUILD = `import { buildSync } from 'esbuild';
const [file] = buildSync({ stdin: { contents: ${JSON.stringify(ENTRY)}, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false }).outputFiles;
process.stdout.write(file.text);`;
  let bundled = '';
  beforeAll(() => {
    bundled = execFileSync(process.execPath, ['--input-type=module', '-e', BUILD], { cwd: ROOT, encoding: 'utf8' });
  });

  test.each([
    ['UTC', 6, 1],
    ['Asia/Tokyo', 6, 1],
    ['Pacific/Kiritimati', 6, 2],
    ['America/Los_Angeles', 5, 1],
    ['America/Argentina/Buenos_Aires', 5, 1],
  ])('%s', (zone, lateDay, morningDay) => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', bundled, JSON.stringify([hours(), late, morning])], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    // The device's own reading differs from zone to zone (the zone took); the status does not.
    expect(JSON.parse(output)).toEqual([
      [lateDay, 'Cerrado · abre mañana 9:00'],
      [morningDay, 'Abierto · cierra 13:00'],
    ]);
  });
});
