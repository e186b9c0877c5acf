// The Debian packages the tests need beyond node_modules, in one list, and what to do when
// some are missing: install them as root on an apt machine (as Playwright's `install
// --with-deps` does), else say per part of the tests which command installs them. Pure: it
// takes the machine's facts (read by debian-install.mjs, which runs apt-get) and
// returns a plan, so the decisions are tested without apt.

/** @typedef {'browser' | 'laravel' | 'production'} Part A part of the tests that needs Debian's packages: the browser tests, the Laravel host's, or the Laravel host run as production runs it. */
/** @typedef {{ fileIn: string, prefix: string }} ProgramProof A program in a folder named a prefix then a version (Debian's /usr/sbin/php-fpm8.2): the version differs from one release to the next. */
/** @typedef {{ file: string } | ProgramProof | { php: 'runs' } | { phpExtension: string }} Proof What shows a package is installed: a file, a versioned program, PHP answering, or one of PHP's extensions loaded. */

/**
 * @typedef {object} DebianPackage
 * @property {string} name
 * @property {Part} part
 * @property {string} what What the package brings, as a message names it.
 * @property {Proof} proof
 */

/**
 * The machine, as far as the plan reads it.
 * @typedef {object} MachineFacts
 * @property {number | null} uid The process's user id; null where there is none (Windows).
 * @property {boolean} aptGet apt-get runs: a Debian (or Debian-like) machine.
 * @property {boolean} aptLists apt has package lists (a fresh image has none until `apt-get update`).
 * @property {string | undefined} chromiumPath CHROMIUM_PATH, when set.
 * @property {readonly string[]} files The files of `filesToCheck(chromiumPath)` that exist, and the programs of `foldersToList()` that `programsIn` keeps.
 * @property {readonly string[] | null} phpExtensions PHP's loaded extensions; null when `php` does not run.
 */

/**
 * @typedef {object} DebianPlan
 * @property {Record<Part, string[]>} missing Per part, the packages it lacks, in the list's order.
 * @property {string[]} packages Every package lacking, browser's first, then laravel's, then production's.
 * @property {string | null} notice The one line said before installing; null when nothing is installed.
 * @property {boolean} update apt-get update before the install (there are no package lists).
 * @property {string[] | null} install The install's argv, run as root with APT_ENV; null when nothing is installed here.
 * @property {Record<Part, string | null>} problems Per part: null when it can run, else what is missing and the command that installs it.
 */

/** Where Debian's chromium package puts the browser, and where the tests look unless CHROMIUM_PATH says otherwise. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Where Debian's php-fpm package puts PHP-FPM: /usr/sbin/php-fpm8.2 on bookworm, another version on other releases. */
export const PHP_FPM = /** @type {const} */ ({ fileIn: '/usr/sbin', prefix: 'php-fpm' });

/** @type {readonly Part[]} */
export const PARTS = ['browser', 'laravel', 'production'];

/** How a message names each part. */
export const PART_LABELS = /** @type {const} @satisfies {Record<Part, string>} */ ({
  browser: 'Browser tests',
  laravel: 'Laravel host',
  production: 'Laravel host in production mode',
});

/**
 * Every package, the part of the tests that needs it, and what shows it is installed. The
 * Laravel host takes Laravel and its PHP libraries from Debian (no Composer at run time): each
 * ships its autoloader under /usr/share/php, on PHP's include path.
 * @type {readonly DebianPackage[]}
 */
