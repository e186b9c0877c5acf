import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { presenceAnswerSchema } from '../../../src/admin/editing-presence/presence-api';

/**
 * Who is editing, on the server (docs/widgets/editors.md, "Who is editing"): `POST
 * /admin/presencia` through the host's HTTP kernel and the package's PresenceStore on a file
 * cache of its own, the clock moved with Carbon::setTestNow (presence-heartbeats.php).
 */
const EDITORA = 'editora@example.com';
const REDACCION = 'redaccion@example.com';
const POINT_OF_SALE = 'pdv@example.com';
const POST_1 = { model: 'App\\Models\\Post', id: 1 };
const POST_2 = { model: 'App\\Models\\Post', id: 2 };

type Item = string | { model: string; id: number } | { printed: number };
type Step =
  | { travel: number }
  | { render: string; as?: string | null }
  | { beat: { as: string | null; item: Item; leaving?: boolean | string }; form?: boolean }
  | { hammer: { users: number[]; beats: number; item: { model: string; id: number } } };
type Result = { status?: number; body?: unknown; html?: string; present?: unknown[] };

const REVISIONS_TABLE =
  'create table if not exists site_widget_revisions (id integer primary key autoincrement, item_type varchar not null, item_id integer not null, number integer not null, user_id integer null, fields text not null, created_at datetime null)';

