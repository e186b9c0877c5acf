// The runtime starts once per page, so each `ready` case has its own test file (its own document).
import { screen } from '@testing-library/react';
import { start } from '../../../src/runtime';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { testLoaders } from './test-widgets';

setUpRuntimeEnvironment();

afterEach(async () => {
  delete window.SiteWidgets;
  await clearPage();
});

test('a rejected SiteWidgets.ready is logged and the widgets mount anyway', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.SiteWidgets = { ready: Promise.reject(new Error('consent failed')) };
  document.body.innerHTML = '<div id="r" data-widget-name="test-echo" data-label="Igual"></div>';
  await start(testLoaders);
  expect(await screen.findByTestId('echo-r')).toHaveTextContent('Igual');
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('SiteWidgets.ready rejected'), expect.any(Error));
});
