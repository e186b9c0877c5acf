// Redis for the production mode (Debian's redis-server): sessions, the cache and the rate
// limiters' counts, shared by the app servers. On 127.0.0.1 with a password. Kept on disk as
// host/deploy/redis/sitio.conf says (an append-only file written every second): a restart
// keeps the editors logged in and the limits' counts (docs/laravel-host.md, "Faults").
import { chmodSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fillFile } from './fill.mjs';
import { start, waitFor } from './processes.mjs';

/** Whether something accepts connections on 127.0.0.1:`port`. @param {number} port */
function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {{ folder: string, template: string, port: number, password: string }} options
 * @returns {Promise<{ server: import('./processes.mjs').Server, ready: () => Promise<boolean> }>}
 */
export async function startRedis({ folder, template, port, password }) {
  const config = path.join(folder, 'redis.conf');
  fillFile(template, config, { REDIS_PORT: String(port), REDIS_PASSWORD: password, REDIS_DIR: folder });
  chmodSync(config, 0o600);
  const server = start('Redis', 'redis-server', [config], path.join(folder, 'redis.log'));
  const ready = () => answers(port);
  await waitFor(server, ready);
  return { server, ready };
}
