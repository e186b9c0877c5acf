// `npm run start:laravel -- --production` and the production journeys' web server: the worked
// host as production runs it, from the files of host/deploy (docs/laravel-host.md,
// "Production"): nginx in front (compression, the build's cache headers), two app servers
// (PHP-FPM pools with their own storage and config/route/view caches, APP_ENV=production)
// sharing MariaDB, Redis (sessions, cache, rate limiters) and the uploads' folder. Everything
// it writes is in one folder of the system's temporary files, made fresh at each start, and
// private: every server runs as whoever starts the script, and no other user of the machine
// reads the secrets (the .env, the config caches, MariaDB's and Redis's files) or reaches the
// sockets.
//   --build: build the bundle first
//   PORT (default 8080): the site (both app servers); PORT+1 and PORT+2 reach app server A
//   and B alone; PORT+3 is Redis's; PORT+5 the faults' control (production/faults.mjs).
// The uploads' folder is a file system of its own (a 64 MB tmpfs, when this runs as root), so
// the journeys can fill it as a full disk is.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../build/precompress.mjs';
import { checkDebianPackages, findPhpFpm } from '../setup/debian-install.mjs';
import { artisan, layOut, startAppServer } from './production/app-servers.mjs';
import { fillFile } from './production/fill.mjs';
import { startFaultControl } from './production/faults.mjs';
import { DATABASE, startMariaDb } from './production/mariadb.mjs';
import { startNginx } from './production/nginx.mjs';
import { anyExit, stopAll } from './production/processes.mjs';
import { startRedis } from './production/redis.mjs';
import { bundleBuilt, publishAssets } from './public-assets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const host = path.join(root, 'host');
const deploy = path.join(host, 'deploy');
const port = Number(process.env.PORT ?? 8080);
const folder = path.join(tmpdir(), `sitio-production-${port}`);
/** The uploads' file system: room for every journey's pictures, small enough to fill in a moment. */
const UPLOADS_MB = 64;

/** A secret for this run only: letters and digits, safe in any of the files. */
const secret = () => randomBytes(24).toString('base64url').replace(/[-_]/g, 'x');

