import { DEBIAN_PACKAGES, filesToCheck, installWith, packagesOf, planDebianPackages, type MachineFacts } from '../../scripts/setup/debian-packages.mjs';
import { readDoc } from './docs-files';

/**
 * What `npm test` (and .ci/run) do about Debian's packages, from the machine's facts: install
 * as root on apt, else fail each part that lacks them with the command that installs them.
 */

const ALL = ['chromium', 'php-cli', 'php-laravel-framework', 'php-sqlite3', 'php-gd', 'php-json-schema', 'php-masterminds-html5', 'composer'];
const LARAVEL = ['php-cli', 'php-laravel-framework', 'php-sqlite3', 'php-gd', 'php-json-schema', 'php-masterminds-html5', 'composer'];
const INSTALL = ['apt-get', 'install', '-y', '--no-install-recommends'];

/** A fresh Debian image run as root: apt, no package lists yet, nothing of the list installed. */
function fresh(overrides: Partial<MachineFacts> = {}): MachineFacts {
  return { uid: 0, aptGet: true, aptLists: false, chromiumPath: undefined, files: [], phpExtensions: null, ...overrides };
}

/** A machine with every package of the list. */
function complete(overrides: Partial<MachineFacts> = {}): MachineFacts {
  return fresh({ aptLists: true, files: filesToCheck(undefined), phpExtensions: ['Core', 'PDO', 'pdo_sqlite', 'gd', 'json'], ...overrides });
}

test("the list holds each package once, the Laravel host's with GD, its two PHP libraries and Composer", () => {
  expect(DEBIAN_PACKAGES.map((entry) => entry.name)).toEqual(ALL);
  expect(packagesOf('browser')).toEqual(['chromium']);
  expect(packagesOf('laravel')).toEqual(LARAVEL);
  expect(filesToCheck(undefined)).toEqual([
    '/usr/bin/chromium',
    '/usr/share/php/Illuminate/autoload.php',
    '/usr/share/php/JsonSchema/autoload.php',
    '/usr/share/php/Masterminds/HTML5/autoload.php',
    '/usr/bin/composer',
  ]);
  expect(filesToCheck('/opt/chrome/chrome')[0]).toBe('/opt/chrome/chrome');
});

test('as root on a fresh Debian machine: every package, apt-get update first, one line before', () => {
  const plan = planDebianPackages(fresh());
  expect(plan.missing).toEqual({ browser: ['chromium'], laravel: LARAVEL });
  expect(plan.notice).toBe(`Installing from Debian's packages: ${ALL.join(' ')}`);
  expect(plan.update).toBe(true);
  expect(plan.install).toEqual([...INSTALL, ...ALL]);
});

test('as root with package lists: only the missing packages, no update', () => {
  const facts = complete({ files: ['/usr/bin/chromium', '/usr/share/php/Illuminate/autoload.php', '/usr/bin/composer'] });
  const plan = planDebianPackages(facts);
  expect(plan.missing).toEqual({ browser: [], laravel: ['php-json-schema', 'php-masterminds-html5'] });
  expect(plan.update).toBe(false);
  expect(plan.install).toEqual([...INSTALL, 'php-json-schema', 'php-masterminds-html5']);
  expect(plan.notice).toBe("Installing from Debian's packages: php-json-schema php-masterminds-html5");
});

test('nothing missing: nothing to install, nothing to say', () => {
  const plan = planDebianPackages(complete());
  expect(plan).toEqual({
    missing: { browser: [], laravel: [] },
    packages: [],
    notice: null,
    update: false,
    install: null,
    problems: { browser: null, laravel: null },
  });
});

test('PHP that runs without its SQLite driver lacks php-sqlite3 only; PHP that does not run lacks php-cli too', () => {
  expect(planDebianPackages(complete({ phpExtensions: ['Core', 'PDO', 'gd'] })).packages).toEqual(['php-sqlite3']);
  expect(planDebianPackages(complete({ phpExtensions: null })).packages).toEqual(['php-cli', 'php-sqlite3', 'php-gd']);
});

test('PHP without GD (which re-encodes uploads) lacks php-gd, named in the message', () => {
  const plan = planDebianPackages(complete({ uid: 1000, phpExtensions: ['Core', 'PDO', 'pdo_sqlite'] }));
  expect(plan.packages).toEqual(['php-gd']);
  expect(plan.problems.laravel).toBe("PHP's GD is missing: run `sudo apt-get install --no-install-recommends php-gd`");
});

test('not root: no install; each part fails with the sudo command for its own packages', () => {
  const plan = planDebianPackages(fresh({ uid: 1000, aptLists: true }));
  expect(plan.install).toBeNull();
  expect(plan.notice).toBeNull();
  expect(plan.problems.browser).toBe(
    'Chromium is missing: run `sudo apt-get install --no-install-recommends chromium`, or point CHROMIUM_PATH at a Chromium or Chrome binary',
  );
  expect(plan.problems.laravel).toBe(
    "PHP, Laravel, PHP's SQLite driver, PHP's GD, JSON Schema for PHP, an HTML5 parser for PHP and Composer are missing: run `sudo apt-get install --no-install-recommends php-cli php-laravel-framework php-sqlite3 php-gd php-json-schema php-masterminds-html5 composer`",
  );
});

