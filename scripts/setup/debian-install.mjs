// Debian's packages on this machine (the list and the decisions: debian-packages.mjs):
// reads the facts, runs apt-get when the plan says so, and says per part of the tests what
// is still missing. Imports nothing outside Node, so .ci/run can run it before `npm ci`:
//   node scripts/setup/debian-install.mjs            says what is missing (exit 1 if anything is)
//   node scripts/setup/debian-install.mjs --install  installs it first, as root on apt
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APT_ENV,
  PARTS,
  PHP_FPM,
  filesToCheck,
  foldersToList,
  installWith,
  newestFirst,
  planDebianPackages,
  problemLines,
  programsIn,
} from './debian-packages.mjs';

/** @typedef {import('./debian-packages.mjs').Part} Part */

/** The names in `folder`; none when it cannot be read (no such folder on this machine). */
function namesIn(/** @type {string} */ folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/**
 * Where PHP-FPM is, for the script that starts it: Debian names it by PHP's version
 * (/usr/sbin/php-fpm8.2 on bookworm), and the newest wins when several are installed. Null
 * when there is none.
 * @returns {string | null}
 */
export function findPhpFpm() {
  const files = namesIn(PHP_FPM.fileIn).map((name) => `${PHP_FPM.fileIn}/${name}`);
  return newestFirst(PHP_FPM, files)[0] ?? null;
}

/** The machine as the plan needs it. */
export function readFacts() {
  const chromiumPath = process.env.CHROMIUM_PATH;
  const aptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
  let aptLists = false;
  try {
    // `…_Packages`, or `…_Packages.lz4` where lists are kept compressed (Debian's container images).
    aptLists = readdirSync('/var/lib/apt/lists').some((name) => name.includes('_Packages'));
  } catch {
    // No apt, or no lists yet.
  }
  const php = spawnSync('php', ['-r', 'echo json_encode(get_loaded_extensions());'], { encoding: 'utf8' });
  let phpExtensions = null;
  if (php.status === 0) {
    try {
      phpExtensions = JSON.parse(php.stdout);
    } catch {
      // A `php` that does not answer as PHP's CLI does is not one the host can use.
    }
  }
  return {
    uid: process.getuid?.() ?? null,
    aptGet: aptGet.error === undefined && aptGet.status === 0,
    aptLists,
    chromiumPath,
    files: [...filesToCheck(chromiumPath).filter((file) => existsSync(file)), ...foldersToList().flatMap((folder) => programsIn(folder, namesIn(folder)))],
    phpExtensions,
  };
}

/** Runs one apt-get command, its output kept unless it fails: the one line before it says what happens. */
function runApt(/** @type {readonly string[]} */ argv) {
  const [command = 'apt-get', ...args] = argv;
  const result = spawnSync(command, args, { env: { ...process.env, ...APT_ENV }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status === 0) return true;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd().split('\n').slice(-20).join('\n');
  console.log(`${argv.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})${output === '' ? '' : `:\n${output}`}`);
  return false;
}

/**
 * What `parts` of the tests lack from Debian, after installing it when `install` is asked
 * for and this runs as root on apt (one line says so first). Per part: null when it can
 * run, else one line saying what is missing and the command that installs it.
 * @param {readonly Part[]} parts
 * @param {{ install?: boolean }} [options]
 * @returns {Record<Part, string | null>}
 */
export function checkDebianPackages(parts, { install = false } = {}) {
  const plan = planDebianPackages(readFacts(), { parts });
  if (!install || plan.install === null) return plan.problems;
  console.log(plan.notice);
  installWith(plan, runApt);
  return planDebianPackages(readFacts(), { parts, tried: true }).problems;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkDebianPackages(PARTS, { install: process.argv.includes('--install') });
  const lines = problemLines(problems);
  for (const line of lines) console.log(line);
  process.exit(lines.length === 0 ? 0 : 1);
}