export const DEBIAN_PACKAGES = [
  { name: 'chromium', part: 'browser', what: 'Chromium', proof: { file: DEBIAN_CHROMIUM } },
  { name: 'php-cli', part: 'laravel', what: 'PHP', proof: { php: 'runs' } },
  { name: 'php-laravel-framework', part: 'laravel', what: 'Laravel', proof: { file: '/usr/share/php/Illuminate/autoload.php' } },
  { name: 'php-sqlite3', part: 'laravel', what: "PHP's SQLite driver", proof: { phpExtension: 'pdo_sqlite' } },
  // GD, for the host to re-encode uploaded images (SiteWidgets\Laravel\Upload\Reencoder).
  { name: 'php-gd', part: 'laravel', what: "PHP's GD", proof: { phpExtension: 'gd' } },
  // ICU's collator, for the pages printed without JavaScript to list names in the widgets' order (SiteWidgets\Laravel\NameOrder).
  { name: 'php-intl', part: 'laravel', what: "PHP's intl", proof: { phpExtension: 'intl' } },
  // justinrainbow/json-schema, for the host to validate posted JSON.
  { name: 'php-json-schema', part: 'laravel', what: 'JSON Schema for PHP', proof: { file: '/usr/share/php/JsonSchema/autoload.php' } },
  // An HTML5 parser, for the host to sanitize the HTML editors post (Debian's php-htmlpurifier 4.11 does not load on PHP 8).
  { name: 'php-masterminds-html5', part: 'laravel', what: 'an HTML5 parser for PHP', proof: { file: '/usr/share/php/Masterminds/HTML5/autoload.php' } },
  // Not to install anything: `composer validate` checks the host package's composer.json.
  { name: 'composer', part: 'laravel', what: 'Composer', proof: { file: '/usr/bin/composer' } },
  // The host package's own tests (host/packages/site-widgets/tests): PHPUnit 9.6 on bookworm.
  { name: 'phpunit', part: 'laravel', what: 'PHPUnit', proof: { file: '/usr/bin/phpunit' } },
  // Makes the Debian trixie root the newer Laravel is tested in (debian-root.mjs): Laravel 10.48, PHP 8.4.
  { name: 'mmdebstrap', part: 'laravel', what: 'mmdebstrap', proof: { file: '/usr/bin/mmdebstrap' } },
  // The web server in front of PHP-FPM (host/deploy/nginx/sitio.conf); the light build has all that site uses (FastCGI, gzip_static).
  { name: 'nginx-light', part: 'production', what: 'nginx', proof: { file: '/usr/sbin/nginx' } },
  // `brotli_static` in sitio.conf: serves the .br files the build writes beside the bundle's.
  {
    name: 'libnginx-mod-http-brotli-static',
    part: 'production',
    what: "nginx's brotli_static module",
    proof: { file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' },
  },
  // Runs the host's app servers behind nginx (host/deploy/php-fpm/sitio.conf), not PHP's built-in server.
  { name: 'php-fpm', part: 'production', what: 'PHP-FPM', proof: PHP_FPM },
  // pdo_mysql: production's database is MariaDB (DB_CONNECTION=mysql in env.production), not SQLite.
  { name: 'php-mysql', part: 'production', what: "PHP's MySQL driver", proof: { phpExtension: 'pdo_mysql' } },
  // phpredis, the client host/config/database.php names: sessions and the cache live in Redis in production.
  { name: 'php-redis', part: 'production', what: "PHP's Redis client", proof: { phpExtension: 'redis' } },
  // The database the app servers share in production.
  { name: 'mariadb-server', part: 'production', what: 'MariaDB', proof: { file: '/usr/sbin/mariadbd' } },
  // `mariadb-dump` and `mariadb`, for `php artisan site:backup` and `site:restore` on an app server (mariadb-server
  // brings them on the database's machine; an app server of its own needs them named).
  { name: 'mariadb-client', part: 'production', what: "MariaDB's client and dump", proof: { file: '/usr/bin/mariadb-dump' } },
  // The sessions, cache and rate limiters' counts the app servers share (a login on one holds on the others).
  { name: 'redis-server', part: 'production', what: 'Redis', proof: { file: '/usr/bin/redis-server' } },
];

/** The names of the packages a part needs, in the list's order. */
export function packagesOf(/** @type {Part} */ part) {
  return DEBIAN_PACKAGES.filter((entry) => entry.part === part).map((entry) => entry.name);
}

/** The file that shows a package is there: Chromium's is wherever the tests look for it. */
function fileOf(/** @type {DebianPackage} */ entry, /** @type {string} */ file, /** @type {string | undefined} */ chromiumPath) {
  return entry.name === 'chromium' ? (chromiumPath ?? file) : file;
}

/** The files whose presence the facts report. */
export function filesToCheck(/** @type {string | undefined} */ chromiumPath) {
  return DEBIAN_PACKAGES.flatMap((entry) => ('file' in entry.proof ? [fileOf(entry, entry.proof.file, chromiumPath)] : []));
}

/** The folders whose programs the facts list, for the proofs by a versioned program's name. */
export function foldersToList() {
  return [...new Set(DEBIAN_PACKAGES.flatMap((entry) => ('fileIn' in entry.proof ? [entry.proof.fileIn] : [])))];
}

/** The version after `proof`'s prefix in `file`'s name (`[8, 2]` for /usr/sbin/php-fpm8.2); null when `file` is not that program. */
function versionOf(/** @type {ProgramProof} */ proof, /** @type {string} */ file) {
  if (!file.startsWith(`${proof.fileIn}/${proof.prefix}`)) return null;
  const rest = file.slice(proof.fileIn.length + 1 + proof.prefix.length);
  // A version only: php-fpm8.2 is PHP-FPM, a php-fpm-helper or php-fpm8.2.bak would not be.
  return /^\d+(\.\d+)*$/.test(rest) ? rest.split('.').map(Number) : null;
}

/** Newest first: 8.10 before 8.4 before 8.2 (by number, not as text). */
function byVersionDescending(/** @type {number[]} */ a, /** @type {number[]} */ b) {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (b[i] ?? -1) - (a[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Of the names in `folder`, the programs a proof of the list looks for there, as full paths,
 * newest version first.
 * @param {string} folder
 * @param {readonly string[]} names
 */
export function programsIn(folder, names) {
  const files = names.map((name) => `${folder}/${name}`);
  const proofs = DEBIAN_PACKAGES.flatMap((entry) => ('fileIn' in entry.proof && entry.proof.fileIn === folder ? [entry.proof] : []));
  return proofs.flatMap((proof) => newestFirst(proof, files));
}

/**
 * The files that are `proof`'s program, newest version first: the one to run when a machine
 * has several (php8.2-fpm and php8.4-fpm side by side).
 * @param {ProgramProof} proof
 * @param {readonly string[]} files
 */
export function newestFirst(proof, files) {
  return files
    .flatMap((file) => {
      const version = versionOf(proof, file);
      return version === null ? [] : [{ file, version }];
    })
    .sort((a, b) => byVersionDescending(a.version, b.version))
    .map(({ file }) => file);
}

/** Refreshes apt's package lists: a fresh image has none, and old ones can name versions the mirror no longer has. */
export const APT_UPDATE = ['apt-get', 'update'];

/** apt-get's environment for an unattended install: no question asked (tzdata's, for one). */
export const APT_ENV = { DEBIAN_FRONTEND: 'noninteractive' };

/** @param {DebianPackage} entry @param {MachineFacts} facts */
function present(entry, facts) {
  const { proof } = entry;
  if ('file' in proof) return facts.files.includes(fileOf(entry, proof.file, facts.chromiumPath));
  if ('fileIn' in proof) return newestFirst(proof, facts.files).length > 0;
  if ('php' in proof) return facts.phpExtensions !== null;
  return facts.phpExtensions?.some((extension) => extension.toLowerCase() === proof.phpExtension) ?? false;
}

/** "A", "A and B", "A, B and C". */
function listed(/** @type {string[]} */ words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The command a person runs to install `packages`: with sudo unless root, updating apt's lists first when there are none. */
export function manualCommand(/** @type {MachineFacts} */ facts, /** @type {string[]} */ packages) {
  const sudo = facts.uid === 0 ? '' : 'sudo ';
  const update = facts.aptLists ? '' : `${sudo}apt-get update && `;
  return `${update}${sudo}apt-get install --no-install-recommends ${packages.join(' ')}`;
}

/**
 * What to do about Debian's packages for `parts` of the tests, from the machine's facts.
 * Installs only as root on an apt machine, and once: `tried` says an install already ran
 * (these facts were read after it), so what is still missing is reported, not retried.
 * @param {MachineFacts} facts
 * @param {{ parts?: readonly Part[], tried?: boolean }} [options]
 * @returns {DebianPlan}
 */
export function planDebianPackages(facts, { parts = PARTS, tried = false } = {}) {
  /** @type {Record<Part, string[]>} */
  const missing = { browser: [], laravel: [], production: [] };
  /** @type {Record<Part, string[]>} */
  const what = { browser: [], laravel: [], production: [] };
  // CHROMIUM_PATH naming no file is a setting to fix: Debian's Chromium would not be used.
  const badChromiumPath =
    parts.includes('browser') && facts.chromiumPath !== undefined && !facts.files.includes(facts.chromiumPath) ? facts.chromiumPath : null;
  for (const entry of DEBIAN_PACKAGES) {
    if (!parts.includes(entry.part) || present(entry, facts)) continue;
    if (entry.name === 'chromium' && facts.chromiumPath !== undefined) continue;
    missing[entry.part].push(entry.name);
    what[entry.part].push(entry.what);
  }
  const packages = PARTS.flatMap((part) => missing[part]);
  const install = facts.uid === 0 && facts.aptGet && !tried && packages.length > 0;

  /** @type {(part: Part) => string | null} */
  const problem = (part) => {
    if (part === 'browser' && badChromiumPath !== null) {
      return `no Chromium at ${badChromiumPath} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use Debian's (${DEBIAN_CHROMIUM})`;
    }
    if (missing[part].length === 0) return null;
    const lacking = `${listed(what[part])} ${what[part].length === 1 ? 'is' : 'are'}${tried ? ' still' : ''} missing`;
    const command = `\`${manualCommand(facts, missing[part])}\``;
    const orChromium = part === 'browser' ? ', or point CHROMIUM_PATH at a Chromium or Chrome binary' : '';
    if (tried) return `${lacking} after apt-get install: run ${command}${orChromium}`;
    if (!facts.aptGet) return `${lacking}: on Debian, run ${command}${orChromium}`;
    return `${lacking}: run ${command}${orChromium}`;
  };

  return {
    missing,
    packages,
    notice: install ? `Installing from Debian's packages: ${packages.join(' ')}` : null,
    update: install && !facts.aptLists,
    install: install ? ['apt-get', 'install', '-y', '--no-install-recommends', ...packages] : null,
    // Before an install these are what would be said without it; debian-install.mjs
    // reads the facts again after installing and reports from that plan.
    problems: { browser: problem('browser'), laravel: problem('laravel'), production: problem('production') },
  };
}

/** The lines a person reads about `problems`, one per part that cannot run, each named by its label. */
export function problemLines(/** @type {Record<Part, string | null>} */ problems) {
  return PARTS.flatMap((part) => {
    const problem = problems[part];
    return problem === null ? [] : [`${PART_LABELS[part]}: ${problem}.`];
  });
}

/**
 * Runs a plan's install with `run` (an argv in, whether it succeeded out): apt-get update
 * first when there were no lists, else once after a failed install (the lists may be stale),
 * then the install again. True when there was nothing to install or it succeeded.
 * @param {DebianPlan} plan
 * @param {(argv: readonly string[]) => boolean} run
 */
export function installWith(plan, run) {
  const { install } = plan;
  if (install === null) return true;
  if (plan.update) return run(APT_UPDATE) && run(install);
  return run(install) || (run(APT_UPDATE) && run(install));
}
