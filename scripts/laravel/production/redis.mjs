// Redis for the production mode (Debian's redis-server): sessions, the cache and the rate
// limiters' counts, shared by the app servers. On 127.0.0.1 with a password, nothing saved
// to disk: a run starts with no session and no count. Its settings are a file only its owner
// reads: the password on redis-server's command line would be there for every user of the
// machine to read for as long as it runs.
import { createConnection } from 'node:net';
import { writeFileSync } from 'node:fs';
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
  const config = path.join(folder, 'redis.conf');
  writeFileSync(config, ['bind 127.0.0.1', `port ${port}`, `requirepass ${password}`, 'save ""', 'appendonly no', `dir ${folder}`, ''].join('\n'), {
    mode: 0o600,
  });
  const server = start('Redis', 'redis-server', [config], path.join(folder, 'redis.log'));
  await waitFor(server, () => answers(port));
}
