import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { throughKernel } from './limits-kernel';

/**
 * The distributors' coordinates on the worked host (docs/widgets/catalogue.md, "Coordinates"):
 * the seed's, `php artisan distributors:locate` filling the missing ones from the host's
 * locality table (accents and case aside, within the province; `--dry-run` changes nothing),
 * and `GET /api/distributors` sending them as numbers.
 */

type Place = { id: number; name: string; province: string; locality: string | null; lat: number | null; lng: number | null };
type Run = { status: number; output: string; rows: Place[] };

function locate(before: string[], runs: Record<string, boolean>[]): Run[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'host-locate-'));
  try {
    const database = path.join(folder, 'database.sqlite');
    writeFileSync(database, '');
    const result = spawnSync('php', [path.resolve(__dirname, 'locate-distributors.php')], {
      input: JSON.stringify({ before, runs }),
      encoding: 'utf8',
      env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
    });
    if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout.slice(0, 2000)}`);
    return (JSON.parse(result.stdout) as { runs: Run[] }).runs;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const byId = (rows: Place[] | undefined, id: number) => rows?.find((row) => row.id === id);

describe('distributors:locate', () => {
  const runs = locate(
    [
      // Taken off the seed, to be filled again: a locality written loosely, in a province written loosely.
      "update distributors set lat = null, lng = null, locality = '  rio   CUARTO ' where id = 2",
      'update distributors set lat = null, lng = null where id in (8, 20)',
      // A name the table has in another province only: left alone.
      "update distributors set lat = null, lng = null, locality = 'Río Cuarto' where id = 5",
      // One coordinate of two: filled whole.
      'update distributors set lng = null where id = 13',
      // Its own coordinates (the shop's door): never touched.
      "update distributors set lat = -31.1, lng = -64.1, locality = 'Villa María' where id = 15",
    ],
    [{ '--dry-run': true }, {}, {}],
  );
  const [dry, real, again] = runs;

  test('--dry-run says what it would fill and changes nothing', () => {
    expect(dry?.status).toBe(0);
    expect(dry?.output).toContain('Would fill #2 Distribuidora 2: rio   CUARTO, CÓRDOBA → -33.1232, -64.3493');
    expect(dry?.output).toMatch(/Would fill 4 of \d+ distributors without coordinates; \d+ left without\./);
    expect(byId(dry?.rows, 2)).toMatchObject({ lat: null, lng: null });
    expect(byId(dry?.rows, 13)?.lng).toBeNull();
  });

  test('fills the missing ones from the locality, accents, case and spaces aside, within the province', () => {
    expect(real?.status).toBe(0);
    expect(byId(real?.rows, 2)).toMatchObject({ lat: -33.1232, lng: -64.3493 });
    expect(byId(real?.rows, 8)).toMatchObject({ locality: 'Villa Carlos Paz', lat: -31.4241, lng: -64.4978 });
    expect(byId(real?.rows, 20)).toMatchObject({ province: 'Neuquén', locality: 'San Martín de los Andes', lat: -40.1579, lng: -71.3534 });
    expect(byId(real?.rows, 13)?.lng).toEqual(expect.any(Number));
    expect(real?.output).toMatch(/^Filled #2 /m);
  });

  test('leaves a locality of another province, an unknown one and none without; never touches coordinates already there', () => {
    expect(byId(real?.rows, 5)).toMatchObject({ province: 'Tucumán', lat: null, lng: null });
    expect(real?.output).toContain('#5 Distribuidora 5: Río Cuarto, Tucumán is not in the locality table, left without coordinates');
    expect(byId(real?.rows, 27)).toMatchObject({ locality: 'Los Catutos', lat: null });
    expect(real?.output).toContain('#36 Distribuidora 36: no locality, left without coordinates');
    expect(byId(real?.rows, 15)).toMatchObject({ lat: -31.1, lng: -64.1 });
  });

  test('a second run has nothing left to fill', () => {
    expect(again?.output).toMatch(/Filled 0 of \d+ distributors without coordinates/);
    expect(again?.rows).toEqual(real?.rows);
  });

  test('the seed: every locality the table has, at its coordinates; the shops with an address at their door', () => {
    const seeded = locate([], [{ '--dry-run': true }])[0];
    const rows = seeded?.rows ?? [];
    expect(rows.filter((row) => row.locality !== null && row.locality !== 'Los Catutos').every((row) => row.lat !== null && row.lng !== null)).toBe(true);
    expect(rows.filter((row) => row.locality === null).every((row) => row.lat === null)).toBe(true);
    expect(byId(rows, 1)).toMatchObject({ locality: 'Córdoba', lat: -31.4125, lng: -64.1935 });
    expect(seeded?.output).toMatch(/Would fill 0 of/);
  });
});

test('GET /api/distributors sends lat and lng as numbers, null when not known', () => {
  const [answer] = throughKernel([{ method: 'GET', uri: '/api/distributors', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } }]);
  const body = JSON.parse(answer?.body ?? '[]') as Place[];
  expect(body.find((distributor) => distributor.id === 1)).toMatchObject({ lat: -31.4125, lng: -64.1935 });
  expect(body.find((distributor) => distributor.id === 40)).toMatchObject({ lat: null, lng: null });
  expect(body.every((distributor) => distributor.lat === null || typeof distributor.lat === 'number')).toBe(true);
});