/** The release, as a deploy names it: the version with the commit (`1.0.0+f0a26d5`), the version alone outside git. */
function release() {
  const { version } = /** @type {{ version: string }} */ (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')));
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return commit.status === 0 ? `${version}+${commit.stdout.trim()}` : version;
}

async function main() {
  const { laravel, production } = checkDebianPackages(['laravel', 'production']);
  const missing = laravel ?? production;
  if (missing !== null) throw new Error(`Laravel host (production mode) not started: ${missing}.`);
  const phpFpm = findPhpFpm();
  if (phpFpm === null) throw new Error('no PHP-FPM in /usr/sbin');
  if (process.argv.includes('--build') && spawnSync('node', ['build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('the build failed');
  if (!bundleBuilt()) throw new Error('no dist/mix-manifest.json: run `node build.mjs` first');
  publishAssets();
  // Bootstrap's stylesheet is the host's own file: compressed once here, as the build does its own.
  await precompress(path.join(host, 'public/css'));

  unmountUploads();
  rmSync(folder, { recursive: true, force: true });
  // What this script and its servers write from here on is their user's alone (0600 files, 0700
  // folders): nginx's workers, the PHP-FPM pools, MariaDB and Redis all run as that user, and
  // the journeys read as that user too.
  process.umask(0o077);
  mkdirSync(folder, { recursive: true });
  chmodSync(folder, 0o700);
  const envDir = path.join(folder, 'env');
  for (const sub of ['mariadb', 'redis', 'nginx', 'env', 'uploads-disk']) mkdirSync(path.join(folder, sub), { recursive: true });
  mountUploads();
  // A folder on that file system, not its mount point: the restore (site:restore) swaps the
  // uploads by renaming a folder beside them, which a mount point refuses.
  const uploads = path.join(folder, 'uploads-disk', 'uploads');
  mkdirSync(uploads);
  // The videos' folder, shared as the uploads are (not on their small disk): the seed writes
  // the videos' files there, the app servers check who may have one, nginx sends it.
  const videos = path.join(folder, 'videos');
  mkdirSync(videos);

  const databasePassword = secret();
  const redisPassword = secret();
  const [mariadb, redis] = await Promise.all([
    startMariaDb(path.join(folder, 'mariadb'), databasePassword, secret()),
    startRedis({ folder: path.join(folder, 'redis'), template: path.join(deploy, 'redis/sitio.conf'), port: port + 3, password: redisPassword }),
  ]);
  const { socket } = mariadb;
  // SESSION_SECURE_COOKIE=true as the template says, though the run is plain HTTP: Chromium (the
  // journeys' browser) keeps a `Secure` cookie from http://127.0.0.1, an origin it counts as
  // potentially trustworthy, so the journeys run with production's value.
  fillFile(path.join(deploy, 'env.production'), path.join(envDir, '.env'), {
    APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
    APP_URL: `http://127.0.0.1:${port}`,
    APP_VERSION: release(),
    DB_SOCKET: socket,
    DB_PASSWORD: databasePassword,
    REDIS_PORT: String(port + 3),
    REDIS_PASSWORD: redisPassword,
    UPLOADS_ROOT: uploads,
    VIDEOS_ROOT: videos,
  });

  const template = path.join(deploy, 'php-fpm/sitio.conf');
  const servers = ['app-a', 'app-b'].map((name) => layOut({ folder, name, envDir, template }));
  const [first] = servers;
  if (first === undefined) throw new Error('no app server');
  artisan(host, first, 'migrate', '--seed', '--force');
  for (const server of servers) {
    for (const cache of ['config:cache', 'route:cache', 'view:cache']) artisan(host, server, cache);
  }
  const started = await Promise.all(
    servers.map(async (server) => /** @type {const} */ ([server.name, { ...(await startAppServer(phpFpm, server)), socket: server.socket }])),
  );

  // For the production journeys (test/laravel/host.ts) and the benchmark: how to read the
  // database and the uploads as the tests of the development mode read SQLite's file and
  // storage/, and each app server's environment, to run `php artisan` as it (the backups).
  writeFileSync(
    path.join(folder, 'journeys.json'),
    JSON.stringify({
      dsn: `mysql:unix_socket=${socket};dbname=${DATABASE};charset=utf8mb4`,
      username: 'sitio',
      password: databasePassword,
      uploads,
      videos,
      servers: servers.map(({ name, env }) => ({ name, storage: env.APP_STORAGE, env })),
    }),
    { mode: 0o600 },
  );

  const sockets = servers.map((server) => server.socket);
  await startNginx({
    folder: path.join(folder, 'nginx'),
    template: path.join(deploy, 'nginx/sitio.conf'),
    root: path.join(host, 'public'),
    uploads,
    videos,
    sites: [{ port, sockets }, ...sockets.map((one, index) => ({ port: port + 1 + index, sockets: [one] }))],
  });
  await startFaultControl({
    port: port + 5,
    appServers: Object.fromEntries(started),
    redis,
    mariadb: { ...mariadb, database: DATABASE },
    uploads,
  });
  console.log(
    `Laravel host (production mode) at http://127.0.0.1:${port}/ (app server A alone at :${port + 1}, B at :${port + 2}; ` +
      `log in as editora@example.com, password secreto123). Its files: ${folder}`,
  );
}

/**
 * The uploads on a tmpfs of their own, as a disk the journeys can fill. Only root may mount:
 * elsewhere the folder stays on the run's file system, and filling it is refused.
 */
function mountUploads() {
  if (process.getuid?.() !== 0) return;
  const disk = path.join(folder, 'uploads-disk');
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${UPLOADS_MB}m,mode=0700`, 'sitio-uploads', disk], { encoding: 'utf8' });
  if (mounted.status !== 0) throw new Error(`the uploads' tmpfs was not mounted: ${mounted.stderr.trim()}`);
}

/** Unmounts the uploads' tmpfs of this or an earlier run, if there is one. */
function unmountUploads() {
  if (process.getuid?.() === 0) spawnSync('umount', [path.join(folder, 'uploads-disk')], { stdio: 'ignore' });
}

/** @param {number} code */
async function exit(code) {
  await stopAll();
  unmountUploads();
  process.exit(code);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => void exit(0));

try {
  await main();
  const stopped = await anyExit();
  console.error(`${stopped.name} stopped`);
  await exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await exit(1);
}
