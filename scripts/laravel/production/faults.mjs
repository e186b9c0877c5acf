// The faults the production journeys inject (test/laravel/production/faults.spec.ts;
// docs/laravel-host.md, "Faults"), through a control port of the production mode on 127.0.0.1
// (PORT+5): an app server killed and started again, Redis restarted, MariaDB killed and
// started again, a table locked for a while (a slow database), the uploads' file system filled.
// Each is a `POST /<fault>`, answered 204 once done, or 500 with why.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, fsyncSync, openSync, rmSync, statSync, statfsSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startAgain, stopOnPurpose } from './processes.mjs';

/** @typedef {{ server: import('./processes.mjs').Server, ready: () => boolean | Promise<boolean> }} Restartable */

/** The file that fills the uploads' file system, beside the uploads (never served: a dotfile). */
const FILLER = '.relleno';

/**
 * Fills the file system of `folder` until `leave` bytes are free.
 * @param {string} folder @param {number} leave
 */
function fill(folder, leave) {
  // Only a file system of the run's own (production.mjs mounts one as root): never the machine's.
  if (statSync(folder).dev === statSync(path.join(folder, '../..')).dev) throw new Error(`${folder} is on the machine's own file system: not filled`);
  const { bavail, bsize } = statfsSync(folder);
  let remaining = Math.max(0, bavail * bsize - leave);
  const chunk = Buffer.alloc(1024 * 1024);
  const file = openSync(path.join(folder, FILLER), 'a');
  try {
    while (remaining > 0) {
      const length = Math.min(chunk.length, remaining);
      writeSync(file, chunk, 0, length);
      remaining -= length;
    }
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
}

/** The connection holding a lock (mariadb/lock), until its time is over or mariadb/unlock ends it. */
/** @type {number | null} */
let locking = null;

/** MariaDB's command-line client as root, its password read from its settings file (never on a command line). @param {string} rootSettings */
function rootClient(rootSettings) {
  return [`--defaults-file=${rootSettings}`];
}

/**
 * Holds a write lock on `table` for `seconds` from a session of MariaDB's root, as a long
 * migration or a stuck transaction does; answers once the lock is held.
 * @param {string} rootSettings @param {string} database @param {string} table @param {number} seconds
 */
async function lockTable(rootSettings, database, table, seconds) {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`no table ${table}`);
  const client = spawn('mariadb', [...rootClient(rootSettings), '--unbuffered', '--batch', '--skip-column-names', database], {
    // Its error when the lock is ended (mariadb/unlock, a restart) is expected: not shown.
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  client.stdin.end(`LOCK TABLES ${table} WRITE; SELECT CONCAT('held by ', CONNECTION_ID()); DO SLEEP(${Number(seconds)}); UNLOCK TABLES;\n`);
  let output = '';
  for await (const data of client.stdout) {
    output += String(data);
    const held = /held by (\d+)/.exec(output);
    if (held !== null) {
      locking = Number(held[1]);
      return;
    }
  }
  throw new Error(`the lock on ${table} was not taken`);
}

/**
 * Starts the control port.
 * @param {{ port: number, appServers: Record<string, Restartable & { socket: string }>, redis: Restartable,
 *   mariadb: Restartable & { rootSettings: string, database: string }, uploads: string }} parts
 */
export async function startFaultControl({ port, appServers, redis, mariadb, uploads }) {
  /** @type {Record<string, (query: URLSearchParams) => Promise<void>>} */
  const faults = {
    'redis/restart': async () => {
      await stopOnPurpose(redis.server, 'SIGTERM');
      await startAgain(redis.server, redis.ready);
    },
    'mariadb/kill': async () => {
      await stopOnPurpose(mariadb.server, 'SIGKILL');
    },
    'mariadb/start': async () => {
      await startAgain(mariadb.server, mariadb.ready);
    },
    'mariadb/lock': async (query) => {
      await lockTable(mariadb.rootSettings, mariadb.database, query.get('table') ?? '', Number(query.get('seconds') ?? 10));
    },
    'mariadb/unlock': async () => {
      // Its connection killed, its locks go with it (gone already if MariaDB was restarted since).
      if (locking !== null) spawnSync('mariadb', [...rootClient(mariadb.rootSettings), '--execute', `KILL ${locking}`], { stdio: 'ignore' });
      locking = null;
    },
    'uploads/fill': async (query) => {
      fill(uploads, Number(query.get('leave') ?? 0));
    },
    'uploads/free': async () => {
      rmSync(path.join(uploads, FILLER), { force: true });
    },
  };
  for (const [name, app] of Object.entries(appServers)) {
    // Killed as a machine dies: the master and its workers at once, the socket file left behind.
    faults[`${name}/kill`] = async () => {
      await stopOnPurpose(app.server, 'SIGKILL');
    };
    faults[`${name}/start`] = async () => {
      rmSync(app.socket, { force: true });
      await startAgain(app.server, app.ready);
    };
  }

  const control = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://127.0.0.1');
    const fault = faults[address.pathname.slice(1)];
    if (request.method !== 'POST' || fault === undefined) {
      response.writeHead(404).end(`faults: ${Object.keys(faults).join(', ')}\n`);
      return;
    }
    fault(address.searchParams).then(
      () => response.writeHead(204).end(),
      (/** @type {unknown} */ error) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  control.listen(port, '127.0.0.1');
  await once(control, 'listening');
  // A fault never outlives the run's end: its processes are the run's, stopped by stopAll().
  return { close: () => Promise.race([new Promise((resolve) => control.close(resolve)), sleep(1000)]) };
}
