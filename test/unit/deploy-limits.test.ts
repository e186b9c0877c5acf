import { readFileSync } from 'node:fs';

/**
 * host/deploy's templates hold together, with each other and with the host's own limits: the
 * session cookie is `Secure`; nginx waits longer than PHP-FPM lets a request run, which is
 * longer than PHP's CPU limit; PHP's memory holds what the upload re-encoder reserves for the
 * largest picture it accepts; and each layer takes the largest upload the next one accepts.
 */
const read = (file: string) => readFileSync(file, 'utf8');
const ENV = read('host/deploy/env.production');
const FPM = read('host/deploy/php-fpm/sitio.conf');
const NGINX = read('host/deploy/nginx/sitio.conf');
const LOGGING = read('host/config/logging.php');
const IMAGE_LIMITS = read('host/packages/site-widgets/src/Upload/ImageLimits.php');
const UPLOAD_CONTROLLER = read('host/app/Http/Controllers/Api/UploadController.php');

/** The one value a pattern's first group finds in a file. */
function one(text: string, pattern: RegExp, what: string): string {
  const found = [...text.matchAll(new RegExp(pattern, 'gm'))].map((match) => match[1]);
  if (found.length !== 1 || found[0] === undefined) throw new Error(`${what}: ${found.length} values`);
  return found[0];
}

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** A size as PHP and nginx write it (`16M`, `20m`), in bytes. */
function bytes(size: string): number {
  const [, number = '', unit = ''] = /^(\d+)([kmg]?)$/i.exec(size) ?? [];
  const factor = UNITS[unit.toLowerCase()];
  if (number === '' || factor === undefined) throw new Error(`not a size: ${size}`);
  return Number(number) * factor;
}

/** A duration as PHP-FPM and nginx write it (`60s`, `60`), in seconds. */
function seconds(duration: string): number {
  const [, number = ''] = /^(\d+)s?$/.exec(duration) ?? [];
  if (number === '') throw new Error(`not a duration in seconds: ${duration}`);
  return Number(number);
}

const fpm = (name: string) => one(FPM, new RegExp(`^${name.replace(/[[\]]/g, '\\$&')}\\s*=\\s*(\\S+)$`), name);
const nginx = (name: string) => one(NGINX, new RegExp(`^\\s*${name}\\s+(\\S+);$`), name);
const constant = (name: string) =>
  Number(
    one(IMAGE_LIMITS, new RegExp(`const ${name} = ([\\d_ *]+);`), name)
      .replace(/_/g, '')
      .split('*')
      .reduce((product, factor) => product * Number(factor), 1),
  );

test('the session and XSRF cookies are Secure, and no error page shows code', () => {
  expect(one(ENV, /^SESSION_SECURE_COOKIE=(.*)$/, 'SESSION_SECURE_COOKIE')).toBe('true');
  expect(one(ENV, /^APP_DEBUG=(.*)$/, 'APP_DEBUG')).toBe('false');
});

test("nginx waits longer than PHP-FPM lets a request run (the clock), which is longer than PHP's CPU limit and its 2 s past it", () => {
  const cpu = seconds(fpm('php_admin_value[max_execution_time]'));
  const clock = seconds(fpm('request_terminate_timeout'));
  const nginxWaits = seconds(nginx('fastcgi_read_timeout'));
  expect(cpu).toBeGreaterThan(0);
  expect(clock).toBeGreaterThanOrEqual(cpu + 2);
  expect(nginxWaits).toBeGreaterThan(clock);
});

test('PHP may hold what the re-encoder reserves for the largest picture it accepts (the picture and its turned copy, 4 bytes a pixel each, and its headroom)', () => {
  const reserved = constant('MAX_MEGAPIXELS') * 1_000_000 * 4 * 2 + constant('HEADROOM_BYTES');
  expect(reserved).toBeGreaterThan(300 * 1024 ** 2);
  expect(bytes(fpm('php_admin_value[memory_limit]'))).toBeGreaterThanOrEqual(reserved);
});

test("each layer takes the largest upload the next accepts: the upload rule's size, PHP's file and body, nginx's body", () => {
  const rule = Number(one(UPLOAD_CONTROLLER, /\|max:(\d+)'/, 'the upload rule')) * 1024;
  const file = bytes(fpm('php_admin_value[upload_max_filesize]'));
  const body = bytes(fpm('php_admin_value[post_max_size]'));
  expect(file).toBeGreaterThan(rule);
  expect(body).toBeGreaterThan(file);
  expect(bytes(nginx('client_max_body_size'))).toBeGreaterThanOrEqual(body);
});

test("the app's log in production: a file a day, a fortnight kept, so it cannot fill the disk", () => {
  expect(one(ENV, /^LOG_CHANNEL=(\S+)$/, 'LOG_CHANNEL')).toBe('daily');
  expect(Number(one(ENV, /^LOG_DAYS=(\d+)$/, 'LOG_DAYS'))).toBeGreaterThanOrEqual(7);
  expect(one(LOGGING, /^\s*'default' => env\('LOG_CHANNEL', '(\w+)'\),$/, 'the default channel')).toBe('single');
  expect(one(LOGGING, /^\s*'daily' => \[(.*)\],$/, 'the daily channel')).toMatch(/'driver' => 'daily'.*'days' => \(int\) env\('LOG_DAYS', 14\)/);
});
