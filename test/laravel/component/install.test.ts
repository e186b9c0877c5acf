import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The host package installs into another Laravel application as docs/laravel-host.md says,
 * in its three steps: required as a path repository (Composer maps its namespace and Laravel
 * discovers its service provider: the application lists no provider of it), its build
 * published with `php artisan vendor:publish --tag=site-widgets-assets`, its components used
 * in a view. The application (another-app/) takes Laravel and the package's two libraries
 * from Debian's packages and `provide`s them to Composer at Debian's versions, so Composer
 * resolves the package's requirements against those versions, without network.
 */
const PACKAGE = path.resolve(__dirname, '../../../host/packages/site-widgets');
const APP = path.resolve(__dirname, 'another-app');
const BUILD = {
  'preload.json': JSON.stringify({
    entries: { public: ['public-P.js'], admin: ['admin-A.js'] },
    mount: ['chunks/mount-M.js'],
    widgets: { 'faq-list': ['chunks/faq-list-F.js'] },
  }),
  'public-P.js': '',
  'chunks/mount-M.js': '',
  'chunks/faq-list-F.js': '',
};

let app = '';
beforeAll(() => {
  app = mkdtempSync(path.join(tmpdir(), 'another-app-'));
  cpSync(APP, app, { recursive: true });
  // The package as a host copies it, with the build it ships in public/ (the bundle's dist/; here a small stand-in).
  const copy = path.join(app, 'packages/site-widgets');
  cpSync(PACKAGE, copy, { recursive: true, filter: (source) => source !== path.join(PACKAGE, 'public') });
  for (const [file, text] of Object.entries(BUILD)) {
    mkdirSync(path.dirname(path.join(copy, 'public', file)), { recursive: true });
    writeFileSync(path.join(copy, 'public', file), text);
  }
  for (const folder of ['bootstrap/cache', 'storage/framework/views', 'public']) mkdirSync(path.join(app, folder), { recursive: true });
});
afterAll(() => rmSync(app, { recursive: true, force: true }));

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, APP_ENV: 'local', COMPOSER_HOME: path.join(app, '.composer'), COMPOSER_DISABLE_NETWORK: '1', COMPOSER_ALLOW_SUPERUSER: '1' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout;
}

const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

test('1. required as a path repository: Composer maps SiteWidgets\\Laravel\\ and lists the provider for discovery', () => {
  run('composer', ['install', '--no-interaction', '--no-progress']);
  const installed = JSON.parse(readFileSync(path.join(app, 'vendor/composer/installed.json'), 'utf8')) as {
    packages: { name: string; extra?: { laravel?: { providers?: string[] } } }[];
  };
  expect(installed.packages.map((entry) => [entry.name, entry.extra?.laravel?.providers])).toEqual([
    ['site-widgets/laravel', ['SiteWidgets\\Laravel\\SiteWidgetsServiceProvider']],
  ]);
  expect(readFileSync(path.join(app, 'vendor/composer/autoload_psr4.php'), 'utf8')).toContain(
    "'SiteWidgets\\\\Laravel\\\\' => array($vendorDir . '/site-widgets/laravel/src')",
  );
});

test('2. the build published where the pages load it from: public/build/widgets', () => {
  run('php', ['artisan', 'vendor:publish', '--tag=site-widgets-assets']);
  for (const file of Object.keys(BUILD)) expect([file, existsSync(path.join(app, 'public/build/widgets', file))]).toEqual([file, true]);
});

test('3. the components in a view: the page globals, the placeholder and the preload links of the widgets placed', () => {
  const html = run('php', ['render.php']);
  expect(html).toContain('<script type="application/json" id="site-widgets-globals">{"user":null,"registrationUnfinished":false}</script>');
  expect(html).toContain('<div data-widget-name="faq-list" data-faqs="[{&quot;name&quot;:&quot;¿Hacen envíos?&quot;');
  expect(links(html)).toEqual(['/build/widgets/public-P.js', '/build/widgets/chunks/mount-M.js', '/build/widgets/chunks/faq-list-F.js']);
});

test("the config, published and changed, is merged over the package's: another folder for the build, the widget list still the package's", () => {
  run('php', ['artisan', 'vendor:publish', '--tag=site-widgets-config']);
  const config = path.join(app, 'config/site-widgets.php');
  writeFileSync(config, readFileSync(config, 'utf8').replace("'directory' => 'build/widgets'", "'directory' => 'assets/widgets'"));
  run('php', ['artisan', 'vendor:publish', '--tag=site-widgets-assets']);
  expect(existsSync(path.join(app, 'public/assets/widgets/preload.json'))).toBe(true);
  expect(links(run('php', ['render.php']))).toEqual([
    '/assets/widgets/public-P.js',
    '/assets/widgets/chunks/mount-M.js',
    '/assets/widgets/chunks/faq-list-F.js',
  ]);
});