function run(steps: Step[], { before = [] as string[], env = {} as Record<string, string> } = {}): Result[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'host-presence-'));
  try {
    const database = path.join(folder, 'database.sqlite');
    writeFileSync(database, '');
    mkdirSync(path.join(folder, 'cache'));
    const result = spawnSync('php', [path.resolve(__dirname, 'presence-heartbeats.php')], {
      input: JSON.stringify({ before, steps }),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      // `testing`: Laravel leaves out the CSRF check (the journey, presence.spec.ts, goes through it).
      env: {
        ...process.env,
        DB_DATABASE: database,
        PRESENCE_CACHE: path.join(folder, 'cache'),
        APP_ENV: 'testing',
        APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
        ...env,
      },
    });
    if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout.slice(0, 2000)}`);
    try {
      return JSON.parse(result.stdout) as Result[];
    } catch {
      throw new Error(`php wrote no JSON: ${result.stdout.slice(0, 2000)}${result.stderr}`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const beat = (as: string | null, item: Item = POST_1, extra: { leaving?: boolean | string } = {}): Step => ({ beat: { as, item, ...extra } });

/** The names of the others a heartbeat's answer lists, read as the widget reads the answer. */
function others(result: Result | undefined): string[] {
  expect(result?.status).toBe(200);
  return v.parse(presenceAnswerSchema, result?.body).editors.map((editor) => editor.name);
}

describe('two editors on one recipe', () => {
  const results = run(
    [
      beat(EDITORA),
      { travel: 20 },
      beat(REDACCION),
      beat(EDITORA),
      // Another item is another key.
      beat(REDACCION, POST_2),
      { travel: 20 },
      beat(EDITORA),
    ],
    { before: [REVISIONS_TABLE, 'delete from site_widget_revisions'] },
  );

  test('each sees the other, never itself; alone, nobody', () => {
    expect(others(results[0])).toEqual([]);
    expect(others(results[2])).toEqual(['Editora']);
    expect(others(results[3])).toEqual(['Redacción']);
    expect(others(results[4])).toEqual([]);
  });

  test('since when: the first heartbeat, kept by the next ones', () => {
    expect(v.parse(presenceAnswerSchema, results[2]?.body).editors).toEqual([{ id: 1, name: 'Editora', since: '2026-12-01T13:00:00Z' }]);
    expect(v.parse(presenceAnswerSchema, results[6]?.body).editors).toEqual([{ id: 3, name: 'Redacción', since: '2026-12-01T13:00:20Z' }]);
  });

  test('no revisions: saved is null', () => {
    expect(v.parse(presenceAnswerSchema, results[3]?.body).saved).toBeNull();
  });
});

test('an entry is dropped 60 s after its last heartbeat, not before', () => {
  const results = run([beat(REDACCION), { travel: 59 }, beat(EDITORA), { travel: 1 }, beat(EDITORA), beat(REDACCION), { travel: 30 }, beat(EDITORA)]);
  expect(others(results[2])).toEqual(['Redacción']);
  expect(others(results[4])).toEqual([]);
  // Back after it was dropped: a new visit, since now.
  expect(v.parse(presenceAnswerSchema, results[7]?.body).editors).toEqual([{ id: 3, name: 'Redacción', since: '2026-12-01T13:01:00Z' }]);
});

test('site-widgets.presence_ttl (SITE_WIDGETS_PRESENCE_TTL) sets the expiry', () => {
  const results = run([beat(REDACCION), { travel: 4 }, beat(EDITORA), { travel: 1 }, beat(EDITORA)], { env: { SITE_WIDGETS_PRESENCE_TTL: '5' } });
  expect(others(results[2])).toEqual(['Redacción']);
  expect(others(results[4])).toEqual([]);
});

test('leaving removes the caller at once: as JSON, and as the beacon’s form', () => {
  const results = run([
    beat(REDACCION),
    beat(REDACCION, POST_1, { leaving: true }),
    beat(EDITORA),
    beat(REDACCION),
    { beat: { as: REDACCION, item: POST_1, leaving: '1' }, form: true },
    beat(EDITORA),
  ]);
  expect(results[1]?.status).toBe(200);
  expect(others(results[2])).toEqual([]);
  expect(results[4]?.status).toBe(200);
  expect(others(results[5])).toEqual([]);
});

test('the item the component printed is the one the route takes; a forged one is refused', () => {
  const results = run([
    { render: '<x-site-widgets-presence :model="App\\Models\\Post::find(1)" noun="esta receta" />', as: EDITORA },
    beat(EDITORA, { printed: 0 }),
    // The same item, unsigned, signed for another item, or with its signature altered.
    beat(EDITORA, 'App\\Models\\Post:1'),
    beat(EDITORA, 'App\\Models\\Post:2.0000000000000000000000000000000000000000000000000000000000000000'),
    beat(EDITORA, { printed: 0 }),
    beat(EDITORA, ''),
    beat(EDITORA, POST_1, { leaving: 'a veces' }),
  ]);
  const html = results[0]?.html ?? '';
  expect(html).toMatch(/^<div data-widget-name="editing-presence" data-item="App\\Models\\Post:1\.[0-9a-f]{64}" data-noun="esta receta" /);
  expect(html).toContain('data-back="/admin"');
  expect(html).toContain('data-url="/admin/presencia"');
  expect(results[1]?.status).toBe(200);
  expect(results[2]?.status).toBe(403);
  expect(results[3]?.status).toBe(403);
  expect(results[5]?.status).toBe(422);
  expect(results[6]?.status).toBe(422);
});

test('an altered signature is refused', () => {
  const signed = run([{ render: '<x-site-widgets-presence :model="App\\Models\\Post::find(1)" noun="esta receta" />', as: EDITORA }])[0]?.html ?? '';
  const item = /data-item="([^"]*)"/.exec(signed)?.[1] ?? '';
  expect(item).not.toBe('');
  // Another run has another APP_KEY: the first run's signature is worth nothing here.
  expect(run([beat(EDITORA, item.replaceAll('&#039;', "'"))])[0]?.status).toBe(403);
});

test('a point of sale is refused 403; nobody logged in, 401', () => {
  const results = run([beat(POINT_OF_SALE), beat(null)]);
  expect(results[0]?.status).toBe(403);
  expect(results[1]?.status).toBe(401);
});

describe('saves by others, from site_widget_revisions', () => {
  const results = run(
    [{ render: '<x-site-widgets-presence :model="App\\Models\\Post::find(1)" noun="esta receta" />', as: EDITORA }, beat(EDITORA), beat(REDACCION)],
    {
      before: [
        REVISIONS_TABLE,
        // What the seed may have recorded for them, replaced by this story.
        "delete from site_widget_revisions where item_type = 'App\\Models\\Post' and item_id in (1, 2)",
        "insert into site_widget_revisions (item_type, item_id, number, user_id, fields, created_at) values ('App\\Models\\Post', 1, 1, null, '{}', '2026-12-01 12:00:00'), ('App\\Models\\Post', 1, 2, 3, '{}', '2026-12-01 12:30:00'), ('App\\Models\\Post', 1, 3, 1, '{}', '2026-12-01 12:42:00'), ('App\\Models\\Post', 2, 9, 3, '{}', '2026-12-01 12:50:00')",
      ],
    },
  );

  test('the component prints the revision the page was loaded at', () => {
    expect(results[0]?.html).toContain('data-revision="3"');
  });

  test('the newest revision someone else saved: {revision, by, at}, its time in UTC (the host keeps Buenos Aires time)', () => {
    expect(v.parse(presenceAnswerSchema, results[1]?.body).saved).toEqual({ revision: 2, by: 'Redacción', at: '2026-12-01T15:30:00Z' });
    expect(v.parse(presenceAnswerSchema, results[2]?.body).saved).toEqual({ revision: 3, by: 'Editora', at: '2026-12-01T15:42:00Z' });
  });
});

test('without site_widget_revisions: saved is null and the component prints no revision', () => {
  const results = run([{ render: '<x-site-widgets-presence :model="App\\Models\\Post::find(1)" noun="esta receta" />', as: EDITORA }, beat(EDITORA)], {
    before: ['drop table if exists site_widget_revisions'],
  });
  expect(results[0]?.html).not.toContain('data-revision');
  expect(results[1]?.status).toBe(200);
  expect(v.parse(presenceAnswerSchema, results[1]?.body).saved).toBeNull();
});

test('unsaved pages (firstOrNew) are told apart by their attributes', () => {
  const results = run(
    [
      { render: '<x-site-widgets-presence :model="App\\Models\\Page::named(\'home\')" noun="la portada" />', as: EDITORA },
      { render: '<x-site-widgets-presence :model="App\\Models\\Page::named(\'faq\')" noun="las preguntas frecuentes" />', as: EDITORA },
      beat(REDACCION, { printed: 0 }),
      beat(EDITORA, { printed: 1 }),
      beat(EDITORA, { printed: 0 }),
    ],
    { before: ['delete from pages'] },
  );
  expect(results[0]?.html).toMatch(/data-item="App\\Models\\Page:new-[0-9a-f]{16}\./);
  expect(others(results[3])).toEqual([]);
  expect(others(results[4])).toEqual(['Redacción']);
});

// Twelve PHP processes beat at the same instant on a file cache slowed down to read (the script's
// "beats" mode): without the lock, most of them are lost.
test('heartbeats at once do not lose each other (the cache lock)', () => {
  const users = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
  const [result] = run([{ hammer: { users, beats: 1, item: POST_1 } }]);
  expect([...(result?.present ?? [])].sort()).toEqual(users);
}, 30_000);
