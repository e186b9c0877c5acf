import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * No page of the Laravel host writes on a GET: every public and admin page is requested
 * through its HTTP kernel, on a database of its own, and every statement that is not a read
 * is recorded. The pages' rows may be missing (a site that has not seeded them): a GET still
 * shows the page; saving the admin form (a PUT) stores the row.
 */
type Request = { method: 'GET' | 'PUT'; uri: string; as: string | null; form?: Record<string, string> };
type Answer = { status: number; writes: string[] };

const SCRIPT = path.resolve(__dirname, 'requests.php');
const EDITOR = 'editora@example.com';
const PUBLIC_PAGES = [
  '/',
  '/recetas',
  '/videos',
  '/post/1',
  '/productos',
  '/recetarios',
  '/distribuidores',
  '/preguntas-frecuentes',
  '/mi-lista',
  '/login',
  '/api/posts/recetas',
  '/api/posts/videos/-1',
  '/api/products',
  '/api/distributors',
];
const ADMIN_PAGES = ['/admin', '/admin/posts/1/edit', '/admin/products/1/edit', '/admin/home/edit', '/admin/faq/edit', '/admin/demanda', '/admin/demanda.csv'];

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'host-requests-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function send(name: string, before: string[], requests: Request[]): Answer[] {
  const database = path.join(folder, `${name}.sqlite`);
  writeFileSync(database, '');
  const result = spawnSync('php', [SCRIPT], {
    input: JSON.stringify({ before, requests }),
    encoding: 'utf8',
    // `testing`: Laravel leaves out the CSRF check, as for its own HTTP tests; the key is the run's own.
    env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout) as Answer[];
}

const gets = (uris: string[], as: string | null): Request[] => uris.map((uri) => ({ method: 'GET', uri, as }));

test('every page, public or admin, answers 200 without writing to the database', () => {
  const requests = [...gets(PUBLIC_PAGES, null), ...gets(ADMIN_PAGES, EDITOR)];
  const answers = send('seeded', [], requests);
  expect(requests.map((request, index) => [request.uri, answers[index]])).toEqual(requests.map((request) => [request.uri, { status: 200, writes: [] }]));
});

test("without the pages' rows, a GET still writes nothing (the home, the FAQ and their forms show no content); the form's PUT stores the row", () => {
  const uris = ['/', '/preguntas-frecuentes', '/admin/home/edit', '/admin/faq/edit'];
  const requests: Request[] = [
    ...gets(uris, null).map((request) => (request.uri.startsWith('/admin') ? { ...request, as: EDITOR } : request)),
    { method: 'PUT', uri: '/admin/home', as: EDITOR, form: { banner_data: '{"title":"Nueva portada"}' } },
    { method: 'GET', uri: '/', as: null },
  ];
  const answers = send('no-pages', ['delete from pages'], requests);
  expect(answers.slice(0, uris.length)).toEqual(uris.map(() => ({ status: 200, writes: [] })));
  const [put, home] = answers.slice(uris.length);
  expect(put?.status).toBe(302);
  // The row, and the save's revision (docs/laravel-host.md, "Editing together").
  expect(put?.writes).toEqual([expect.stringMatching(/^insert into "pages"/), expect.stringMatching(/^insert into "site_widget_revisions"/)]);
  expect(home).toEqual({ status: 200, writes: [] });
});
