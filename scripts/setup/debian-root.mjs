// The newer Laravel the host package is also tested on: a root folder of Debian trixie (Laravel
// 10.48, PHP 8.4, PHPUnit 11.5, all from Debian's packages, as bookworm gives this machine
// Laravel 8.83, PHP 8.2 and PHPUnit 9.6), made once by mmdebstrap and kept in the user's cache
// folder under a name that changes with its package list, so a new list makes a new root.
// root-bin/php runs PHP inside it. Imports nothing outside Node.
//   node scripts/setup/debian-root.mjs   makes the root when it is missing, then prints its folder
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} DebianRoot
 * @property {string} suite Debian's name for the release.
 * @property {string} label How the tests' lines name the leg that runs in it.
 * @property {readonly string[]} packages What PHP in it needs: the host's PHP packages (as debian-packages.mjs lists them for this machine) and PHPUnit.
 */

/** @type {DebianRoot} */
export const NEWER_LARAVEL = {
  suite: 'trixie',
  label: 'Laravel 10.48 / PHP 8.4',
  packages: ['php-cli', 'php-laravel-framework', 'php-sqlite3', 'php-gd', 'php-intl', 'php-mbstring', 'php-json-schema', 'php-masterminds-html5', 'phpunit'],
};

/** What a root gets besides its packages: PHP's server and the tests name `localhost`. */
const HOSTS = '127.0.0.1 localhost\n::1 localhost\n';

/** Written last: a root without it was interrupted while being made, and is made again. */
const COMPLETE = '.site-widgets-complete';

/** The `mmdebstrap` arguments that make `root` into `folder` (its default mirror, as for this machine's own packages). */
export function mmdebstrapArguments(/** @type {DebianRoot} */ root, /** @type {string} */ folder) {
  return [
    '--variant=apt',
    `--include=${root.packages.join(',')}`,
    `--customize-hook=printf '${HOSTS.replaceAll('\n', '\\n')}' > "$1/etc/hosts"`,
    root.suite,
    folder,
  ];
}

/** The folder a root is kept in: its suite and a digest of how it is made, under the cache folder. */
export function rootFolder(/** @type {DebianRoot} */ root, /** @type {string} */ cacheHome) {
  const digest = createHash('sha256')
    .update(JSON.stringify(mmdebstrapArguments(root, '')))
    .digest('hex')
    .slice(0, 12);
  return path.join(cacheHome, 'site-widgets', `debian-${root.suite}-${digest}`);
}

/** XDG's cache folder: XDG_CACHE_HOME, else ~/.cache. */
export function cacheHome(/** @type {NodeJS.ProcessEnv} */ env = process.env) {
  return env.XDG_CACHE_HOME !== undefined && env.XDG_CACHE_HOME !== '' ? env.XDG_CACHE_HOME : path.join(homedir(), '.cache');
}

/**
 * The root's folder, made first when it is missing (one line says so; about a minute on this
 * machine's network), or what is wrong: `{ problem }` with the command that would fix it.
 * @param {DebianRoot} root
 * @returns {{ folder: string } | { problem: string }}
 */
export function ensureDebianRoot(root) {
  const folder = rootFolder(root, cacheHome());
  if (existsSync(path.join(folder, COMPLETE))) return { folder };
  if (process.getuid?.() !== 0)
    return { problem: `no ${root.suite} root at ${folder}: run \`sudo node scripts/setup/debian-root.mjs\` (root makes it, and runs PHP in it)` };
  if (spawnSync('mmdebstrap', ['--version'], { stdio: 'ignore' }).status !== 0) return { problem: 'mmdebstrap is missing: run `apt-get install mmdebstrap`' };

  console.log(`Making a Debian ${root.suite} root for the ${root.label} leg, once (kept in ${folder}): mmdebstrap ${root.packages.join(' ')}`);
  // Made beside its place, then renamed: an interrupted run never leaves a half root under the name.
  const making = `${folder}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  // No standard input: mmdebstrap reads sources from it when it is not a terminal.
  const made = spawnSync('mmdebstrap', mmdebstrapArguments(root, making), {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (made.status !== 0) {
    rmSync(making, { recursive: true, force: true });
    const output = (made.stderr ?? '').trimEnd().split('\n').slice(-15).join('\n');
    return { problem: `mmdebstrap failed (${made.error?.message ?? `exit ${made.status}`}):\n${output}` };
  }
  writeFileSync(path.join(making, COMPLETE), `${new Date().toISOString()}\n`);
  rmSync(folder, { recursive: true, force: true });
  renameSync(making, folder);
  return { folder };
}

/** The folder whose `php` runs a root's PHP (root-bin/php): put first on PATH, with SITE_WIDGETS_DEBIAN_ROOT naming the root. */
export const ROOT_BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'root-bin');

/** The environment in which `php` is the root's. */
export function rootEnvironment(/** @type {string} */ folder, /** @type {NodeJS.ProcessEnv} */ env = process.env) {
  return { SITE_WIDGETS_DEBIAN_ROOT: folder, PATH: `${ROOT_BIN}${path.delimiter}${env.PATH ?? ''}` };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureDebianRoot(NEWER_LARAVEL);
  if ('problem' in result) {
    console.error(result.problem);
    process.exit(1);
  }
  console.log(result.folder);
}
