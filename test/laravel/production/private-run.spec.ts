import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HOST_URL, PRODUCTION_FOLDER, appServers, databaseConnection } from '../host';

/**
 * The production mode keeps its secrets to the user who runs it (scripts/laravel/production.mjs):
 * its folder and everything in it are that user's alone, MariaDB's root has a password, no
 * password is on a command line (which any user of the machine reads in /proc), and the
 * session cookie is `Secure`, as host/deploy/env.production has it.
 */
const inRun = (...parts: string[]) => path.join(PRODUCTION_FOLDER, ...parts);
const permissions = (file: string) => statSync(file).mode & 0o777;

/** KEY=value lines of a file, by key. */
function settings(file: string): Map<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  return new Map(lines.flatMap((line) => (/^\w+=/.test(line) ? [[line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const] : [])));
}

test("the run's folder and each folder in it are its user's alone; the files that hold a secret too", () => {
  expect(permissions(PRODUCTION_FOLDER).toString(8)).toBe('700');
  const folders = readdirSync(PRODUCTION_FOLDER, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  expect(folders.length).toBeGreaterThan(4);
  for (const folder of folders) expect([folder.name, permissions(inRun(folder.name)) & 0o077]).toEqual([folder.name, 0]);
  const secrets = [
    inRun('env', '.env'),
    inRun('journeys.json'),
    inRun('redis', 'redis.conf'),
    inRun('mariadb', 'root.cnf'),
    ...appServers().map(({ storage }) => path.join(storage, '..', 'cache', 'config.php')),
  ];
  for (const file of secrets) expect([file, permissions(file) & 0o077]).toEqual([file, 0]);
});

test("MariaDB's root has a password: refused without it, let in with the run's client file", () => {
  const [dsn] = databaseConnection();
  const socket = /unix_socket=([^;]+)/.exec(dsn)?.[1] ?? '';
  expect(socket).not.toBe('');
  const without = spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '--user=root'], { input: 'select 1', encoding: 'utf8' });
  expect(without.status).not.toBe(0);
  expect(without.stderr).toMatch(/Access denied for user 'root'@'localhost'/);
  const withFile = spawnSync('mariadb', [`--defaults-file=${inRun('mariadb', 'root.cnf')}`, '--batch', '--skip-column-names'], {
    input: 'select current_user()',
    encoding: 'utf8',
  });
  expect(withFile.stdout.trim()).toBe('root@localhost');
});

test("no process's command line holds a password or the app key", () => {
  const env = settings(inRun('env', '.env'));
  const secrets = [env.get('APP_KEY'), env.get('DB_PASSWORD'), env.get('REDIS_PASSWORD'), settings(inRun('mariadb', 'root.cnf')).get('password')];
  expect(secrets.every((secret) => secret !== undefined && secret.length >= 16)).toBe(true);
  const commandLines = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')];
      } catch {
        return [];
      }
    });
  expect(commandLines.some((line) => line.includes('redis-server'))).toBe(true);
  expect(commandLines.filter((line) => secrets.some((secret) => secret !== undefined && line.includes(secret)))).toEqual([]);
});

test('the session and XSRF cookies are sent `Secure`, as production sends them', async () => {
  const answer = await fetch(`${HOST_URL}/`);
  const cookies = answer.headers.getSetCookie();
  expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(expect.arrayContaining(['XSRF-TOKEN', 'laravel_session']));
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure(;|$)/i);
});