test('not root without package lists: the command updates them first', () => {
  const plan = planDebianPackages(complete({ uid: 1000, aptLists: false, files: filesToCheck(undefined).slice(1) }));
  expect(plan.problems.browser).toContain('run `sudo apt-get update && sudo apt-get install --no-install-recommends chromium`');
  expect(plan.problems.laravel).toBeNull();
});

test('root without apt-get (not Debian): no install, the Debian command to run', () => {
  const plan = planDebianPackages(complete({ aptGet: false, files: filesToCheck(undefined).filter((file) => !file.includes('JsonSchema')) }));
  expect(plan.install).toBeNull();
  expect(plan.problems.laravel).toBe('JSON Schema for PHP is missing: on Debian, run `apt-get install --no-install-recommends php-json-schema`');
});

test('no user id (Windows) counts as not root', () => {
  expect(planDebianPackages(fresh({ uid: null })).install).toBeNull();
});

test('CHROMIUM_PATH naming a browser: chromium is not needed', () => {
  const plan = planDebianPackages(complete({ chromiumPath: '/opt/chrome/chrome', files: filesToCheck('/opt/chrome/chrome') }));
  expect(plan.missing.browser).toEqual([]);
  expect(plan.problems.browser).toBeNull();
});

test("CHROMIUM_PATH naming no file: installing Debian's would not help, so the setting is reported", () => {
  const plan = planDebianPackages(complete({ chromiumPath: '/opt/gone', files: filesToCheck(undefined).slice(1) }));
  expect(plan.install).toBeNull();
  expect(plan.problems.browser).toBe(
    "no Chromium at /opt/gone (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use Debian's (/usr/bin/chromium)",
  );
});

test('only the parts asked for: the Laravel host alone does not need Chromium', () => {
  const plan = planDebianPackages(fresh({ uid: 1000 }), { parts: ['laravel'] });
  expect(plan.missing.browser).toEqual([]);
  expect(plan.problems.browser).toBeNull();
  expect(plan.packages).toEqual(LARAVEL);
});

test('after an install, what is still missing is reported with the command as root, not installed again', () => {
  const plan = planDebianPackages(complete({ files: filesToCheck(undefined).slice(1) }), { tried: true });
  expect(plan.install).toBeNull();
  expect(plan.notice).toBeNull();
  expect(plan.problems.browser).toBe(
    'Chromium is still missing after apt-get install: run `apt-get install --no-install-recommends chromium`, or point CHROMIUM_PATH at a Chromium or Chrome binary',
  );
});

describe('installWith', () => {
  /** A stand-in for apt-get: records each command, and fails those `fails` names (in turn). */
  function apt(...fails: boolean[]) {
    const ran: string[] = [];
    const run = (argv: readonly string[]) => {
      ran.push(argv.slice(0, 2).join(' '));
      return !(fails.shift() ?? false);
    };
    return { ran, run };
  }

  test('nothing to install: runs nothing', () => {
    const { ran, run } = apt();
    expect(installWith(planDebianPackages(complete()), run)).toBe(true);
    expect(ran).toEqual([]);
  });

  test('no package lists: update once, then install', () => {
    const { ran, run } = apt();
    expect(installWith(planDebianPackages(fresh()), run)).toBe(true);
    expect(ran).toEqual(['apt-get update', 'apt-get install']);
  });

  test('a failed update stops there', () => {
    const { ran, run } = apt(true);
    expect(installWith(planDebianPackages(fresh()), run)).toBe(false);
    expect(ran).toEqual(['apt-get update']);
  });

  test('package lists there: install alone when it works', () => {
    const { ran, run } = apt();
    expect(installWith(planDebianPackages(fresh({ aptLists: true })), run)).toBe(true);
    expect(ran).toEqual(['apt-get install']);
  });

  test('an install that fails on old lists: update once and try again', () => {
    const ok = apt(true);
    expect(installWith(planDebianPackages(fresh({ aptLists: true })), ok.run)).toBe(true);
    expect(ok.ran).toEqual(['apt-get install', 'apt-get update', 'apt-get install']);

    const failing = apt(true, false, true);
    expect(installWith(planDebianPackages(fresh({ aptLists: true })), failing.run)).toBe(false);
    expect(failing.ran).toEqual(['apt-get install', 'apt-get update', 'apt-get install']);
  });
});

test("the README and the Laravel host's page name the packages of the list", () => {
  const readme = readDoc('README.md').replace(/\s+/g, ' ');
  expect(readme).toContain(`(\`${ALL.join(' ')}\`)`);
  const running = /## Running it\n[\s\S]*?```sh\n(.*)\n/.exec(readDoc('docs/laravel-host.md'))?.[1];
  expect(running).toContain(`apt-get install --no-install-recommends ${packagesOf('laravel').join(' ')} `);
});
