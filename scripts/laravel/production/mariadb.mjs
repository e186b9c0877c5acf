// MariaDB for the production mode (Debian's mariadb-server): a data folder of the run's own,
// reached by its socket only (no TCP port to guard or to clash), and a database and user for
// the site, as a deploy creates them once.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { run, start, waitFor } from './processes.mjs';

/** The site's database and user (host/deploy/env.production). */
export const DATABASE = 'sitio';
const USER = 'sitio';

/** mariadbd refuses to run as root unless told to; elsewhere it runs as whoever starts it. */
const asUser = () => (process.getuid?.() === 0 ? ['--user=root'] : []);

/**
 * Starts MariaDB in `folder` and creates the site's database and user with `password`.
 * @param {string} folder @param {string} password
 * @returns {Promise<{ socket: string, server: import('./processes.mjs').Server, ready: () => boolean }>}
 */
export async function startMariaDb(folder, password) {
  const data = path.join(folder, 'data');
  const socket = path.join(folder, 'mariadb.sock');
  const log = path.join(folder, 'mariadb.log');
  mkdirSync(data, { recursive: true });
  run('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asUser()]);
  const server = start(
    'MariaDB',
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(folder, 'mariadb.pid')}`,
      '--skip-networking',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=128M',
      ...asUser(),
    ],
    log,
  );
  const client = (/** @type {string} */ sql) => ['--no-defaults', `--socket=${socket}`, '--user=root', '--execute', sql];
  const ready = () => {
    try {
      run('mariadb', client('select 1'));
      return true;
    } catch {
      return false;
    }
  };
  await waitFor(server, ready);
  run(
    'mariadb',
    client(
      `create database ${DATABASE} character set utf8mb4 collate utf8mb4_unicode_ci;` +
        `create user '${USER}'@'localhost' identified by '${password}';` +
        `grant all privileges on ${DATABASE}.* to '${USER}'@'localhost';`,
    ),
  );
  return { socket, server, ready };
}
