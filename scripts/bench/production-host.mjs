// The worked Laravel host in production mode (scripts/laravel/production.mjs: nginx in front
// of two PHP-FPM app servers, MariaDB, Redis), for the parts that measure it (`host`, `load`).
// Started once, by the first of them that asks, on BENCH_HOST_PORT (8380), and stopped by
// run.mjs at the end of the run (SIGTERM: it stops its own servers), whatever happened.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** @import { ChildProcessByStdio } from 'node:child_process' */
/** @import { Readable } from 'node:stream' */
/** @typedef {ChildProcessByStdio<null, Readable, Readable>} ProductionMode the production mode's process, its output piped */
/** @typedef {{ text: string }} Output the production mode's last lines of output */
/** @typedef {{ child: ProductionMode | null, url: Promise<string> }} Running the production mode once started: its process (once spawned) and its address when ready */

const PORT = Number(process.env.BENCH_HOST_PORT ?? 8380);
const SCRIPT = fileURLToPath(new URL('../laravel/production.mjs', import.meta.url));
const READY_LINE = 'Laravel host (production mode) at';
/** Migrating and seeding MariaDB, caching both app servers' config: about 10 s when idle. */
const START_LIMIT_MS = 180_000;

/** @type {Running | null} */
let running = null;

/**
 * Whether something answers `GET /` with 200 on the port.
 * @param {string} url
 */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * @param {ProductionMode} child
 * @param {string} url
 * @param {Output} output
 */
async function start(child, url, output) {
  /** @type {Promise<string>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(`exited (${signal ?? code})`)));
  /** @type {Promise<string>} */
  const ready = new Promise((resolve) => {
    const look = () => {
      if (output.text.includes(READY_LINE)) resolve('ready');
    };
    child.stdout.on('data', look);
  });
  const deadline = Date.now() + START_LIMIT_MS;
  // Its ready line, or `GET /` answering 200, whichever comes first.
  for (;;) {
    const outcome = await Promise.race([ready, exited, sleep(1000).then(() => 'waiting')]);
    if (outcome === 'ready') return url;
    if (outcome !== 'waiting') throw new Error(`the production mode ${outcome} before it was ready: ${output.text.trim().split('\n').slice(-5).join(' / ')}`);
    if (await answers(url)) return url;
    if (Date.now() > deadline) throw new Error(`the production mode was not ready within ${START_LIMIT_MS / 1000} s`);
  }
}

/**
 * Spawns the production mode; its output's last lines are kept in `output.text`.
 * @param {Output} output
 */
function spawnProductionMode(output) {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (/** @type {Buffer} */ chunk) => {
    // Its last lines only: enough to say why it stopped.
    output.text = `${output.text}${chunk}`.slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // Should the run end without run.mjs's finally (an uncaught error), the servers still stop.
  process.once('exit', () => child.kill('SIGTERM'));
  return child;
}

/** The production mode's address (`http://127.0.0.1:PORT/`), started on the first call. */
export function productionHost() {
  if (running !== null) return running.url;
  const url = `http://127.0.0.1:${PORT}/`;
  /** @type {Running} */
  const state = { child: null, url: Promise.resolve(url) };
  state.url = (async () => {
    // A server already on the port would be measured instead of this run's: refuse it.
    if (await answers(url)) throw new Error(`something already answers on :${PORT} (BENCH_HOST_PORT): stop it or choose another port`);
    console.log(`bench: starting the worked host in production mode on :${PORT}…`);
    const output = { text: '' };
    state.child = spawnProductionMode(output);
    return start(state.child, url, output);
  })();
  running = state;
  return state.url;
}

/** Stops the production mode if it was started (SIGTERM, then SIGKILL after 30 s). */
export async function stopProductionHost() {
  if (running === null) return;
  const { child } = running;
  running = null;
  if (child === null || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const outcome = await Promise.race([ended.then(() => 'ended'), sleep(30_000).then(() => 'late')]);
  if (outcome === 'late') {
    console.log('bench: the production mode did not stop within 30 s of SIGTERM: killed');
    child.kill('SIGKILL');
  }
}
