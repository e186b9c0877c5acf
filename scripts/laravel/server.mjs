// `npm run start:laravel` (with --build) and the Laravel journeys' web server: prepares
// host/ (the bundle copied to public/build/widgets as a deploy would, Bootstrap's CSS, an
// app key, a fresh SQLite database with the seed, the public disk's link), then serves it
// with PHP's built-in server on 127.0.0.1.
//   --build: build the bundle first (once PHP is known to be there)
//   --production: the production mode instead (production.mjs: nginx, PHP-FPM, MariaDB, Redis)
//   PORT (default 8000), DB_DATABASE (default host/storage/database.sqlite)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDebianPackages } from '../setup/debian-install.mjs';
import { bundleBuilt, publishAssets } from './public-assets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const host = path.join(root, 'host');
const port = Number(process.env.PORT ?? 8000);
const database = path.resolve(process.env.DB_DATABASE ?? path.join(host, 'storage/database.sqlite'));
const env = { ...process.env, DB_DATABASE: database };

// Debian's PHP caps uploads at 2 MB: above the uploader's 5 MB rule, so Laravel's
// validation (not PHP) answers a 6 MB image.
const PHP_LIMITS = ['-d', 'upload_max_filesize=16M', '-d', 'post_max_size=20M'];

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @param {string[]} args */
function artisan(...args) {
  const { status } = spawnSync('php', ['artisan', ...args], { cwd: host, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (status !== 0) fail(`php artisan ${args.join(' ')} failed`);
}

function prepare() {
  if (!bundleBuilt()) fail('no dist/mix-manifest.json: run `node build.mjs` first');
  publishAssets();

  if (!existsSync(path.join(host, '.env'))) {
    copyFileSync(path.join(host, '.env.example'), path.join(host, '.env'));
    artisan('key:generate', '--force');
  }
  rmSync(database, { force: true });
  mkdirSync(path.dirname(database), { recursive: true });
  writeFileSync(database, '');
  artisan('migrate', '--seed', '--force');
  // The rate limiter's counts (the file cache) from an earlier run: a fresh database starts with none.
  artisan('cache:clear');
  // Compiled views name the classes of the components they use: ones compiled before a class
  // moved (a namespace renamed) would still name the old one, as their templates did not change.
  artisan('view:clear');
  if (!existsSync(path.join(host, 'public/storage'))) artisan('storage:link');
}

// The built-in server logs every connection; keep only what is not an access line.
const ACCESS_LINE = /^(\[\d+\] )?\[[^\]]+\] \d+\.\d+\.\d+\.\d+:\d+ (Accepted|Closing|\[\d{3}\]: )/;

function serve() {
  // Workers answer requests side by side, as PHP-FPM would. They outlive their parent, so
  // the server gets a process group of its own, stopped as a whole.
  const server = spawn('php', [...PHP_LIMITS, '-S', `127.0.0.1:${port}`, '-t', 'public', 'public/router.php'], {
    cwd: host,
    env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
    stdio: ['ignore', 'inherit', 'pipe'],
    detached: true,
  });
  let pending = '';
  server.stderr.setEncoding('utf8').on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '' && !ACCESS_LINE.test(line) && !line.includes('Development Server')) console.error(line);
  });
  const stop = () => {
    try {
      // The whole group: PHP's server and its workers (a server that never started has no pid).
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  server.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
  console.log(`Laravel host at http://127.0.0.1:${port}/ (log in as editora@example.com, password secreto123)`);
}

if (process.argv.includes('--production')) {
  // `npm run start:laravel -- --production`: nginx, PHP-FPM, MariaDB and Redis instead.
  await import('./production.mjs');
} else {
  // Only checked here: `npm test` installs what is missing before it starts this server.
  const { laravel: missing } = checkDebianPackages(['laravel']);
  if (missing !== null) fail(`Laravel host not started: ${missing}.`);
  if (process.argv.includes('--build') && spawnSync('node', ['build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('the build failed');
  prepare();
  serve();
}
