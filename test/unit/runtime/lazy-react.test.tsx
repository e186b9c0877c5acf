import { screen } from '@testing-library/react';
import { start } from '../../../src/runtime/start';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import type { WidgetLoaders } from '../../../src/runtime/widget';

// The modules React comes with: a page without placeholders must never evaluate them.
let mockRootLoaded = false;
jest.mock('../../../src/runtime/root', () => {
  mockRootLoaded = true;
  return jest.requireActual('../../../src/runtime/root');
});
let mockMounterLoaded = false;
jest.mock('../../../src/runtime/mount', () => {
  mockMounterLoaded = true;
  return jest.requireActual('../../../src/runtime/mount');
});

setUpRuntimeEnvironment();

// The test widgets come through the runtime's index, which holds the root: load them lazily too.
const loaders: WidgetLoaders = {
  'test-echo': async () => {
    const { testLoaders } = await import('./test-widgets');
    const loader = testLoaders['test-echo'];
    if (loader === undefined) throw new Error('no test-echo');
    return loader();
  },
};

test('React and the mounter load only when the first placeholder appears, even long after start', async () => {
  document.body.innerHTML = '<main><h1>Sin widgets</h1><a href="/post/1" data-login-required>Clase</a></main>';
  await start(loaders);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mockRootLoaded).toBe(false);
  expect(mockMounterLoaded).toBe(false);

  const later = document.createElement('div');
  later.id = 'late';
  later.setAttribute('data-widget-name', 'test-echo');
  later.setAttribute('data-label', 'Llegué');
  document.body.append(later);
  expect(await screen.findByTestId('echo-late')).toHaveTextContent('Llegué');
  expect(mockRootLoaded).toBe(true);
  expect(mockMounterLoaded).toBe(true);
});
