import { screen } from '@testing-library/react';
import { start } from '../../../src/runtime';
import type { WidgetLoader } from '../../../src/runtime/widget';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { testLoaders } from './test-widgets';

setUpRuntimeEnvironment();

test("the widgets' code downloads while the runtime waits for SiteWidgets.ready, and only the code of widgets on the page", async () => {
  let release: () => void = () => {};
  window.SiteWidgets = { ready: new Promise<void>((resolve) => (release = resolve)) };
  document.body.innerHTML = '<div id="w" data-widget-name="test-echo" data-label="Antes"></div>';
  const requested: string[] = [];
  const tracked =
    (name: string): WidgetLoader =>
    () => {
      requested.push(name);
      const loader = testLoaders[name];
      if (loader === undefined) throw new Error(`no test widget ${name}`);
      return loader();
    };
  const started = start({ 'test-echo': tracked('test-echo'), 'test-boom': tracked('test-boom') });
  await new Promise((resolve) => setTimeout(resolve, 20));
  // Asked for before the host is ready, yet not mounted.
  expect(requested).toEqual(['test-echo']);
  expect(screen.queryByTestId('echo-w')).toBeNull();
  release();
  await started;
  expect(await screen.findByTestId('echo-w')).toHaveTextContent('Antes');
  // Downloaded once: the claim found it on its way.
  expect(requested).toEqual(['test-echo']);
});
