import {
  DEBIAN_PACKAGES,
  PARTS,
  PHP_FPM,
  filesToCheck,
  foldersToList,
  installWith,
  newestFirst,
  packagesOf,
  planDebianPackages,
  problemLines,
  programsIn,
  type MachineFacts,
} from '../../scripts/setup/debian-packages.mjs';
import { readDoc } from './docs-files';

/**
 * What `npm test` (and .ci/run) do about Debian's packages, from the machine's facts: install
 * as root on apt, else fail each part that lacks them with the command that installs them.
 */

const LARAVEL = [
  'php-cli',
  'php-laravel-framework',
  'php-sqlite3',
  'php-gd',
  'php-intl',
  'php-json-schema',
  'php-masterminds-html5',
  'composer',
  'phpunit',
  'mmdebstrap',
];
const PRODUCTION = ['nginx-light', 'libnginx-mod-http-brotli-static', 'php-fpm', 'php-mysql', 'php-redis', 'mariadb-server', 'mariadb-client', 'redis-server'];
const ALL = ['chromium', ...LARAVEL, ...PRODUCTION];
/** Debian bookworm's PHP-FPM: found by its folder and name, not in `filesToCheck`. */
const PHP_FPM_82 = '/usr/sbin/php-fpm8.2';
/** Every file the facts report on a machine with the whole list. */
const EVERY_FILE = [...filesToCheck(undefined), PHP_FPM_82];
const PRODUCTION_MISSING =
  "nginx, nginx's brotli_static module, PHP-FPM, PHP's MySQL driver, PHP's Redis client, MariaDB, MariaDB's client and dump and Redis are missing: run `sudo apt-get install --no-install-recommends nginx-light libnginx-mod-http-brotli-static php-fpm php-mysql php-redis mariadb-server mariadb-client redis-server`";
const INSTALL = ['apt-get', 'install', '-y', '--no-install-recommends'];

/** A fresh Debian image run as root: apt, no package lists yet, nothing of the list installed. */
function fresh(overrides: Partial<MachineFacts> = {}): MachineFacts {
  return { uid: 0, aptGet: true, aptLists: false, chromiumPath: undefined, files: [], phpExtensions: null, ...overrides };
}

/** A machine with every package of the list. */
function complete(overrides: Partial<MachineFacts> = {}): MachineFacts {
  return fresh({ aptLists: true, files: EVERY_FILE, phpExtensions: ['Core', 'PDO', 'pdo_sqlite', 'gd', 'intl', 'json', 'pdo_mysql', 'redis'], ...overrides });
}

test("the list holds each package once, the Laravel host's with GD, intl, its two PHP libraries, Composer, PHPUnit and mmdebstrap, then production's", () => {
  expect(DEBIAN_PACKAGES.map((entry) => entry.name)).toEqual(ALL);
  expect(PARTS).toEqual(['browser', 'laravel', 'production']);
  expect(packagesOf('browser')).toEqual(['chromium']);
  expect(packagesOf('laravel')).toEqual(LARAVEL);
  expect(packagesOf('production')).toEqual(PRODUCTION);
  expect(filesToCheck(undefined)).toEqual([
    '/usr/bin/chromium',
    '/usr/share/php/Illuminate/autoload.php',
    '/usr/share/php/JsonSchema/autoload.php',
    '/usr/share/php/Masterminds/HTML5/autoload.php',
    '/usr/bin/composer',
    '/usr/bin/phpunit',
    '/usr/bin/mmdebstrap',
    '/usr/sbin/nginx',
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/sbin/mariadbd',
    '/usr/bin/mariadb-dump',
    '/usr/bin/redis-server',
  ]);
  expect(filesToCheck('/opt/chrome/chrome')[0]).toBe('/opt/chrome/chrome');
  // PHP-FPM's name carries PHP's version: the facts list its folder instead.
  expect(foldersToList()).toEqual(['/usr/sbin']);
  expect(DEBIAN_PACKAGES.find((entry) => entry.name === 'php-fpm')?.proof).toEqual({ fileIn: '/usr/sbin', prefix: 'php-fpm' });
});

test('as root on a fresh Debian machine: every package, apt-get update first, one line before', () => {
  const plan = planDebianPackages(fresh());
  expect(plan.missing).toEqual({ browser: ['chromium'], laravel: LARAVEL, production: PRODUCTION });
  expect(plan.packages).toEqual(ALL);
  expect(plan.notice).toBe(`Installing from Debian's packages: ${ALL.join(' ')}`);
  expect(plan.update).toBe(true);
  expect(plan.install).toEqual([...INSTALL, ...ALL]);
});

