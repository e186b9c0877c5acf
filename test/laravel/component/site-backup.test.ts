import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * `php artisan site:backup` and `site:restore` (docs/laravel-host.md, "Backups") on the
 * development mode's database, SQLite, with an uploads' folder of their own: the archive and
 * its manifest, a restore over changed tables and files, and every refusal, which leaves the
 * database and the uploads as they were. `npm test` runs this on both Laravels (8.83 and
 * 10.48); the production mode's drill (test/laravel/production/backup-restore.spec.ts) does
 * the same on MariaDB while an editor saves.
 */

const HOST = path.resolve(__dirname, '../../../host');
const KEY = `base64:${randomBytes(32).toString('base64')}`;

type Site = { folder: string; database: string; uploads: string; videos: string; env: Record<string, string> };
type Run = { status: number | null; output: string };

let template = '';
let scratch = '';

function artisan(site: Site, ...args: string[]): Run {
  const result = spawnSync('php', ['artisan', ...args], { cwd: HOST, encoding: 'utf8', env: { ...process.env, ...site.env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A run that must succeed: its output is the failure's message otherwise. */
function succeeded(run: Run): Run {
  if (run.status !== 0) throw new Error(`exit ${run.status}: ${run.output}`);
  return run;
}

/** A site of its own: the seeded database copied, and three uploads (one in a sub-folder). */
function site(key = KEY): Site {
  const folder = mkdtempSync(path.join(scratch, 'site-'));
  const database = path.join(folder, 'database.sqlite');
  copyFileSync(template, database);
  const uploads = path.join(folder, 'public');
  mkdirSync(path.join(uploads, 'recetas/pasos'), { recursive: true });
  writeFileSync(path.join(uploads, 'recetas/pan.jpg'), randomBytes(40_000));
  writeFileSync(path.join(uploads, 'recetas/pasos/amasar.png'), randomBytes(3_000));
  writeFileSync(path.join(uploads, '.gitignore'), '*\n');
  const videos = path.join(folder, 'videos');
  mkdirSync(videos);
  writeFileSync(path.join(videos, 'video-1.mp4'), randomBytes(5_000));
  return {
    folder,
    database,
    uploads,
    videos,
    env: { DB_CONNECTION: 'sqlite', DB_DATABASE: database, UPLOADS_ROOT: uploads, VIDEOS_ROOT: videos, APP_KEY: key, APP_ENV: 'testing' },
  };
}

/** Every table's rows in rowid order, hashed, and every upload's bytes, hashed: the site as a restore must give it back. */
function state(one: Site): { tables: Record<string, string>; uploads: Record<string, string>; videos: Record<string, string> } {
  const script = `
    $pdo = new PDO('sqlite:'.$argv[1]);
    $tables = [];
    foreach ($pdo->query("select name, sql from sqlite_master where type = 'table' order by name") as $table) {
        $hash = hash_init('sha256');
        hash_update($hash, $table['sql']);
        foreach ($pdo->query('select * from "'.$table['name'].'" order by rowid') as $row) hash_update($hash, serialize($row));
        $tables[$table['name']] = hash_final($hash);
    }
    echo json_encode($tables);
  `;
  const result = spawnSync('php', ['-r', script, one.database], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return { tables: JSON.parse(result.stdout) as Record<string, string>, uploads: hashes(one.uploads), videos: hashes(one.videos) };
}

/** Every file's SHA-256 under `folder`, by its path there. */
function hashes(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (existsSync(folder)) {
    for (const relative of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(folder, relative);
      if (statSync(file).isFile()) found[relative] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  }
  return found;
}

function sql(one: Site, statements: string): void {
  const result = spawnSync('php', ['-r', '(new PDO("sqlite:".$argv[1]))->exec($argv[2]) !== false || exit(1);', one.database, statements], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${statements}: ${result.stderr}`);
}

/** The archive's members and their bytes (a tar read by hand: ustar headers, 512-byte blocks). */
function members(archive: string): Map<string, Buffer> {
  const tar = gunzipSync(readFileSync(archive));
  const found = new Map<string, Buffer>();
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.toString('latin1', 0, 100).replace(/\0.*$/s, '');
    if (name === '') break;
    const size = parseInt(header.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    const type = header.toString('latin1', 156, 157);
    if (type === '0' || type === '\0') found.set(name, tar.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
}

/** Writes a tar.gz of `folder`'s `entries` with the system's tar (as someone repacking a backup would). */
function repack(folder: string, archive: string, entries: string[]): void {
  const result = spawnSync('tar', ['-czf', archive, '-C', folder, ...entries], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'host-backup-'));
  template = path.join(scratch, 'seeded.sqlite');
  writeFileSync(template, '');
  const seeded = spawnSync('php', ['artisan', 'migrate', '--seed', '--force'], {
    cwd: HOST,
    encoding: 'utf8',
    env: { ...process.env, DB_CONNECTION: 'sqlite', DB_DATABASE: template, APP_KEY: KEY, APP_ENV: 'testing' },
  });
  if (seeded.status !== 0) throw new Error(`migrate --seed failed: ${seeded.stdout}${seeded.stderr}`);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('site:backup', () => {
  test('writes one archive, readable by its owner only, its SHA-256 beside it: a manifest, the database and the uploads, and no secret', () => {
    const one = site();
    const folder = path.join(one.folder, 'copias');
    mkdirSync(folder);
    const run = artisan(one, 'site:backup', folder);
    succeeded(run);
    const [name, ...others] = readdirSync(folder).filter((file) => file.endsWith('.tar.gz'));
    expect(others).toEqual([]);
    expect(name).toMatch(/^sitio-backup-\d{8}-\d{6}\.tar\.gz$/);
    const archive = path.join(folder, name ?? '');
    expect(run.output).toContain(`Backup written: ${archive} (`);
    expect(run.output).toContain('Not in it: the .env (APP_KEY, passwords).');
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const sum = createHash('sha256').update(readFileSync(archive)).digest('hex');
    expect(readFileSync(`${archive}.sha256`, 'utf8')).toBe(`${sum}  ${name}\n`);

    const inside = members(archive);
    expect([...inside.keys()].sort()).toEqual([
      'database.sqlite',
      'manifest.json',
      'uploads/.gitignore',
      'uploads/recetas/pan.jpg',
      'uploads/recetas/pasos/amasar.png',
      'videos/video-1.mp4',
    ]);
    const manifest = JSON.parse(inside.get('manifest.json')?.toString('utf8') ?? '{}') as {
      format: string;
      version: number;
      created_at: string;
      app: { name: string; laravel: string; php: string };
      database: { driver: string; file: string; sha256: string; schema: string };
      uploads: { files: number; bytes: number };
      videos: { files: number; bytes: number };
      app_key_check: string;
      files: { path: string; size: number; sha256: string }[];
    };
    expect(manifest).toMatchObject({ format: 'sitio-backup', version: 1, app: { name: 'Sitio' }, database: { driver: 'sqlite', file: 'database.sqlite' } });
    expect(manifest.database.schema).toBe(
      readdirSync(path.join(HOST, 'database/migrations'))
        .sort()
        .at(-1)
        ?.replace(/\.php$/, ''),
    );
    expect(Date.now() - Date.parse(manifest.created_at)).toBeLessThan(120_000);
    expect(manifest.uploads).toEqual({ folder: 'uploads', files: 3, bytes: 43_002 });
    expect(manifest.videos).toEqual({ folder: 'videos', files: 1, bytes: 5_000 });
    expect(run.output).toMatch(/, 3 uploads 42 KB, 1 video 5 KB\) in /);
    // Every file with its size and SHA-256, the database's among them.
    expect(manifest.files.map((file) => file.path)).toEqual([
      'database.sqlite',
      'uploads/.gitignore',
      'uploads/recetas/pan.jpg',
      'uploads/recetas/pasos/amasar.png',
      'videos/video-1.mp4',
    ]);
    for (const file of manifest.files) {
      const bytes = inside.get(file.path) ?? Buffer.alloc(0);
      expect({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({ size: file.size, sha256: file.sha256 });
    }
    expect(manifest.database.sha256).toBe(manifest.files[0]?.sha256);
    // The key is kept apart: neither it nor its bytes are anywhere in the archive.
    const everything = Buffer.concat([...inside.values()]);
    expect(everything.includes(KEY)).toBe(false);
    expect(everything.includes(Buffer.from(KEY.slice('base64:'.length), 'base64'))).toBe(false);
    expect(manifest.app_key_check).toMatch(/^[0-9a-f]{64}$/);
  });

  test('refuses to overwrite an archive, to write inside the uploads, and a name that is neither a folder nor a .tar.gz', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    const again = artisan(one, 'site:backup', archive);
    expect(again.status).toBe(1);
    expect(again.output).toContain(`No backup written: ${archive} already exists (a backup is never overwritten).`);
    const served = artisan(one, 'site:backup', path.join(one.uploads, 'recetas'));
    expect(served.status).toBe(1);
    expect(served.output).toContain("is inside the uploads' folder, which the web server serves to anyone.");
    const odd = artisan(one, 'site:backup', path.join(one.folder, 'copia.zip'));
    expect(odd.output).toContain('is neither a folder nor a name ending in .tar.gz.');
    // Nothing left behind by the refusals (no work folder, no partial archive).
    expect(readdirSync(one.folder).sort()).toEqual(['copia.tar.gz', 'copia.tar.gz.sha256', 'database.sqlite', 'public', 'videos']);
  });
});

describe('site:restore', () => {
  test('over changed rows, an extra table and changed uploads: the site as it was at the backup, the cache emptied', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    const before = state(one);

    sql(one, "update posts set name = 'Otra' where id = 1; delete from tags where id not in (select tag_id from posts); create table extraviada (id integer)");
    writeFileSync(path.join(one.uploads, 'recetas/pan.jpg'), 'otra foto');
    rmSync(path.join(one.uploads, 'recetas/pasos'), { recursive: true });
    writeFileSync(path.join(one.uploads, 'nueva.png'), 'nueva');
    writeFileSync(path.join(one.videos, 'video-1.mp4'), 'otro video');
    writeFileSync(path.join(one.videos, 'video-2.mp4'), 'nuevo');
    expect(state(one)).not.toEqual(before);

    const run = artisan(one, 'site:restore', archive);
    succeeded(run);
    expect(run.output).toMatch(
      /Checked .*copia\.tar\.gz: taken \d{4}-\d\d-\d\dT[\d:.]+Z by Sitio .* \(Laravel \d+\.\d+\.\d+\); 5 files, each as its manifest says \(SHA-256\)\./,
    );
    expect(run.output).toContain('Uploads restored: 3 files in');
    expect(run.output).toContain(`Videos restored: 1 file in ${one.videos}`);
    expect(run.output).toContain('Cache emptied');
    expect(run.output).not.toContain('APP_KEY');
    expect(state(one)).toEqual(before);
    // Nothing left beside the uploads' folder: the staging folder and the replaced one are gone.
    expect(readdirSync(one.folder).sort()).toEqual(['copia.tar.gz', 'copia.tar.gz.sha256', 'database.sqlite', 'public', 'videos']);
  });

  test('into a site whose uploads are gone and whose database lost everything (an empty file)', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    const before = state(one);
    rmSync(one.uploads, { recursive: true });
    writeFileSync(one.database, '');
    const run = artisan(one, 'site:restore', archive);
    succeeded(run);
    expect(state(one)).toEqual(before);
  });

  test('into an uploads folder that is a mount point (a shared disk mounted there): its contents swapped, the mount kept, nothing left behind', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    const expected = state(one).uploads;
    // A mount namespace of its own (a user namespace too, so it runs without root) with a tmpfs
    // mounted on the uploads' folder: renaming that folder fails (EBUSY), as on an NFS mount.
    // What the restore leaves is read inside it, before the namespace and its tmpfs go.
    const inside = `
      set -e
      mount -t tmpfs sitio-uploads "$UPLOADS_ROOT"
      mkdir "$UPLOADS_ROOT/antes" && echo vieja > "$UPLOADS_ROOT/antes/vieja.png" && echo otra > "$UPLOADS_ROOT/recetas-pan.jpg"
      if mv "$UPLOADS_ROOT" "$UPLOADS_ROOT.movido" 2>/dev/null; then echo "not a mount point"; exit 3; fi
      php artisan site:restore --force "$1"
      echo "--- mount" && stat -c %d "$UPLOADS_ROOT" "$UPLOADS_ROOT/.."
      echo "--- entries" && ls -A "$UPLOADS_ROOT"
      echo "--- files" && cd "$UPLOADS_ROOT" && find . -type f | sed 's|^./||' | LC_ALL=C sort | xargs sha256sum
    `;
    const result = spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'sh', '-c', inside, 'sh', archive], {
      cwd: HOST,
      encoding: 'utf8',
      env: { ...process.env, ...one.env },
    });
    const output = `${result.stdout}${result.stderr}`;
    expect({ status: result.status, output }).toEqual({ status: 0, output: expect.stringContaining('Uploads restored: 3 files in') });
    const [, mount = '', entries = '', files = ''] = result.stdout.split(/^--- \w+$/m);
    const [mounted, above] = mount.trim().split('\n');
    expect(mounted).not.toBe(above);
    // Only the backup's: the old entries and the restore's hidden folders are gone.
    expect(entries.trim().split('\n').sort()).toEqual(['.gitignore', 'recetas']);
    const restored = Object.fromEntries(
      files
        .trim()
        .split('\n')
        .map((line) => {
          const [hash = '', name = ''] = line.split(/\s+/);
          return [name, hash];
        }),
    );
    expect(restored).toEqual(expected);
    expect(readdirSync(one.folder).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  test('a backup leaves out what a restore stopped half-way left inside a mount point', () => {
    const one = site();
    mkdirSync(path.join(one.uploads, '.replaced-0123456789ab/recetas'), { recursive: true });
    writeFileSync(path.join(one.uploads, '.replaced-0123456789ab/recetas/vieja.jpg'), 'vieja');
    mkdirSync(path.join(one.uploads, '.restore-0123456789ab'));
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    expect([...members(archive).keys()].filter((name) => name.startsWith('uploads/')).sort()).toEqual([
      'uploads/.gitignore',
      'uploads/recetas/pan.jpg',
      'uploads/recetas/pasos/amasar.png',
    ]);
  });

  test('an archive taken before videos were backed up: restored, the videos left as they are, and the operator told', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    // The same archive as an earlier release wrote it: no videos, nor their part of the manifest.
    const unpacked = path.join(one.folder, 'sin-videos');
    mkdirSync(unpacked);
    spawnSync('tar', ['-xzf', archive, '-C', unpacked]);
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as { videos?: unknown; files: { path: string }[] };
    delete manifest.videos;
    manifest.files = manifest.files.filter((file) => !file.path.startsWith('videos/'));
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const older = path.join(one.folder, 'anterior.tar.gz');
    repack(unpacked, older, ['manifest.json', 'database.sqlite', 'uploads']);
    writeFileSync(path.join(one.videos, 'video-2.mp4'), 'subido después');
    const videos = state(one).videos;

    const run = artisan(one, 'site:restore', older);
    succeeded(run);
    expect(run.output).toContain(`The backup holds no videos (taken before they were backed up): ${one.videos} is left as it is.`);
    expect(state(one).videos).toEqual(videos);
  });

  test('refuses, in words and changing nothing, an archive damaged, cut short, altered or not a backup, and one of a newer schema', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    const bytes = readFileSync(archive);
    const damaged = (name: string, content: Buffer) => {
      const file = path.join(one.folder, name);
      writeFileSync(file, content);
      return file;
    };
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;

    const unpacked = path.join(one.folder, 'unpacked');
    mkdirSync(unpacked);
    spawnSync('tar', ['-xzf', archive, '-C', unpacked]);
    const dir = (name: string) => path.join(unpacked, name);
    const originalPicture = readFileSync(dir('uploads/recetas/pan.jpg'));
    const originalManifest = readFileSync(dir('manifest.json'), 'utf8');
    // One byte of one upload changed (same size).
    const changed = Buffer.from(originalPicture);
    changed[10] = (changed[10] ?? 0) ^ 1;
    writeFileSync(dir('uploads/recetas/pan.jpg'), changed);
    const alteredFile = path.join(one.folder, 'alterado.tar.gz');
    repack(unpacked, alteredFile, ['manifest.json', 'database.sqlite', 'uploads', 'videos']);
    writeFileSync(dir('uploads/recetas/pan.jpg'), originalPicture);
    // A file the manifest does not list.
    writeFileSync(dir('uploads/intrusa.php'), '<?php');
    const addedFile = path.join(one.folder, 'agregado.tar.gz');
    repack(unpacked, addedFile, ['manifest.json', 'database.sqlite', 'uploads', 'videos']);
    rmSync(dir('uploads/intrusa.php'));
    // One the manifest lists, missing.
    const missingFile = path.join(one.folder, 'faltante.tar.gz');
    repack(unpacked, missingFile, ['manifest.json', 'database.sqlite']);
    // No manifest at all.
    const bareFile = path.join(one.folder, 'sin-manifiesto.tar.gz');
    repack(unpacked, bareFile, ['database.sqlite', 'uploads']);
    // Whole, but taken by a release with a migration this one lacks.
    writeFileSync(dir('manifest.json'), originalManifest.replace(/"schema": "[^"]*"/, '"schema": "2099_01_01_000001_from_a_newer_release"'));
    const newerFile = path.join(one.folder, 'nueva-version.tar.gz');
    repack(unpacked, newerFile, ['manifest.json', 'database.sqlite', 'uploads', 'videos']);
    rmSync(unpacked, { recursive: true });

    const before = state(one);
    const cases: [string, string][] = [
      [damaged('un-byte.tar.gz', flipped), 'is damaged: it cannot be read to its end (gzip: stdin: invalid compressed data'],
      [damaged('cortado.tar.gz', bytes.subarray(0, Math.floor(bytes.length / 2))), 'is damaged: it cannot be read to its end ('],
      [alteredFile, 'is damaged: uploads/recetas/pan.jpg is not the file its manifest names (its SHA-256 differs).'],
      [addedFile, 'is damaged: uploads/intrusa.php is in the archive and not in its manifest.'],
      [missingFile, 'is damaged: uploads/.gitignore is in its manifest and missing from the archive.'],
      [bareFile, 'is damaged: it holds no manifest.json (is it a backup made by `php artisan site:backup`?).'],
      [
        newerFile,
        "the backup's database has run the migration 2099_01_01_000001_from_a_newer_release, which this release does not have (it was taken by a newer release: deploy that one, then restore).",
      ],
      [path.join(one.folder, 'no-existe.tar.gz'), 'Not restored: there is no archive at'],
    ];
    for (const [file, words] of cases) {
      const run = artisan(one, 'site:restore', file);
      expect({ file: path.basename(file), status: run.status }).toEqual({ file: path.basename(file), status: 1 });
      expect(run.output).toContain(words);
      expect(run.output).toContain('Nothing was changed: the database and the uploads are as they were.');
    }
    expect(state(one)).toEqual(before);
    expect(readdirSync(one.folder).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  test('with another APP_KEY than the backup was taken with: restored, and the operator told what that key loses', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    const other = { ...one, env: { ...one.env, APP_KEY: `base64:${randomBytes(32).toString('base64')}` } };
    const run = artisan(other, 'site:restore', archive);
    succeeded(run);
    expect(run.output).toContain("This site's APP_KEY is not the one the backup was taken with: every session and remember-me cookie of then is void");
    expect(artisan(one, 'site:restore', archive).output).not.toContain('APP_KEY is not the one');
  });

  test('in production, asks first: without --force and without a terminal, nothing is restored', () => {
    const one = site();
    const archive = path.join(one.folder, 'copia.tar.gz');
    succeeded(artisan(one, 'site:backup', archive));
    sql(one, "update posts set name = 'Después de la copia' where id = 1");
    const production = { ...one, env: { ...one.env, APP_ENV: 'production' } };
    const refused = artisan(production, 'site:restore', '--no-interaction', archive);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('Not restored: not confirmed (--force restores without asking).');
    const after = state(one);
    const forced = artisan(production, 'site:restore', '--force', archive);
    succeeded(forced);
    expect(state(one)).not.toEqual(after);
  });
});
