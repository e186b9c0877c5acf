import path from 'node:path';
import { NEWER_LARAVEL, ROOT_BIN, cacheHome, mmdebstrapArguments, rootEnvironment, rootFolder } from '../../scripts/setup/debian-root.mjs';
import { packagesOf } from '../../scripts/setup/debian-packages.mjs';

/**
 * The Debian trixie root `npm test` runs the Laravel 10 leg in (scripts/setup/debian-root.mjs):
 * how it is made, where it is kept, and how `php` becomes its PHP.
 */

test('the root has the PHP packages this machine installs for the host, and PHPUnit', () => {
  expect(NEWER_LARAVEL.suite).toBe('trixie');
  const hostPhp = packagesOf('laravel').filter((name) => name.startsWith('php-'));
  expect(NEWER_LARAVEL.packages).toEqual(expect.arrayContaining([...hostPhp, 'phpunit']));
  // No server, no Composer: PHP's built-in server and the tests are all that run in it.
  expect(NEWER_LARAVEL.packages).not.toContain('composer');
});

test("mmdebstrap makes it from Debian's default mirror, with a hosts file for localhost", () => {
  const argv = mmdebstrapArguments(NEWER_LARAVEL, '/cache/root');
  expect(argv.slice(-2)).toEqual(['trixie', '/cache/root']);
  expect(argv).toContain(`--include=${NEWER_LARAVEL.packages.join(',')}`);
  expect(argv.find((argument) => argument.startsWith('--customize-hook='))).toContain('localhost');
  // A mirror's address would be a third positional argument: none, so the network is the one the machine's own apt uses.
  expect(argv.filter((argument) => !argument.startsWith('--'))).toHaveLength(2);
});

test('the folder is named by how the root is made: a changed package list is a new root, the same list the same one', () => {
  const folder = rootFolder(NEWER_LARAVEL, '/home/x/.cache');
  expect(folder).toMatch(/^\/home\/x\/\.cache\/site-widgets\/debian-trixie-[0-9a-f]{12}$/);
  expect(rootFolder({ ...NEWER_LARAVEL }, '/home/x/.cache')).toBe(folder);
  expect(rootFolder({ ...NEWER_LARAVEL, packages: [...NEWER_LARAVEL.packages, 'php-xml'] }, '/home/x/.cache')).not.toBe(folder);
  // The label only names the leg in messages.
  expect(rootFolder({ ...NEWER_LARAVEL, label: 'another' }, '/home/x/.cache')).toBe(folder);
});

test("the cache folder is XDG's", () => {
  expect(cacheHome({ XDG_CACHE_HOME: '/var/cache/me' })).toBe('/var/cache/me');
  expect(cacheHome({ XDG_CACHE_HOME: '' })).toMatch(/\.cache$/);
  expect(cacheHome({})).toMatch(/\.cache$/);
});

test("in the root's environment, `php` is root-bin/php, first on PATH, told which root", () => {
  const env = rootEnvironment('/cache/root', { PATH: '/usr/bin:/bin' });
  expect(env).toEqual({ SITE_WIDGETS_DEBIAN_ROOT: '/cache/root', PATH: `${ROOT_BIN}${path.delimiter}/usr/bin:/bin` });
  expect(path.basename(ROOT_BIN)).toBe('root-bin');
});
