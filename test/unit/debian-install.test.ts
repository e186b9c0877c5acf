import { findPhpFpm, readFacts } from '../../scripts/setup/debian-install.mjs';

/**
 * What debian-install.mjs reads of the machine for PHP-FPM, whose name carries PHP's version:
 * /usr/sbin's names stand in for the real folder's, every other folder is the machine's own.
 */

/** /usr/sbin's names for the next call; null: the folder cannot be read. */
const mockSbin: { names: string[] | null } = { names: [] };

jest.mock('node:fs', () => {
  const actual = jest.requireActual<typeof import('node:fs')>('node:fs');
  const readdirSync = (folder: string) => {
    if (folder !== '/usr/sbin') return actual.readdirSync(folder);
    if (mockSbin.names === null) throw Object.assign(new Error(`ENOENT: no such file or directory, scandir '${folder}'`), { code: 'ENOENT' });
    return mockSbin.names;
  };
  return { ...actual, readdirSync };
});

test("findPhpFpm: Debian bookworm's PHP-FPM", () => {
  mockSbin.names = ['nginx', 'php-fpm8.2', 'mariadbd'];
  expect(findPhpFpm()).toBe('/usr/sbin/php-fpm8.2');
});

test('findPhpFpm: the highest version when several are installed, by number (8.10 after 8.4)', () => {
  mockSbin.names = ['php-fpm8.2', 'php-fpm8.4', 'php-fpm7.4'];
  expect(findPhpFpm()).toBe('/usr/sbin/php-fpm8.4');
  mockSbin.names = ['php-fpm8.10', 'php-fpm8.4', 'php-fpm8.2'];
  expect(findPhpFpm()).toBe('/usr/sbin/php-fpm8.10');
});

test('findPhpFpm: null without PHP-FPM, a name that is not php-fpm then a version, or no folder', () => {
  mockSbin.names = ['nginx', 'php-fpm-helper', 'php-fpm', 'php-fpm8.2.bak'];
  expect(findPhpFpm()).toBeNull();
  mockSbin.names = null;
  expect(findPhpFpm()).toBeNull();
});

test("readFacts reports PHP-FPM's program among the files, so the plan finds it", () => {
  mockSbin.names = ['nginx', 'php-fpm8.4', 'php-fpm-helper'];
  const { files } = readFacts();
  expect(files).toContain('/usr/sbin/php-fpm8.4');
  expect(files).not.toContain('/usr/sbin/php-fpm-helper');
  mockSbin.names = ['nginx'];
  expect(readFacts().files.filter((file) => file.startsWith('/usr/sbin/php-fpm'))).toEqual([]);
});
