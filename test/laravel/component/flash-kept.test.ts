import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

/**
 * The editing presence's heartbeat, or its beacon as the page goes, can reach the server
 * between a save's redirect and the page it redirects to: what the save flashed must still be
 * shown there ("Banner guardado."), as without them.
 */
const Result = v.object({ statuses: v.array(v.number()), shown: v.boolean() });

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'flash-kept-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(between: ('heartbeat' | 'leaving')[]): v.InferOutput<typeof Result> {
  const database = path.join(folder, `${randomBytes(4).toString('hex')}.sqlite`);
  writeFileSync(database, '');
  const result = spawnSync('php', [path.resolve('test/laravel/component/flash-kept.php')], {
    input: JSON.stringify({ between }),
    encoding: 'utf8',
    env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(Result, JSON.parse(result.stdout));
}

test.each([[[]], [['heartbeat']], [['leaving']], [['heartbeat', 'leaving']]] as const)(
  'the save’s status is shown on the page it redirects to, with %j in between',
  (between) => {
    expect(run([...between])).toEqual({ statuses: [302, ...between.map(() => 200), 200], shown: true });
  },
);
