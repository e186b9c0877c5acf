// `npm test`: build, type-check, lint, format, unused code, jest (jsdom), Playwright (Chromium) against the demo,
// then the Laravel host's tests (PHP), and one closing line for the whole run:
// "N passed, N failed". Debian's packages those parts need come first: installed here when
// this runs as root on apt (one line says so), as Playwright's `install --with-deps` would;
// otherwise each part that lacks them fails with the command that installs them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkDebianPackages } from './setup/debian-install.mjs';
import { NEWER_LARAVEL, ensureDebianRoot, rootEnvironment } from './setup/debian-root.mjs';

const results = { passed: 0, failed: 0 };
const RESULTS_DIR = '.test-results';
/** The host's deprecation notices (host/config/logging.php), read after each Laravel leg. */
const DEPRECATIONS = 'host/storage/logs/deprecations.log';
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

// Per part: null when it can run, else one line with what is missing and how to install it.
const debian = checkDebianPackages(['browser', 'laravel', 'production'], { install: true });

/**
 * @param {string} label @param {string} command @param {string[]} args
 * @param {Record<string, string>} [env] what changes in the environment (a Laravel leg's `php`)
 */
function run(label, command, args, env = {}) {
  console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  return status === 0;
}

/**
 * A step that is not a test suite counts as one check.
 * @param {string} label @param {string} command @param {string[]} args
 */
