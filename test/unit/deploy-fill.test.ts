import { readFileSync } from 'node:fs';
import { fill } from '../../scripts/laravel/production/fill.mjs';

test('fill replaces every ${NAME} and refuses a name it was not given, naming the file', () => {
  expect(fill('listen ${SITE_LISTEN};\nroot ${SITE_ROOT};', { SITE_LISTEN: '127.0.0.1:8080', SITE_ROOT: '/srv/sitio/public' })).toBe(
    'listen 127.0.0.1:8080;\nroot /srv/sitio/public;',
  );
  expect(() => fill('user = ${POOL_USER}', {}, 'sitio.conf')).toThrow('sitio.conf needs ${POOL_USER}');
  // nginx's own variables ($uri, $host) are not placeholders.
  expect(fill('try_files $uri /index.php?$query_string;', {})).toBe('try_files $uri /index.php?$query_string;');
});

test("host/deploy's templates name only placeholders their header comments explain", () => {
  for (const file of ['host/deploy/nginx/sitio.conf', 'host/deploy/php-fpm/sitio.conf', 'host/deploy/env.production']) {
    const text = readFileSync(file, 'utf8');
    const used = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(0);
    const header = text
      .split('\n')
      .filter((line) => /^\s*[#;]/.test(line))
      .join('\n');
    const explained = file.endsWith('env.production') ? text : header;
    for (const name of used) expect(explained).toMatch(new RegExp(`(^|[^{])${name}\\b`, 'm'));
  }
});
