// `npm test`: build, type-check, lint, format, unused code, jest (jsdom), Playwright (Chromium) against the demo,
// then the Laravel host's tests (PHP), and one closing line for the whole run:
// "N passed, N failed". Debian's packages those parts need come first: installed here when
// this runs as root on apt (one line says so), as Playwright's `install --with-deps` would;
// otherwise each part that lacks them fails with the command that installs them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { checkDebianPackages } from './setup/debian-install.mjs';

const results = { passed: 0, failed: 0 };
const RESULTS_DIR = '.test-results';
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

// Per part: null when it can run, else one line with what is missing and how to install it.
const debian = checkDebianPackages(['browser', 'laravel', 'production'], { install: true });

/** @param {string} label @param {string} command @param {string[]} args */
function run(label, command, args) {
  console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
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
 */
function runPlaywright(part, label, args, resultsFile, noChromium) {
  const missing = debian.browser !== null ? noChromium : !built ? 'the build failed' : null;
  if (missing !== null) {
    results.failed += 1;
    console.log(`\n${part} not run: ${missing}.`);
    return;
  }
  run(`${part} (Playwright + Chromium)`, 'npx', ['playwright', 'test', ...args]);
  countPlaywright(resultsFile, label);
}

runPlaywright('browser tests', 'Playwright', [], `${RESULTS_DIR}/browser.json`, debian.browser);

// The Laravel host (host/, docs/laravel-host.md): its Blade component rendered by PHP, then
// the journeys in Chromium against the real application. Without PHP: one failure, one line.
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
  run('Laravel host: the Blade component rendered by PHP (jest)', 'npx', [
    'jest',
    '-c',
    'test/laravel/jest.config.mjs',
    '--json',
    `--outputFile=${RESULTS_DIR}/laravel-jest.json`,
  ]);
  countJest(`${RESULTS_DIR}/laravel-jest.json`, 'jest (Laravel host)');
  runPlaywright(
    'Laravel host journeys',
    'Playwright (Laravel host)',
    ['-c', 'playwright.laravel.config.ts'],
    `${RESULTS_DIR}/laravel.json`,
    'no Chromium (as for the browser tests above)',
  );
  // The same host as production runs it (nginx, two PHP-FPM app servers, MariaDB, Redis:
  // docs/laravel-host.md, "Production"): the journeys of PRODUCTION_JOURNEYS and the two-server ones.
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
}

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
