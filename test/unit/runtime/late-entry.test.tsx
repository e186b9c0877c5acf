import { screen, waitFor } from '@testing-library/react';
import { ERROR_EVENT, start, type WidgetErrorDetail } from '../../../src/runtime';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { testLoaders } from './test-widgets';

/**
 * A page loads its entries as separate module scripts (public, then admin): the first to
 * run must not report the other's placeholders as unknown while the other is still on its
 * way, and an entry that runs after the report must still mount them.
 */
setUpRuntimeEnvironment();

const echo = testLoaders['test-echo'];
if (echo === undefined) throw new Error('test-echo is missing from the test widgets');

let readyState: DocumentReadyState = 'complete';
const failures: WidgetErrorDetail[] = [];
let consoleError: jest.SpyInstance;
const aTask = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(() => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  document.addEventListener(ERROR_EVENT, (event) => failures.push((event as CustomEvent<WidgetErrorDetail>).detail));
});

afterAll(() => {
  // The prototype's getter again.
  Reflect.deleteProperty(document, 'readyState');
});

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(clearPage);

function place(html: string): void {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
}

test('a name no entry knows yet waits for the page to load; the entry that runs before then mounts it', async () => {
  // Parsed, but the admin entry's script has not run: what `interactive` means for module scripts.
  readyState = 'interactive';
  place('<div id="steps" data-widget-name="late-steps" data-label="Pasos"></div><div id="faq" data-widget-name="test-echo" data-label="FAQ"></div>');
  await start({ 'test-echo': echo });
  expect(await screen.findByTestId('echo-faq')).toBeInTheDocument();
  await aTask();
  expect(failures).toEqual([]);
  expect(document.getElementById('steps')).not.toHaveAttribute('data-widget-state', 'error');

  await start({ 'late-steps': echo });
  expect(await screen.findByTestId('echo-steps')).toHaveTextContent('Pasos');
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  await aTask();
  expect(failures).toEqual([]);
  expect(document.getElementById('steps')).toHaveAttribute('data-widget-state', 'mounted');
});

test('once the page has loaded, an unknown name is reported, and an entry added later still mounts it', async () => {
  place('<div id="banner" data-widget-name="later-banner" data-label="Banner"></div>');
  await waitFor(() => expect(failures.map((failure) => `${failure.widget}:${failure.phase}`)).toEqual(['later-banner:unknown-widget']));
  expect(document.getElementById('banner')).toHaveAttribute('data-widget-state', 'error');
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringMatching(/"later-banner" on <div#banner> \(unknown-widget\): no widget is called "later-banner"/),
    expect.any(Error),
  );

  await start({ 'later-banner': echo });
  expect(await screen.findByTestId('echo-banner')).toHaveTextContent('Banner');
  expect(document.getElementById('banner')).toHaveAttribute('data-widget-state', 'mounted');
  // Reported once: rescans do not report it again.
  expect(failures).toHaveLength(1);
});