test('as root with package lists: only the missing packages, no update', () => {
  const facts = complete({ files: EVERY_FILE.filter((file) => !file.includes('JsonSchema') && !file.includes('Masterminds')) });
  const plan = planDebianPackages(facts);
  expect(plan.missing).toEqual({ browser: [], laravel: ['php-json-schema', 'php-masterminds-html5'], production: [] });
  expect(plan.update).toBe(false);
  expect(plan.install).toEqual([...INSTALL, 'php-json-schema', 'php-masterminds-html5']);
  expect(plan.notice).toBe("Installing from Debian's packages: php-json-schema php-masterminds-html5");
});

test('nothing missing: nothing to install, nothing to say', () => {
  const plan = planDebianPackages(complete());
  expect(plan).toEqual({
    missing: { browser: [], laravel: [], production: [] },
    packages: [],
    notice: null,
    update: false,
    install: null,
    problems: { browser: null, laravel: null, production: null },
  });
});

test('PHP that runs without its SQLite driver lacks php-sqlite3 only; PHP that does not run lacks php-cli and every extension too', () => {
  expect(planDebianPackages(complete({ phpExtensions: ['Core', 'PDO', 'gd', 'intl', 'pdo_mysql', 'redis'] })).packages).toEqual(['php-sqlite3']);
  expect(planDebianPackages(complete({ phpExtensions: null })).packages).toEqual(['php-cli', 'php-sqlite3', 'php-gd', 'php-intl', 'php-mysql', 'php-redis']);
});

test('PHP without GD (which re-encodes uploads) lacks php-gd, named in the message', () => {
  const plan = planDebianPackages(complete({ uid: 1000, phpExtensions: ['Core', 'PDO', 'pdo_sqlite', 'intl', 'pdo_mysql', 'redis'] }));
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
    "PHP, Laravel, PHP's SQLite driver, PHP's GD, PHP's intl, JSON Schema for PHP, an HTML5 parser for PHP, Composer, PHPUnit and mmdebstrap are missing: run `sudo apt-get install --no-install-recommends php-cli php-laravel-framework php-sqlite3 php-gd php-intl php-json-schema php-masterminds-html5 composer phpunit mmdebstrap`",
  );
  expect(plan.problems.production).toBe(PRODUCTION_MISSING);
});

test('not root without package lists: the command updates them first', () => {
  const plan = planDebianPackages(complete({ uid: 1000, aptLists: false, files: EVERY_FILE.slice(1) }));
  expect(plan.problems.browser).toContain('run `sudo apt-get update && sudo apt-get install --no-install-recommends chromium`');
  expect(plan.problems.laravel).toBeNull();
});

test('root without apt-get (not Debian): no install, the Debian command to run', () => {
  const plan = planDebianPackages(complete({ aptGet: false, files: EVERY_FILE.filter((file) => !file.includes('JsonSchema')) }));
  expect(plan.install).toBeNull();
  expect(plan.problems.laravel).toBe('JSON Schema for PHP is missing: on Debian, run `apt-get install --no-install-recommends php-json-schema`');
});

test('no user id (Windows) counts as not root', () => {
  expect(planDebianPackages(fresh({ uid: null })).install).toBeNull();
});

test('CHROMIUM_PATH naming a browser: chromium is not needed', () => {
  const plan = planDebianPackages(complete({ chromiumPath: '/opt/chrome/chrome', files: [...filesToCheck('/opt/chrome/chrome'), PHP_FPM_82] }));
  expect(plan.missing.browser).toEqual([]);
  expect(plan.problems.browser).toBeNull();
});

test("CHROMIUM_PATH naming no file: installing Debian's would not help, so the setting is reported", () => {
  const plan = planDebianPackages(complete({ chromiumPath: '/opt/gone', files: EVERY_FILE.slice(1) }));
  expect(plan.install).toBeNull();
  expect(plan.problems.browser).toBe(
    "no Chromium at /opt/gone (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use Debian's (/usr/bin/chromium)",
  );
});

