import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BUILD, useAnotherApp } from './another-app';

/**
 * The host package installs into another Laravel application as docs/laravel-host.md says,
 * in its three steps: required as a path repository (Composer maps its namespace and Laravel
 * discovers its service provider: the application lists no provider of it), its build
 * published with `php artisan vendor:publish --tag=site-widgets-assets`, its components used
 * in a view. The application is another-app/ (another-app.ts copies it and the package).
 * Its editing together: another-host.test.ts.
 */
const app = useAnotherApp();

const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

test('1. required as a path repository: Composer maps SiteWidgets\\Laravel\\ and lists the provider for discovery', () => {
  app.run('composer', ['install', '--no-interaction', '--no-progress']);
  const installed = JSON.parse(readFileSync(app.at('vendor/composer/installed.json'), 'utf8')) as {
    packages: { name: string; extra?: { laravel?: { providers?: string[] } } }[];
  };
  expect(installed.packages.map((entry) => [entry.name, entry.extra?.laravel?.providers])).toEqual([
    ['site-widgets/laravel', ['SiteWidgets\\Laravel\\SiteWidgetsServiceProvider']],
  ]);
  expect(readFileSync(app.at('vendor/composer/autoload_psr4.php'), 'utf8')).toContain(
    "'SiteWidgets\\\\Laravel\\\\' => array($vendorDir . '/site-widgets/laravel/src')",
  );
});

test('2. the build published where the pages load it from: public/build/widgets', () => {
  app.php(['artisan', 'vendor:publish', '--tag=site-widgets-assets']);
  for (const file of Object.keys(BUILD)) expect([file, existsSync(app.at('public/build/widgets', file))]).toEqual([file, true]);
});

test('3. the components in a view: the page globals, the placeholder and the preload links of the widgets placed', () => {
  const html = app.php(['render.php']);
  expect(html).toContain('<script type="application/json" id="site-widgets-globals">{"user":null,"registrationUnfinished":false}</script>');
  expect(html).toContain('<div data-widget-name="faq-list" data-faqs="[{&quot;name&quot;:&quot;¿Hacen envíos?&quot;');
  expect(links(html)).toEqual(['/build/widgets/public-P.js', '/build/widgets/chunks/mount-M.js', '/build/widgets/chunks/faq-list-F.js']);
});

test("the config, published and changed, is merged over the package's: another folder for the build, the widget list still the package's", () => {
  app.php(['artisan', 'vendor:publish', '--tag=site-widgets-config']);
  const config = app.at('config/site-widgets.php');
  writeFileSync(config, readFileSync(config, 'utf8').replace("'directory' => 'build/widgets'", "'directory' => 'assets/widgets'"));
  app.php(['artisan', 'vendor:publish', '--tag=site-widgets-assets']);
  expect(existsSync(app.at('public/assets/widgets/preload.json'))).toBe(true);
  expect(links(app.php(['render.php']))).toEqual(['/assets/widgets/public-P.js', '/assets/widgets/chunks/mount-M.js', '/assets/widgets/chunks/faq-list-F.js']);
});
