import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

/**
 * A page the browser fetches or prerenders ahead of a tap (Speculation Rules, `Sec-Purpose:
 * prefetch` or `prefetch;prerender`) is no visit: it is answered as any GET (no page writes on a
 * GET: no-writes-on-get.test.ts), and the session does not take it for the page last seen.
 */
const Answers = v.array(v.object({ status: v.number(), previous: v.nullable(v.string()) }));
type Step = { uri: string; purpose: string | null };

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'speculative-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(requests: Step[]): v.InferOutput<typeof Answers> {
  const database = path.join(folder, `${randomBytes(4).toString('hex')}.sqlite`);
  writeFileSync(database, '');
  const result = spawnSync('php', [path.resolve('test/laravel/component/speculative-requests.php')], {
    input: JSON.stringify({ requests }),
    encoding: 'utf8',
    env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(Answers, JSON.parse(result.stdout));
}

test('a recipe prerendered and a product prefetched from /recetas are answered, and /recetas stays the page last seen until the visitor opens one', () => {
  expect(
    run([
      { uri: '/recetas', purpose: null },
      { uri: '/post/1', purpose: 'prefetch;prerender' },
      { uri: '/product/1', purpose: 'prefetch' },
      { uri: '/post/1', purpose: null },
    ]),
  ).toEqual([
    { status: 200, previous: '/recetas' },
    { status: 200, previous: '/recetas' },
    { status: 200, previous: '/recetas' },
    { status: 200, previous: '/post/1' },
  ]);
});
