import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { argentinaClock } from '../../../src/shared/distributors/hours/clock';
import { HOLIDAYS_AR } from '../../../src/shared/distributors/hours/holidays';
import { hoursSchema, type Hours, type HoursRange } from '../../../src/shared/distributors/hours/schema';
import { hoursStatus } from '../../../src/shared/distributors/hours/status';
import { statusText } from '../../../src/shared/distributors/hours/words';
import { distributorStatus } from '../../shared/contract-fixtures';

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

describe('holidays', () => {
  test('the list holds 2026 and 2027, each date a real one', () => {
    const dates = [...HOLIDAYS_AR];
    expect(dates.filter((date) => date.startsWith('2026'))).toHaveLength(16);
    expect(dates.filter((date) => date.startsWith('2027')).length).toBeGreaterThan(0);
    for (const date of dates) expect(new Date(`${date}T12:00Z`).toISOString().slice(0, 10)).toBe(date);
  });
});

/**
 * The shared corpus (test/fixtures/contracts/distributor-status.json): the host's HoursStatus runs
 * the same cases (PHPUnit's DistributorStatusFixtureTest), so the pages without JavaScript say
 * what the widget says. Hours that the schema refuses read as unknown, as the widget reads them.
 */
test.each(distributorStatus.cases.map((entry) => [entry.at, entry.about, entry] as const))('%s, %s', (_, __, entry) => {
  const read = v.safeParse(v.nullable(hoursSchema), entry.hours);
  expect(read.success).toBe(true);
  expect(text(read.success ? read.output : null, entry.at)).toBe(entry.says);
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
