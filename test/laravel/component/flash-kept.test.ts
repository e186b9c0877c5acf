import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

/**
 * The editing presence's heartbeat, or its beacon as the page goes, can reach the server
 * between a post's redirect and the page it redirects to: what the post flashed must still be
 * shown there, as without them: a save's "Banner guardado.", or a refused post's errors and the
 * value as posted (old input), which its editor opens on. And a refused post goes back to its
 * own form, not to the page the session saw last (another form, in another tab).
 */
const Result = v.object({ statuses: v.array(v.number()), location: v.string(), shown: v.boolean(), banner: v.string() });
type Between = ('heartbeat' | 'leaving')[];

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'flash-kept-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(posted: 'untouched' | 'invalid', between: Between, opened: string[] = []): v.InferOutput<typeof Result> {
  const database = path.join(folder, `${randomBytes(4).toString('hex')}.sqlite`);
  writeFileSync(database, '');
  const result = spawnSync('php', [path.resolve('test/laravel/component/flash-kept.php')], {
    input: JSON.stringify({ posted, between, opened }),
    encoding: 'utf8',
    env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(Result, JSON.parse(result.stdout));
}

const BETWEEN: Between[] = [[], ['heartbeat'], ['leaving'], ['heartbeat', 'leaving']];

test.each(BETWEEN.map((between) => [between]))('the save’s status is shown on the page it redirects to, with %j in between', (between) => {
  expect(run('untouched', between)).toMatchObject({ statuses: [302, ...between.map(() => 200), 200], location: '/admin/home/edit', shown: true });
});

test.each(BETWEEN.map((between) => [between]))(
  'a post that does not validate: back to its form, with the error and the banner as posted, with %j in between',
  (between) => {
    expect(run('invalid', between)).toEqual({
      statuses: [302, ...between.map(() => 200), 200],
      location: '/admin/home/edit',
      shown: true,
      banner: '{"title":["x"]}',
    });
  },
);

test('a post that does not validate goes back to its own form, though another form was opened since (another tab)', () => {
  expect(run('invalid', [], ['/admin/home/edit', '/admin/faq/edit'])).toMatchObject({ location: '/admin/home/edit', shown: true, banner: '{"title":["x"]}' });
});
