// Redis for the production mode (Debian's redis-server): sessions, the cache and the rate
// limiters' counts, shared by the app servers. On 127.0.0.1 with a password, nothing saved
// to disk: a run starts with no session and no count.
import { createConnection } from 'node:net';
import path from 'node:path';
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

/** @param {string} folder @param {number} port @param {string} password */
export async function startRedis(folder, port, password) {
  const server = start(
    'Redis',
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--requirepass', password, '--save', '', '--appendonly', 'no', '--dir', folder],
    path.join(folder, 'redis.log'),
  );
  await waitFor(server, () => answers(port));
}
