import { execFile, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../browser/fixtures';
import { openForm, save } from '../admin';
import { query, row } from '../database';
import { HOST_DIR, appServers, databaseConnection, uploadsFolder, videosFolder } from '../host';
import { logIn } from '../session';

/**
 * The restore drill (docs/laravel-host.md, "Backups"), on the production mode: edits and
 * uploads made as an editor, `php artisan site:backup` run on app server A while the editor
 * keeps saving a recipe, then the database's tables dropped and the uploads' folder deleted,
 * `php artisan site:restore` run, and the site compared with the moment of the backup: every
 * table's definition and rows (each row's SHA-256, read in key order), every upload's bytes,
 * then the pages answering and an editor saving again.
 *
 * Which saves the backup holds: the dump is one transaction's snapshot, so it holds the recipe's
 * revisions up to some number N and the recipe's row as save N left it. The drill reads N from
 * the restored database and checks that it is a moment of the backup's run (every save
 * acknowledged before the backup started is in it, none sent after it ended), that the
 * recipe's row is byte for byte the one the drill read just after save N, and that every other
 * row of every table is the one the site had. Playwright runs this file after every other
 * production journey (the `teardown` of their project, playwright.production.config.ts): it
 * empties the database they read.
 */

const POST_TYPE = 'App\\Models\\Post';
/** The recipes no other journey saves: the drill saves the first of them that has only its seed's revision. */
const RECIPES = 'id between 120 and 169';
/** Each item keeps its newest 50 revisions (Revision::KEEP): the drill stays under it, so nothing is pruned. */
const MOST_SAVES = 40;

type TableState = { schema: string; sha256: string; rows: Record<string, string> };
type Tables = Record<string, TableState>;
type Save = { number: number; name: string; sent: number; acknowledged: number; row: string };
type Run = { status: number | null; output: string; ms: number };

// Chromium logs the 500 the site answers while its tables are gone.
test.use({ expectedErrors: /status of 500/ });

const run = promisify(execFile);
const TABLE_STATES = path.resolve('test/laravel/production/table-states.php');

/** Every table's definition and rows (table-states.php), or one table's rows that meet `condition`. */
function tableStates(table?: string, condition?: string): Tables {
  const result = spawnSync('php', [TABLE_STATES, ...databaseConnection(), ...(table === undefined ? [] : [table, condition ?? '1 = 1'])], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`table-states.php failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Tables;
}

/** The SHA-256 of the recipe's row as table-states.php reads it, without holding the event loop (the backup runs meanwhile). */
async function recipeRowHash(recipe: number): Promise<string> {
  const { stdout } = await run('php', [TABLE_STATES, ...databaseConnection(), 'posts', `id = ${recipe}`]);
  const hash = (JSON.parse(stdout) as Tables).posts?.rows[String(recipe)];
  if (hash === undefined) throw new Error(`no row for post ${recipe}`);
  return hash;
}

/** Every file of the uploads' folder (or another), by its path in it, with its SHA-256. */
function uploadHashes(root = uploadsFolder()): Record<string, string> {
  const hashes: Record<string, string> = {};
  if (!existsSync(root)) return hashes;
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(root, relative);
    if (statSync(file).isFile()) hashes[relative] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

/** `php artisan …args` as app server A runs it (its pool's environment: its .env and config cache), timed. */
function artisan(...args: string[]): Promise<Run> {
  const [server] = appServers();
  if (server === undefined) throw new Error('no app server in the production run');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('php', ['artisan', ...args], { cwd: HOST_DIR, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...server.env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output, ms: performance.now() - started }));
  });
}

/** A picture the browser encodes: `size` pixels square of noise, so it weighs what a photo does. */
async function picture(page: Page, size: number): Promise<Buffer> {
  const base64 = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    const image = context.createImageData(side, side);
    for (let index = 0; index < image.data.length; index += 1) image.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  }, size);
  return Buffer.from(base64, 'base64');
}

/** Uploads through the uploader's route as the page's session; the stored picture's address. */
async function upload(page: Page, context: BrowserContext, folder: string, bytes: Buffer): Promise<string> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post(`/api/upload_images/${folder}`, {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'X-Requested-With': 'XMLHttpRequest' },
    multipart: { image: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

/** The recipe's form as the page holds it: every field it posts. */
async function formFields(page: Page, recipe: number): Promise<Record<string, string>> {
  return page
    .locator(`form[action$="/admin/posts/${recipe}"]`)
    .first()
    .evaluate((form) => {
      const fields: Record<string, string> = {};
      // Only text fields in this form (the editors' JSON, the inputs): no file.
      for (const [name, value] of new FormData(form as HTMLFormElement)) fields[name] = String(value);
      return fields;
    });
}

/** The revision number the edit page's form was printed with. */
function revisionOf(html: string): number {
  const found = /name="_revision" value="(\d+)"/.exec(html);
  if (found === null) throw new Error('no _revision in the form');
  return Number(found[1]);
}

/**
 * The editor saving the recipe again and again, as the form posts it (a new name each time,
 * the revision it was loaded at), each save's answer read before the next: which revision it
 * recorded, when it was sent and acknowledged, and the recipe's row just after it.
 */
async function keepSaving(page: Page, recipe: number, fields: Record<string, string>, saves: Save[], stop: { now: boolean }): Promise<void> {
  let revision = Number(fields._revision);
  while (!stop.now && saves.length < MOST_SAVES) {
    const name = `Pan respaldado, versión ${revision + 1}`;
    const sent = Date.now();
    const answer = await page.request.post(`/admin/posts/${recipe}`, { form: { ...fields, _method: 'PUT', _revision: String(revision), name } });
    const html = await answer.text();
    const acknowledged = Date.now();
    expect(answer.status()).toBe(200);
    expect(html).toContain('Receta guardada.');
    expect(revisionOf(html)).toBe(revision + 1);
    revision += 1;
    saves.push({ number: revision, name, sent, acknowledged, row: await recipeRowHash(recipe) });
  }
}

/** Every table dropped in one statement, as a lost database would leave the site. */
function dropEveryTable(): void {
  const [dsn, username, password] = databaseConnection();
  const script = `
    $pdo = new PDO($argv[1], $argv[2], $argv[3], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $tables = $pdo->query("select concat('\`', table_name, '\`') from information_schema.tables where table_schema = database()")->fetchAll(PDO::FETCH_COLUMN);
    $pdo->exec('set foreign_key_checks = 0');
    $pdo->exec('drop table '.implode(', ', $tables));
  `;
  const result = spawnSync('php', ['-r', script, dsn, username, password], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`dropping the tables failed: ${result.stderr}`);
}

let folder = '';
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'sitio-backups-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('a damaged archive is refused in words, before the database or the uploads are touched', async () => {
  const archive = path.join(folder, 'entera.tar.gz');
  const backup = await artisan('site:backup', archive);
  expect(backup.status, backup.output).toBe(0);
  const tables = tableStates();
  const uploads = uploadHashes();

  // A byte changed in the middle: gzip's check fails.
  const flipped = path.join(folder, 'un-byte.tar.gz');
  const bytes = readFileSync(archive);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
  writeFileSync(flipped, bytes);
  // Cut short, as a copy that did not finish.
  const cut = path.join(folder, 'cortado.tar.gz');
  writeFileSync(cut, readFileSync(archive).subarray(0, Math.floor(bytes.length * 0.6)));
  // Whole as a tar, but one file is not the one its manifest names (same size, one byte).
  const unpacked = path.join(folder, 'unpacked');
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked);
  expect(spawnSync('tar', ['-xzf', archive, '-C', unpacked]).status).toBe(0);
  const dump = path.join(unpacked, 'database.sql');
  const sql = readFileSync(dump);
  const at = sql.indexOf('INSERT INTO');
  expect(at).toBeGreaterThan(0);
  sql.write('insert into', at, 'latin1');
  writeFileSync(dump, sql);
  const altered = path.join(folder, 'alterado.tar.gz');
  expect(spawnSync('tar', ['-czf', altered, '-C', unpacked, 'manifest.json', 'database.sql', 'uploads', 'videos']).status).toBe(0);
  // The whole archive changed since its .sha256 was written beside it.
  const besideSum = path.join(folder, 'suma.tar.gz');
  copyFileSync(altered, besideSum);
  copyFileSync(`${archive}.sha256`, `${besideSum}.sha256`);

  const refusals: [string, RegExp][] = [
    // gzip names the damage by where the flipped byte falls: a CRC, a length, or the format itself.
    [flipped, /is damaged: it cannot be read to its end \(gzip: stdin: invalid compressed data--(crc error|format violated|length error)/],
    [cut, /is damaged: it cannot be read to its end \(gzip: stdin: unexpected end of file/],
    [altered, /is damaged: database\.sql is not the file its manifest names \(its SHA-256 differs\)/],
    [besideSum, /is damaged: its SHA-256 is not the one in suma\.tar\.gz\.sha256 beside it/],
  ];
  for (const [damaged, reason] of refusals) {
    const restore = await artisan('site:restore', '--force', damaged);
    expect(restore.status, restore.output).toBe(1);
    expect(restore.output).toMatch(reason);
    expect(restore.output).toContain('Nothing was changed: the database and the uploads are as they were.');
  }
  expect(tableStates()).toEqual(tables);
  expect(uploadHashes()).toEqual(uploads);
  // Nothing left beside the uploads' folder by the refused restores.
  expect(readdirSync(path.dirname(uploadsFolder())).filter((name) => name.includes('.restore-'))).toEqual([]);
});

test('the drill: a backup while an editor keeps saving, the database and uploads wiped, the restore: every table, revision and upload as at the backup, and the site answering', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const recipe = Number(
    row(
      `select min(id) as id from posts where ${RECIPES} and id not in (select item_id from site_widget_revisions where item_type = ? and number > 1)`,
      POST_TYPE,
    ).id,
  );
  expect(recipe).toBeGreaterThan(0);
  const edit = `/admin/posts/${recipe}/edit`;
  await logIn(page);
  await openForm(page, edit);

  // Edits and uploads: two pictures (the recipe's, a step's), the recipe saved with the first.
  const photo = await upload(page, context, 'recetas', await picture(page, 480));
  await upload(page, context, 'recetas/pasos', await picture(page, 240));
  const fields = await formFields(page, recipe);
  const first = await page.request.post(`/admin/posts/${recipe}`, { form: { ...fields, _method: 'PUT', image: photo, name: 'Pan respaldado' } });
  expect(await first.text()).toContain('Receta guardada.');
  await openForm(page, edit);
  const loaded = await formFields(page, recipe);
  expect(loaded.image).toBe(photo);
  const beforeLoop = { number: Number(loaded._revision), row: await recipeRowHash(recipe) };
  expect(Number(row('select count(*) as n from site_widget_revisions where item_type = ? and item_id = ?', POST_TYPE, recipe).n)).toBeLessThan(50 - MOST_SAVES);

  // The editor keeps saving; a few saves in, the backup starts, and the saves go on until it ends.
  const stop = { now: false };
  const saves: Save[] = [];
  const saving = keepSaving(page, recipe, loaded, saves, stop);
  // Awaited below; a failed save must not go unhandled meanwhile.
  saving.catch(() => undefined);
  await expect.poll(() => saves.length).toBeGreaterThan(3);
  const archive = path.join(folder, 'sitio.tar.gz');
  const backupStarted = Date.now();
  const backup = await artisan('site:backup', archive);
  const backupEnded = Date.now();
  stop.now = true;
  await saving;
  expect(backup.status, backup.output).toBe(0);
  expect(backup.output).toMatch(/^Backup written: .*sitio\.tar\.gz \(/m);
  // The saves went on while the backup ran: one at least was under way during it.
  expect(saves.filter((one) => one.sent < backupEnded && one.acknowledged > backupStarted).length).toBeGreaterThan(0);

  // The site as it is now, the moment the saves stopped; then lost.
  const live = tableStates();
  const liveUploads = uploadHashes();
  expect(Object.keys(liveUploads).length).toBeGreaterThanOrEqual(2);
  const recipeRevisions = query('select id, number from site_widget_revisions where item_type = ? and item_id = ?', POST_TYPE, recipe).map((one) => ({
    id: String(one.id),
    number: Number(one.number),
  }));
  const liveVideos = uploadHashes(videosFolder());
  expect(Object.keys(liveVideos).length).toBe(30);
  dropEveryTable();
  rmSync(uploadsFolder(), { recursive: true, force: true });
  rmSync(videosFolder(), { recursive: true, force: true });
  expect((await page.request.get('/recetas')).status()).toBe(500);

  const restore = await artisan('site:restore', '--force', archive);
  expect(restore.status, restore.output).toBe(0);
  expect(restore.output).toContain('Database restored:');
  expect(restore.output).toContain('Cache emptied');
  const restored = tableStates();

  // The moment of the backup: the newest revision of the recipe in the dump.
  const held = Number(row('select max(number) as n from site_widget_revisions where item_type = ? and item_id = ?', POST_TYPE, recipe).n);
  const acknowledgedBefore = saves.filter((one) => one.acknowledged < backupStarted).map((one) => one.number);
  const sentAfter = saves.filter((one) => one.sent > backupEnded).map((one) => one.number);
  expect(held).toBeGreaterThanOrEqual(Math.max(beforeLoop.number, ...acknowledgedBefore));
  if (sentAfter.length > 0) expect(held).toBeLessThan(Math.min(...sentAfter));
  const recipeAtBackup = held === beforeLoop.number ? beforeLoop.row : saves.find((one) => one.number === held)?.row;
  expect(recipeAtBackup).toBeDefined();

  // Every table defined as it was; every row of every table as the site had it then.
  expect(Object.keys(restored).sort()).toEqual(Object.keys(live).sort());
  for (const [table, state] of Object.entries(live)) {
    const back = restored[table];
    expect(back?.schema, `${table}'s definition`).toBe(state.schema);
    if (table === 'posts') {
      expect(back?.rows, 'posts, the recipe aside').toEqual({ ...state.rows, [recipe]: back?.rows[recipe] });
      expect(back?.rows[recipe], `the recipe as revision ${held} left it`).toBe(recipeAtBackup);
    } else if (table === 'site_widget_revisions') {
      const later = new Set(recipeRevisions.filter((one) => one.number > held).map((one) => one.id));
      const then = Object.fromEntries(Object.entries(state.rows).filter(([id]) => !later.has(id)));
      expect(back?.rows, `the revisions up to the recipe's ${held}`).toEqual(then);
    } else {
      expect(back?.sha256, `${table}'s rows`).toBe(state.sha256);
    }
  }
  expect(uploadHashes(), 'every upload, byte for byte').toEqual(liveUploads);
  expect(uploadHashes(videosFolder()), 'every video, byte for byte').toEqual(liveVideos);

  // Into a database that has tables (one the backup does not know, rows changed) and a folder of
  // other uploads: the same site again.
  const [dsn, username, password] = databaseConnection();
  const change = `$pdo = new PDO($argv[1], $argv[2], $argv[3]); $pdo->exec("create table extraviada (id int primary key)"); $pdo->exec("update posts set name = 'Cambiada' where id = 1");`;
  expect(spawnSync('php', ['-r', change, dsn, username, password]).status).toBe(0);
  writeFileSync(path.join(uploadsFolder(), 'recetas', 'extraviada.jpg'), 'no es de la copia');
  rmSync(path.join(uploadsFolder(), photo.replace('/storage/', '')));
  const again = await artisan('site:restore', '--force', archive);
  expect(again.status, again.output).toBe(0);
  expect(tableStates()).toEqual(restored);
  expect(uploadHashes()).toEqual(liveUploads);

  // The site answers: its pages, the recipe as it was saved then, and an editor saving again.
  for (const address of ['/', '/recetas', '/productos', '/preguntas-frecuentes', `/post/${recipe}`, photo, '/media/videos/video-2.mp4']) {
    expect((await page.request.get(address)).status(), address).toBe(200);
  }
  const nameAtBackup = held === beforeLoop.number ? 'Pan respaldado' : saves.find((one) => one.number === held)?.name;
  await page.goto(`/post/${recipe}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameAtBackup ?? '');
  await context.clearCookies();
  await page.goto('/login');
  await logIn(page);
  await openForm(page, edit);
  await expect(page.getByLabel('Nombre')).toHaveValue(nameAtBackup ?? '');
  await page.getByLabel('Nombre').fill('Pan después de restaurar');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  expect(Number(row('select max(number) as n from site_widget_revisions where item_type = ? and item_id = ?', POST_TYPE, recipe).n)).toBe(held + 1);

  const size = statSync(archive).size;
  testInfo.annotations.push({
    type: 'backup drill',
    description: `backup ${(backup.ms / 1000).toFixed(2)} s (${saves.length} saves beside it), ${size} bytes; restore ${(restore.ms / 1000).toFixed(2)} s; the dump held revision ${held} of ${saves.at(-1)?.number ?? beforeLoop.number}`,
  });
});