test('only the parts asked for: the Laravel host alone needs neither Chromium nor production', () => {
  const plan = planDebianPackages(fresh({ uid: 1000 }), { parts: ['laravel'] });
  expect(plan.missing.browser).toEqual([]);
  expect(plan.missing.production).toEqual([]);
  expect(plan.problems.browser).toBeNull();
  expect(plan.problems.production).toBeNull();
  expect(plan.packages).toEqual(LARAVEL);
});

test('production alone: only its packages, whatever the other parts lack', () => {
  const plan = planDebianPackages(fresh(), { parts: ['production'] });
  expect(plan.missing).toEqual({ browser: [], laravel: [], production: PRODUCTION });
  expect(plan.install).toEqual([...INSTALL, ...PRODUCTION]);
  expect(plan.problems.laravel).toBeNull();
});

describe('the production part', () => {
  const PRODUCTION_FILES = [
    '/usr/sbin/nginx',
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/sbin/mariadbd',
    '/usr/bin/mariadb-dump',
    '/usr/bin/redis-server',
    PHP_FPM_82,
  ];
  const laravelOnly = () =>
    complete({ uid: 1000, files: EVERY_FILE.filter((file) => !PRODUCTION_FILES.includes(file)), phpExtensions: ['PDO', 'pdo_sqlite', 'gd', 'intl'] });

  test('a machine with the Laravel host but none of production: the Laravel host runs, production says what it lacks', () => {
    const plan = planDebianPackages(laravelOnly());
    expect(plan.missing).toEqual({ browser: [], laravel: [], production: PRODUCTION });
    expect(plan.packages).toEqual(PRODUCTION);
    expect(plan.problems).toEqual({ browser: null, laravel: null, production: PRODUCTION_MISSING });
  });

  test("every proof counts: each file, PHP-FPM by its versioned name, and PHP's MySQL and Redis extensions", () => {
    expect(planDebianPackages(complete()).problems.production).toBeNull();
    expect(planDebianPackages(complete({ files: EVERY_FILE.filter((file) => file !== '/usr/sbin/nginx') })).missing.production).toEqual(['nginx-light']);
    expect(planDebianPackages(complete({ files: EVERY_FILE.filter((file) => !file.includes('brotli')) })).missing.production).toEqual([
      'libnginx-mod-http-brotli-static',
    ]);
    expect(planDebianPackages(complete({ files: EVERY_FILE.filter((file) => file !== PHP_FPM_82) })).missing.production).toEqual(['php-fpm']);
    expect(planDebianPackages(complete({ files: EVERY_FILE.filter((file) => file !== '/usr/sbin/mariadbd') })).missing.production).toEqual(['mariadb-server']);
    expect(planDebianPackages(complete({ files: EVERY_FILE.filter((file) => file !== '/usr/bin/redis-server') })).missing.production).toEqual(['redis-server']);
    expect(planDebianPackages(complete({ phpExtensions: ['PDO', 'pdo_sqlite', 'gd', 'intl', 'redis'] })).missing.production).toEqual(['php-mysql']);
    expect(planDebianPackages(complete({ phpExtensions: ['PDO', 'pdo_sqlite', 'gd', 'intl', 'pdo_mysql'] })).missing.production).toEqual(['php-redis']);
  });

  test('one missing: named alone in the message', () => {
    const plan = planDebianPackages(complete({ uid: 1000, files: EVERY_FILE.filter((file) => file !== PHP_FPM_82) }));
    expect(plan.problems.production).toBe('PHP-FPM is missing: run `sudo apt-get install --no-install-recommends php-fpm`');
  });

  test("as root, production's packages are installed after the others", () => {
    const plan = planDebianPackages(
      complete({
        files: EVERY_FILE.filter((file) => file !== '/usr/bin/chromium' && file !== '/usr/sbin/mariadbd'),
        phpExtensions: ['PDO', 'gd', 'intl', 'pdo_mysql', 'redis'],
      }),
    );
    expect(plan.packages).toEqual(['chromium', 'php-sqlite3', 'mariadb-server']);
    expect(plan.install).toEqual([...INSTALL, 'chromium', 'php-sqlite3', 'mariadb-server']);
  });

  test('PHP-FPM of any version counts, in its folder, named php-fpm then a version only', () => {
    const withFpm = (file: string) => planDebianPackages(complete({ files: [...EVERY_FILE.filter((each) => each !== PHP_FPM_82), file] })).missing.production;
    expect(withFpm('/usr/sbin/php-fpm8.4')).toEqual([]);
    expect(withFpm('/usr/sbin/php-fpm8')).toEqual([]);
    expect(withFpm('/usr/sbin/php-fpm-helper')).toEqual(['php-fpm']);
    expect(withFpm('/usr/sbin/php-fpm')).toEqual(['php-fpm']);
    expect(withFpm('/usr/sbin/php-fpm8.2.bak')).toEqual(['php-fpm']);
    expect(withFpm('/usr/sbin/php-fpm8.')).toEqual(['php-fpm']);
    expect(withFpm('/usr/sbin/php-fpm-8.2')).toEqual(['php-fpm']);
    expect(withFpm('/usr/local/sbin/php-fpm8.2')).toEqual(['php-fpm']);
    expect(withFpm('/usr/sbin/sub/php-fpm8.2')).toEqual(['php-fpm']);
  });
});