function check(label, command, args) {
  const ok = run(label, command, args);
  results[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

/**
 * A results file, or null when the suite wrote none (or half of one).
 * @template T
 * @param {string} file
 * @returns {T | null}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The bundle and the demo it is tested in (`--demo` builds the production bundle first).
const built = check('build', 'node', ['build.mjs', '--demo']);
check('type-check (src, mocks, demo)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('type-check (tests)', 'npx', ['tsc', '--noEmit', '-p', 'test/tsconfig.json']);
check('type-check (scripts: JavaScript with JSDoc types)', 'npx', ['tsc', '--noEmit', '-p', 'scripts/tsconfig.json']);
check('lint (ESLint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format (Prettier: `npm run format` writes it)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('unused files, exports and dependencies (knip)', 'npx', ['knip']);

/** @param {string} file @param {string} label */
function countJest(file, label) {
  /** @type {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites?: number } | null} */
  const jest = readJson(file);
  if (jest === null) {
    results.failed += 1;
    console.log(`${label} produced no results`);
  } else {
    results.passed += jest.numPassedTests;
    results.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  }
}

/** @param {string} file @param {string} label */
function countPlaywright(file, label) {
  /** @type {{ stats?: { expected?: number, unexpected?: number, flaky?: number, skipped?: number }, errors?: unknown[] } | null} */
  const browser = readJson(file);
  if (browser === null) {
    results.failed += 1;
    console.log(`${label} produced no results`);
  } else {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = browser.stats ?? {};
    results.passed += expected;
    // A flaky or skipped browser test is not a pass.
    results.failed += unexpected + flaky + skipped + (browser.errors?.length ?? 0);
  }
}

run('jest (jsdom)', 'npx', ['jest', '--json', `--outputFile=${RESULTS_DIR}/jest.json`]);
countJest(`${RESULTS_DIR}/jest.json`, 'jest');

/**
 * A Playwright suite needs Chromium and the build: without either it is one failure, with the reason.
 * @param {string} part @param {string} label @param {string[]} args @param {string} resultsFile
 * @param {string | null} noChromium why Chromium is missing, when it is
 * @param {Record<string, string>} [env]
 */
function runPlaywright(part, label, args, resultsFile, noChromium, env = {}) {
  const missing = debian.browser !== null ? noChromium : !built ? 'the build failed' : null;
  if (missing !== null) {
    results.failed += 1;
    console.log(`\n${part} not run: ${missing}.`);
    return;
  }
  run(`${part} (Playwright + Chromium)`, 'npx', ['playwright', 'test', ...args], env);
  countPlaywright(resultsFile, label);
}

runPlaywright('browser tests', 'Playwright', [], `${RESULTS_DIR}/browser.json`, debian.browser);

/** @param {string} file @param {string} label */
function countJUnit(file, label) {
  let xml;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    results.failed += 1;
    console.log(`${label} produced no results`);
    return;
  }
  // The outermost <testsuite> holds the whole run's counts (PHPUnit 9 and 11 write it alike).
  const totals = /<testsuite\b[^>]*>/.exec(xml)?.[0] ?? '';
  const count = (/** @type {string} */ name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(totals)?.[1] ?? Number.NaN);
  const tests = count('tests');
  const failed = count('failures') + count('errors') + (count('warnings') || 0) + (count('skipped') || 0);
  if (Number.isNaN(tests) || Number.isNaN(failed)) {
    results.failed += 1;
    console.log(`${label}: unreadable results in ${file}`);
    return;
  }
  // A skipped test, or one with a warning (PHPUnit 9 counts those apart), is not a pass.
  results.passed += tests - failed;
  results.failed += failed;
}

/** Where Debian installs the PHP libraries the host runs on (Laravel among them): not this project's code. */
const DEBIAN_PHP = '/usr/share/php/';

/**
 * The deprecation notices of a leg: the host's log of them (host/config/logging.php's
 * `deprecations` channel: the application's) and PHP's own error log (php-ini/deprecations.ini:
 * the scripts that run without Laravel's handler). One in the host's or the package's code fails
 * the leg, so a PHP or Laravel that deprecates something they do is seen the day it does. One in
 * Debian's own libraries (Laravel 8's Timebox on PHP 8.2, trixie's league/mime-type-detection on
 * PHP 8.4) is printed, named as theirs, and not counted: no change here can fix it.
 * @param {string} label @param {string} phpErrorLog
 */
function checkDeprecations(label, phpErrorLog) {
  /** @param {string} file */
  const linesOf = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
  const notices = [...linesOf(DEPRECATIONS).filter((line) => line.trim() !== ''), ...linesOf(phpErrorLog).filter((line) => line.includes('PHP Deprecated:'))];
  const theirs = notices.filter((line) => line.includes(` in ${DEBIAN_PHP}`));
  const ours = notices.filter((line) => !theirs.includes(line));
  console.log(`\n── ${label}: ${ours.length === 0 ? 'no deprecation notice in the host or its package' : `${ours.length} deprecation notice(s):`}`);
  for (const line of ours.slice(0, 20)) console.log(line);
  if (theirs.length > 0) console.log(`${theirs.length} in Debian's own PHP libraries (not this project's code), the first: ${theirs[0]}`);
  results[ours.length === 0 ? 'passed' : 'failed'] += 1;
}

/**
 * One Laravel the host is tested on: `env` makes `php` that Laravel's (nothing for this
 * machine's own). Its results' files are named after `name`.
 * @param {{ name: string, label: string, env: Record<string, string> }} leg
 */
function laravelLeg({ name, label, env: phpEnv }) {
  rmSync(DEPRECATIONS, { force: true });
  const phpErrorLog = path.resolve(RESULTS_DIR, `${name}-php-errors.log`);
  // A leading separator keeps Debian's own scan folder (the extensions) and adds ours.
  const env = { ...phpEnv, PHP_INI_SCAN_DIR: `${path.delimiter}${path.resolve('test/laravel/php-ini')}`, SITE_WIDGETS_PHP_ERROR_LOG: phpErrorLog };
  // Debian's PHPUnit by its path, run by the leg's `php`: inside a root, the root's own PHPUnit.
  run(
    `${label}: the host package's PHPUnit suite`,
    'php',
    ['/usr/bin/phpunit', '-c', 'host/packages/site-widgets/phpunit.xml', `--log-junit=${RESULTS_DIR}/${name}-phpunit.xml`],
    env,
  );
  countJUnit(`${RESULTS_DIR}/${name}-phpunit.xml`, `PHPUnit (${label})`);
  run(
    `${label}: the Blade components and host code rendered by PHP (jest)`,
    'npx',
    ['jest', '-c', 'test/laravel/jest.config.mjs', '--json', `--outputFile=${RESULTS_DIR}/${name}-jest.json`],
    env,
  );
  countJest(`${RESULTS_DIR}/${name}-jest.json`, `jest (${label})`);
  runPlaywright(
    `${label}: the journeys`,
    `Playwright (${label})`,
    ['-c', 'playwright.laravel.config.ts'],
    `${RESULTS_DIR}/${name}.json`,
    'no Chromium (as for the browser tests above)',
    { ...env, JOURNEY_RESULTS: name },
  );
  checkDeprecations(`${label}: the deprecation logs`, phpErrorLog);
}

// The Laravel host (host/, docs/laravel-host.md) on each Laravel its package is tested on: this
// machine's (Debian bookworm: Laravel 8.83, PHP 8.2), then Debian trixie's in a root folder made
// once (Laravel 10.48, PHP 8.4: scripts/setup/debian-root.mjs). Each leg runs the package's own
// PHPUnit suite, the PHP-rendered components (jest) and the journeys in Chromium, then reads the
// deprecation log. Without PHP: one failure, one line.
if (debian.laravel !== null) {
  results.failed += 1;
  console.log(`\nLaravel host tests not run: ${debian.laravel}.`);
} else {
  check('Laravel host package: composer validate (no network)', 'env', [
    'COMPOSER_DISABLE_NETWORK=1',
    'composer',
    'validate',
    '--no-check-publish',
    // The package carries the bundle's version (it is not on Packagist, which reads tags).
    '--no-check-version',
    '--strict',
    '--no-interaction',
    '--working-dir=host/packages/site-widgets',
  ]);
  laravelLeg({ name: 'laravel', label: 'Laravel 8.83 / PHP 8.2', env: {} });
  // The same host as production runs it (nginx, two PHP-FPM app servers, MariaDB, Redis:
  // docs/laravel-host.md, "Production"): the journeys of PRODUCTION_JOURNEYS and the two-server ones,
  // then the restore drill (test/laravel/production/backup-restore.spec.ts).
  if (debian.production !== null) {
    results.failed += 1;
    console.log(`\nLaravel host journeys in production mode not run: ${debian.production}.`);
  } else {
    runPlaywright(
      'Laravel host journeys in production mode',
      'Playwright (Laravel host, production mode)',
      ['-c', 'playwright.production.config.ts'],
      `${RESULTS_DIR}/production.json`,
      'no Chromium (as for the browser tests above)',
    );
  }
  const newer = ensureDebianRoot(NEWER_LARAVEL);
  if ('problem' in newer) {
    results.failed += 1;
    console.log(`\n${NEWER_LARAVEL.label} leg not run: ${newer.problem}`);
  } else {
    laravelLeg({ name: 'laravel10', label: NEWER_LARAVEL.label, env: rootEnvironment(newer.folder) });
  }
}

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
