// MariaDB for the production mode (Debian's mariadb-server): a data folder of the run's own,
// reached by its socket only (no TCP port to guard or to clash), root with a password of the
// run's, and a database and user for the site, as a deploy creates them once. The passwords
// travel in a client file only its owner reads and in the SQL sent on stdin, never on a command
// line (which every user of the machine can read).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, start, waitFor } from './processes.mjs';

/** The site's database and user (host/deploy/env.production). */
export const DATABASE = 'sitio';
const USER = 'sitio';

/** mariadbd refuses to run as root unless told to; elsewhere it runs as whoever starts it. */
const asUser = () => (process.getuid?.() === 0 ? ['--user=root'] : []);

/** A password as SQL writes it: the run's secrets are letters and digits, anything else is refused. @param {string} password */
function quoted(password) {
  if (!/^[A-Za-z0-9]+$/.test(password)) throw new Error('a MariaDB password of the production mode is letters and digits');
  return `'${password}'`;
}

/**
 * Starts MariaDB in `folder` (private: the caller's umask), gives root `rootPassword` and
 * creates the site's database and user with `password`. Root's client settings, password
 * included, are left in `root.cnf` there (`mariadb --defaults-file=…/root.cnf`).
 * @param {string} folder @param {string} password @param {string} rootPassword
 * @returns {Promise<{ socket: string, server: import('./processes.mjs').Server, ready: () => boolean, rootSettings: string }>}
 */
export async function startMariaDb(folder, password, rootPassword) {
  const data = path.join(folder, 'data');
  const socket = path.join(folder, 'mariadb.sock');
  const log = path.join(folder, 'mariadb.log');
  mkdirSync(data, { recursive: true });
  // `normal`: root@localhost with no password, until the first statement below gives it one.
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
  const passwordless = ['--no-defaults', `--socket=${socket}`, '--user=root'];
  // Before root has its password, and after a restart (the faults' control), when it has.
  let rootClient = passwordless;
  const ready = () => {
    try {
      run('mariadb', rootClient, { input: 'select 1' });
      return true;
    } catch {
      return false;
    }
  };
  await waitFor(server, ready);
  run('mariadb', passwordless, {
    input:
      `alter user 'root'@'localhost' identified by ${quoted(rootPassword)};` +
      `create database ${DATABASE} character set utf8mb4 collate utf8mb4_unicode_ci;` +
      `create user '${USER}'@'localhost' identified by ${quoted(password)};` +
      `grant all privileges on ${DATABASE}.* to '${USER}'@'localhost';`,
  });
  const rootSettings = path.join(folder, 'root.cnf');
  writeFileSync(rootSettings, `[client]\nuser=root\npassword=${rootPassword}\nsocket=${socket}\n`, { mode: 0o600 });
  rootClient = [`--defaults-file=${rootSettings}`];
  return { socket, server, ready, rootSettings };
}
