// The worked host's backups on its seed (docs/laravel-host.md, "Backups"): `php artisan
// site:backup` and `site:restore --force` run on app server A of the production mode (MariaDB,
// the shared uploads' folder), as an operator runs them, each timed from the command's start to
// its end (PHP's start, the dump, the copy of the uploads, the archive; the check of every
// file, the load, the folder's swap, the cache). Each round writes a new archive, then the first
// archive is restored, round after round: the site stays the seed. Figures: the times (median,
// p25–p75), the archive's bytes, and what it holds (the dump's bytes, the uploads, the videos).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionHost } from './production-host.mjs';
import { summarize } from './stats.mjs';

/** @typedef {{ env: Record<string, string> }} AppServer what the production mode says of an app server: its pool's environment */
/** @typedef {{ database: { size: number }, uploads: { files: number, bytes: number }, videos: { files: number, bytes: number } }} Manifest what is read of a backup's manifest.json */

const HOST = fileURLToPath(new URL('../../host', import.meta.url));

/**
 * `php artisan …args` as app server A, timed.
 * @param {AppServer} server @param {string[]} args
 */
function artisan(server, ...args) {
  const started = performance.now();
  const result = spawnSync('php', ['artisan', ...args], { cwd: HOST, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...server.env } });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`php artisan ${args.join(' ')} failed: ${`${result.stdout}${result.stderr}`.trim()}`);
  return ms;
}

/** The manifest of an archive, read with tar. @param {string} archive @returns {Manifest} */
function manifestOf(archive) {
  const result = spawnSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar could not read ${archive}: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** @param {number} rounds */
export async function measureBackup(rounds) {
  const { port } = new URL(await productionHost());
  /** @type {{ servers: AppServer[] }} */
  const run = JSON.parse(readFileSync(path.join(tmpdir(), `sitio-production-${port}`, 'journeys.json'), 'utf8'));
  const [server] = run.servers;
  if (server === undefined) throw new Error('the production mode named no app server');
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-backups-'));
  try {
    const archives = [];
    const backups = [];
    for (let round = 0; round < rounds; round += 1) {
      const archive = path.join(folder, `round-${round}.tar.gz`);
      backups.push(artisan(server, 'site:backup', archive));
      archives.push(archive);
    }
    const [first] = archives;
    if (first === undefined) throw new Error('no round');
    const restores = [];
    for (let round = 0; round < rounds; round += 1) restores.push(artisan(server, 'site:restore', '--force', first));
    const manifest = manifestOf(first);
    return {
      backupMs: summarize(backups),
      restoreMs: summarize(restores),
      archiveBytes: statSync(first).size,
      databaseBytes: manifest.database.size,
      uploads: manifest.uploads,
      videos: manifest.videos,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Starting the production mode, then each round's two commands with room for a slow machine. */
export const backupPartLimit = (/** @type {number} */ rounds) => 180_000 + rounds * 2 * 30_000;
