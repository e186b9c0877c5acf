import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Another Laravel application (another-app/) that takes the host package as docs/laravel-host.md
 * tells one to, for the tests of one file: before them, a copy of it in a folder of its own with
 * the package copied in as a host copies it (with a stand-in build in its `public/`), which the
 * tests then require, publish and migrate; after them, removed. The application takes Laravel and
 * the package's two libraries from Debian's packages and `provide`s them to Composer at Debian's
 * versions, so Composer resolves the package's requirements against those versions, without network.
 */
const PACKAGE = path.resolve(__dirname, '../../../host/packages/site-widgets');
const APP = path.resolve(__dirname, 'another-app');
/** Where Debian installs the PHP libraries the application runs on (Laravel among them): not this project's code. */
const DEBIAN_PHP = '/usr/share/php/';

/** The build the package ships in its `public/` (the bundle's dist/; here a small stand-in). */
export const BUILD = {
  'preload.json': JSON.stringify({
    entries: { public: ['public-P.js'], admin: ['admin-A.js'] },
    mount: ['chunks/mount-M.js'],
    widgets: { 'faq-list': ['chunks/faq-list-F.js'] },
  }),
  'public-P.js': '',
  'chunks/mount-M.js': '',
  'chunks/faq-list-F.js': '',
};

export type AnotherApp = {
  /** A path inside the copy. */
  at(...parts: string[]): string;
  /** Runs a command in the copy (composer); its standard output. */
  run(command: string, args: string[]): string;
  /**
   * Runs PHP in the copy (artisan, a script) with every notice reported: its standard output.
   * It fails on anything written to the standard error (a PHP notice or deprecation, or what the
   * application logs: another-app/config/logging.php sends its log and Laravel's deprecation
   * notices there), but a deprecation notice in Debian's own PHP libraries (trixie's
   * league/mime-type-detection on PHP 8.4), which `npm test` names as theirs and does not count either.
   */
  php(args: string[], input?: string): string;
};

export function useAnotherApp(): AnotherApp {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'another-app-'));
    cpSync(APP, folder, { recursive: true });
    const copy = path.join(folder, 'packages/site-widgets');
    cpSync(PACKAGE, copy, { recursive: true, filter: (source) => source !== path.join(PACKAGE, 'public') });
    for (const [file, text] of Object.entries(BUILD)) {
      mkdirSync(path.dirname(path.join(copy, 'public', file)), { recursive: true });
      writeFileSync(path.join(copy, 'public', file), text);
    }
    // What `laravel new` creates and a repository leaves out.
    for (const each of ['bootstrap/cache', 'storage/framework/views', 'storage/framework/sessions', 'storage/framework/cache', 'public'])
      mkdirSync(path.join(folder, each), { recursive: true });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function spawn(command: string, args: string[], input?: string) {
    const result = spawnSync(command, args, {
      cwd: folder,
      input,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, APP_ENV: 'local', COMPOSER_HOME: path.join(folder, '.composer'), COMPOSER_DISABLE_NETWORK: '1', COMPOSER_ALLOW_SUPERUSER: '1' },
    });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
    return result;
  }

  return {
    at: (...parts) => path.join(folder, ...parts),
    run: (command, args) => spawn(command, args).stdout,
    php(args, input) {
      const { stdout, stderr } = spawn('php', ['-d', 'error_reporting=-1', '-d', 'display_errors=stderr', ...args], input);
      const ours = stderr.split('\n').filter((line) => line.trim() !== '' && !(/deprecated/i.test(line) && line.includes(` in ${DEBIAN_PHP}`)));
      if (ours.length > 0) throw new Error(`php ${args.join(' ')} wrote to the standard error: ${ours.join('\n')}`);
      return stdout;
    },
  };
}
