// The app servers of the production mode: one PHP-FPM master per server, each from
// host/deploy/php-fpm/sitio.conf, with a storage folder and config/route/view caches of its
// own (as on two machines), sharing the database, Redis and the uploads' folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fill } from './fill.mjs';
import { run, start, waitFor } from './processes.mjs';

/** @typedef {{ name: string, socket: string, env: Record<string, string> }} AppServer */

/** Laravel's storage folders, which `php artisan` expects to exist. */
const STORAGE = ['app', 'framework/cache', 'framework/sessions', 'framework/views', 'logs'];

/**
 * Lays out app server `name` under `folder`: its storage, its caches, its pool's file.
 * @param {{ folder: string, name: string, envDir: string, template: string }} options
 * @returns {AppServer & { pool: string, folder: string }}
 */
export function layOut({ folder, name, envDir, template }) {
  const own = path.join(folder, name);
  const storage = path.join(own, 'storage');
  const cache = path.join(own, 'cache');
  for (const sub of STORAGE) mkdirSync(path.join(storage, sub), { recursive: true });
  mkdirSync(cache, { recursive: true });
  const socket = path.join(own, 'php-fpm.sock');
  const { username } = userInfo();
  const group = process.getuid?.() === 0 ? 'root' : username;
  const values = {
    POOL_NAME: name,
    POOL_USER: username,
    POOL_GROUP: group,
    POOL_SOCKET: socket,
    POOL_STORAGE: storage,
    POOL_CACHE: cache,
    POOL_ENV_DIR: envDir,
  };
  const pool = path.join(own, 'php-fpm.conf');
  const global = ['[global]', `pid = ${path.join(own, 'php-fpm.pid')}`, `error_log = ${path.join(own, 'php-fpm.log')}`, 'daemonize = no', ''].join('\n');
  writeFileSync(pool, `${global}\n${fill(readFileSync(template, 'utf8'), values, template)}`);
  // What the pool gives PHP, for the artisan commands that prepare this server.
  const env = {
    APP_STORAGE: storage,
    APP_ENV_DIR: envDir,
    APP_CONFIG_CACHE: path.join(cache, 'config.php'),
    APP_ROUTES_CACHE: path.join(cache, 'routes-v7.php'),
    APP_SERVICES_CACHE: path.join(cache, 'services.php'),
    APP_PACKAGES_CACHE: path.join(cache, 'packages.php'),
    APP_EVENTS_CACHE: path.join(cache, 'events.php'),
  };
  return { name, socket, env, pool, folder: own };
}

/**
 * Runs `php artisan …args` in `host` as app server `server` would (its environment only).
 * @param {string} host @param {AppServer} server @param {string[]} args
 */
export function artisan(host, server, ...args) {
  return run('php', ['artisan', ...args], { cwd: host, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...server.env } });
}

/**
 * Starts the PHP-FPM master of a laid-out server and waits for its socket.
 * @param {string} phpFpm The program (/usr/sbin/php-fpm8.2 on Debian 12).
 * @param {AppServer & { pool: string, folder: string }} server
 * @returns {Promise<{ server: import('./processes.mjs').Server, ready: () => boolean }>}
 */
export async function startAppServer(phpFpm, server) {
  // -R: FPM refuses to run as root without it (the pool's user is root only in this test mode).
  const asRoot = process.getuid?.() === 0 ? ['-R'] : [];
  const child = start(`PHP-FPM ${server.name}`, phpFpm, ['--nodaemonize', '--fpm-config', server.pool, ...asRoot], path.join(server.folder, 'php-fpm.out'));
  const ready = () => existsSync(server.socket);
  await waitFor(child, ready);
  return { server: child, ready };
}
