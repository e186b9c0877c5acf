import { screen, waitFor } from '@testing-library/react';
import { start, type WidgetLoaders } from '../../../src/runtime';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { testLoaders } from './test-widgets';

setUpRuntimeEnvironment();

afterEach(async () => {
  delete window.SiteWidgets;
  await clearPage();
});

test('the runtime waits for SiteWidgets.ready before mounting', async () => {
  let release: () => void = () => {};
  window.SiteWidgets = { ready: new Promise<void>((resolve) => (release = resolve)) };
  document.body.innerHTML = '<div id="w" data-widget-name="test-echo" data-label="Listo"></div>';
  let downloaded = false;
  const loaders: WidgetLoaders = {
    'test-echo': async () => {
      const widget = await (testLoaders['test-echo']?.() ?? Promise.reject(new Error('missing')));
      downloaded = true;
      return widget;
    },
  };
  const started = start(loaders);
  // What happens instead, while the host is not ready: the widget's code downloads. Had the
  // runtime not waited, it would have claimed the placeholder before that (claiming marks it
  // at once), and the download is what the mount would have waited for.
  await waitFor(() => expect(downloaded).toBe(true));
  expect(document.getElementById('w')).not.toHaveAttribute('data-widget-state');
  expect(screen.queryByTestId('echo-w')).toBeNull();
  release();
  await started;
  expect(await screen.findByTestId('echo-w')).toHaveTextContent('Listo');
});