describe("PHP-FPM's programs", () => {
  test('programsIn keeps the names a proof looks for in that folder, newest version first', () => {
    const names = ['nginx', 'php-fpm8.2', 'php-fpm-helper', 'php-fpm', 'php-fpm8.4', 'php-fpm8.2.bak', 'mariadbd'];
    expect(programsIn('/usr/sbin', names)).toEqual(['/usr/sbin/php-fpm8.4', '/usr/sbin/php-fpm8.2']);
    expect(programsIn('/usr/sbin', ['nginx', 'mariadbd'])).toEqual([]);
    // No proof looks in /usr/bin by a program's name.
    expect(programsIn('/usr/bin', ['php-fpm8.2'])).toEqual([]);
  });

  test('newestFirst orders by version number, not as text, whatever the order it is given', () => {
    const files = ['/usr/sbin/php-fpm8.2', '/usr/sbin/php-fpm8.10', '/usr/sbin/php-fpm7.4', '/usr/sbin/php-fpm8.4', '/usr/sbin/php-fpm8'];
    const newest = ['/usr/sbin/php-fpm8.10', '/usr/sbin/php-fpm8.4', '/usr/sbin/php-fpm8.2', '/usr/sbin/php-fpm8', '/usr/sbin/php-fpm7.4'];
    expect(newestFirst(PHP_FPM, files)).toEqual(newest);
    expect(newestFirst(PHP_FPM, [...files].reverse())).toEqual(newest);
    expect(newestFirst(PHP_FPM, ['/usr/sbin/php-fpm-helper', '/usr/sbin/nginx'])).toEqual([]);
  });
});

test('the lines a person reads name each part that cannot run by its label', () => {
  expect(problemLines({ browser: null, laravel: null, production: null })).toEqual([]);
  expect(problemLines(planDebianPackages(fresh({ uid: 1000, aptLists: true })).problems)).toEqual([
    'Browser tests: Chromium is missing: run `sudo apt-get install --no-install-recommends chromium`, or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    "Laravel host: PHP, Laravel, PHP's SQLite driver, PHP's GD, PHP's intl, JSON Schema for PHP, an HTML5 parser for PHP, Composer, PHPUnit and mmdebstrap are missing: run `sudo apt-get install --no-install-recommends php-cli php-laravel-framework php-sqlite3 php-gd php-intl php-json-schema php-masterminds-html5 composer phpunit mmdebstrap`.",
    `Laravel host in production mode: ${PRODUCTION_MISSING}.`,
  ]);
  expect(problemLines({ browser: null, laravel: null, production: 'Redis is missing' })).toEqual(['Laravel host in production mode: Redis is missing.']);
});

test('after an install, what is still missing is reported with the command as root, not installed again', () => {
  const plan = planDebianPackages(complete({ files: EVERY_FILE.slice(1) }), { tried: true });
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
  // The README names what `npm test` installs: the browser tests', the Laravel host's and its production mode's.
  expect(readme).toContain(`(\`${[...packagesOf('browser'), ...packagesOf('laravel')].join(' ')}\`)`);
  expect(readme).toContain(`(\`${packagesOf('production').join(' ')}\`)`);
  const host = readDoc('docs/laravel-host.md');
  const running = /## Running it\n[\s\S]*?```sh\n(.*)\n/.exec(host)?.[1];
  expect(running).toContain(`apt-get install --no-install-recommends ${packagesOf('laravel').join(' ')} `);
  const production = /## Production\n([\s\S]*?)\n## /.exec(host)?.[1]?.replace(/\s+/g, ' ');
  expect(production).toContain(`apt-get install --no-install-recommends ${packagesOf('production').join(' ')}\``);
});
