// The production mode's servers as child processes: each started in the foreground, its
// output kept in a log of the run folder, waited for until it answers, and stopped in the
// reverse order on exit. A server that dies early says so with the end of its log.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {{ name: string, log: string, child: import('node:child_process').ChildProcess,
 *   command: string, args: string[], env: NodeJS.ProcessEnv, stopping: boolean }} Server
 * `stopping`: stopped on purpose (a fault the journeys inject, scripts/laravel/production/faults.mjs),
 * so its exit does not end the run.
 */

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
  /** @type {Server} */
  const server = { name, log, child, command, args, env, stopping: false };
  watchExit(server);
  running.push(server);
  return server;
}

/** @type {((server: Server) => void)[]} */
const exitListeners = [];

/** Tells the listeners of anyExit() when `server` stops, unless it was stopped on purpose. @param {Server} server */
function watchExit(server) {
  const { child } = server;
  child.once('exit', () => {
    if (server.child !== child || server.stopping) return;
    for (const listener of exitListeners.splice(0)) listener(server);
  });
}

/** Whether the server's current process has ended. @param {Server} server */
function hasEnded(server) {
  return server.child.exitCode !== null || server.child.signalCode !== null;
}

/**
 * Stops `server` on purpose (SIGKILL: as a machine that dies, nothing cleaned up; or
 * SIGTERM, as a service restart does) and waits for it to end. Its children too with SIGKILL:
 * a PHP-FPM master's workers, which would otherwise go on serving.
 * @param {Server} server @param {'SIGKILL' | 'SIGTERM'} signal
 */
export async function stopOnPurpose(server, signal) {
  server.stopping = true;
  const { child } = server;
  if (hasEnded(server)) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  if (signal === 'SIGKILL' && child.pid !== undefined) spawnSync('pkill', ['-KILL', '-P', String(child.pid)]);
  child.kill(signal);
  await Promise.race([ended, sleep(20_000).then(() => child.kill('SIGKILL'))]);
  await ended;
}

/**
 * Starts a server stopped on purpose again, as it was started, and waits until `ready()`.
 * @param {Server} server @param {() => boolean | Promise<boolean>} ready
 */
export async function startAgain(server, ready) {
  const out = openSync(server.log, 'a');
  server.child = spawn(server.command, server.args, { stdio: ['ignore', out, out], env: server.env });
  server.stopping = false;
  watchExit(server);
  await waitFor(server, ready);
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
    server.stopping = true;
    if (hasEnded(server)) continue;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([ended, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  }
  running.length = 0;
}

/** The first server to stop on its own (not on purpose), with its name. @returns {Promise<Server>} */
export function anyExit() {
  return new Promise((resolve) => exitListeners.push(resolve));
}
