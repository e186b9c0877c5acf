// The production mode's servers as child processes: each started in the foreground, its
// output kept in a log of the run folder, waited for until it answers, and stopped in the
// reverse order on exit. A server that dies early says so with the end of its log.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {{ name: string, log: string, child: import('node:child_process').ChildProcess }} Server */

/** @type {Server[]} */
const running = [];

/** The last lines of a server's log, for an error. @param {string} log */
function tail(log) {
  try {
    return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts `command` with its output going to `log`.
 * @param {string} name @param {string} command @param {string[]} args @param {string} log
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Server}
 */
export function start(name, command, args, log, env = process.env) {
  const out = openSync(log, 'a');
  const child = spawn(command, args, { stdio: ['ignore', out, out], env });
  const server = { name, log, child };
  running.push(server);
  return server;
}

/**
 * Waits until `ready()` is true, failing when the server exits first or after `seconds`.
 * @param {Server} server @param {() => boolean | Promise<boolean>} ready @param {number} [seconds]
 */
export async function waitFor(server, ready, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} stopped as it started:\n${tail(server.log)}`);
    }
    if (await ready()) return;
    await sleep(150);
  }
  throw new Error(`${server.name} did not answer within ${seconds} s:\n${tail(server.log)}`);
}

/** Runs a command to its end; its output is shown only when it fails. @param {string} command @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [options] */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${`${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd()}`,
    );
  }
  return String(result.stdout ?? '');
}

/** Stops every server, the last started first, and waits (up to 10 s each) for it to end. */
export async function stopAll() {
  for (const server of running.reverse()) {
    const { child } = server;
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([ended, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  }
  running.length = 0;
}

/** The first server to stop on its own, with its name. @returns {Promise<Server>} */
export function anyExit() {
  return Promise.race(running.map((server) => new Promise((resolve) => server.child.once('exit', () => resolve(server)))));
}
