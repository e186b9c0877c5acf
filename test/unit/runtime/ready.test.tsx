import { screen } from '@testing-library/react';
import { start } from '../../../src/runtime';
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
  const started = start(testLoaders);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByTestId('echo-w')).toBeNull();
  release();
  await started;
  expect(await screen.findByTestId('echo-w')).toHaveTextContent('Listo');
});
