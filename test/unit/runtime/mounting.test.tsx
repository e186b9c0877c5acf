import { screen, waitFor } from '@testing-library/react';
import { ERROR_EVENT, MOUNT_EVENT, start, type WidgetErrorDetail } from '../../../src/runtime';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { renderCounts, testLoaders } from './test-widgets';

function place(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let consoleError: jest.SpyInstance;
setUpRuntimeEnvironment();

beforeAll(async () => {
  await start(testLoaders);
});

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(clearPage);

describe('mounting runtime', () => {
  test('mounts a placeholder with its typed attributes, replacing the fallback content', async () => {
    place('<div id="a" data-widget-name="test-echo" data-label="Hola" data-count="3" data-items="[1,2]"><p>Cargando</p></div>');
    expect(await screen.findByTestId('echo-a')).toHaveTextContent('Hola ×3 (2)');
    expect(screen.queryByText('Cargando')).toBeNull();
    expect(document.getElementById('a')).toHaveAttribute('data-widget-state', 'mounted');
  });

  test('a malformed attribute logs an error naming widget, element and attribute; the neighbour still mounts', async () => {
    const failures: WidgetErrorDetail[] = [];
    document.addEventListener(ERROR_EVENT, (event) => failures.push((event as CustomEvent<WidgetErrorDetail>).detail));
    place(`
      <div id="bad-json" data-widget-name="test-echo" data-label="x" data-items="[1,"></div>
      <div id="bad-number" data-widget-name="test-echo" data-label="x" data-count="tres"></div>
      <div id="missing" data-widget-name="test-echo"></div>
      <div id="good" data-widget-name="test-echo" data-label="Bien"></div>`);
    expect(await screen.findByTestId('echo-good')).toHaveTextContent('Bien ×1 (0)');
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(3));
    const messages = consoleError.mock.calls.map((call) => String(call[0]));
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"test-echo" on <div#bad-json>.*data-items: invalid JSON/),
        expect.stringMatching(/"test-echo" on <div#bad-number>.*data-count: expected a number \(got "tres"\)/),
        expect.stringMatching(/"test-echo" on <div#missing>.*data-label: is required but missing/),
      ]),
    );
    expect(failures.map((failure) => failure.phase)).toEqual(['attributes', 'attributes', 'attributes']);
    expect(document.getElementById('bad-json')).toHaveAttribute('data-widget-state', 'error');
  });

  test('an unknown widget name is reported and does not stop the others', async () => {
    place('<div id="nope" data-widget-name="no-such-widget"></div><div id="ok" data-widget-name="test-echo" data-label="Sí"></div>');
    expect(await screen.findByTestId('echo-ok')).toBeInTheDocument();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(/"no-such-widget" on <div#nope>.*no widget is called "no-such-widget"/),
        expect.any(Error),
      ),
    );
  });

  test('a widget whose code fails to download is reported (phase "load"); the others mount', async () => {
    const failures: WidgetErrorDetail[] = [];
    const container = place(
      '<div id="offline" data-widget-name="test-offline"></div><div id="online" data-widget-name="test-echo" data-label="En línea"></div>',
    );
    container.addEventListener(ERROR_EVENT, (event) => failures.push((event as CustomEvent<WidgetErrorDetail>).detail));
    expect(await screen.findByTestId('echo-online')).toBeInTheDocument();
    await waitFor(() => expect(failures.map((failure) => failure.phase)).toEqual(['load']));
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/"test-offline" on <div#offline> \(load\): Failed to fetch/), expect.any(Error));
  });

  test('a placeholder added after load mounts, and one removed unmounts', async () => {
    const later = place('<div id="later" data-widget-name="test-echo" data-label="Tarde"></div>');
    expect(await screen.findByTestId('echo-later')).toHaveTextContent('Tarde');
    later.remove();
    // Put another placeholder in to be sure React has flushed the removal too.
    place('<div id="after" data-widget-name="test-echo" data-label="Después"></div>');
    await screen.findByTestId('echo-after');
    expect(screen.queryByTestId('echo-later')).toBeNull();
    expect(later.querySelector('[data-testid]')).toBeNull();
  });

  test('widgets joining or leaving the page do not render the others again', async () => {
    place('<div id="first" data-widget-name="test-renders"></div><div id="second" data-widget-name="test-renders"></div>');
    await screen.findByTestId('renders-second');
    await screen.findByTestId('renders-first');
    const joining = place(Array.from({ length: 20 }, (_, index) => `<div id="join-${index}" data-widget-name="test-renders"></div>`).join(''));
    await screen.findByTestId('renders-join-19');
    joining.remove();
    place('<div id="last" data-widget-name="test-renders"></div>');
    await screen.findByTestId('renders-last');
    expect(renderCounts.get('first')).toBe(1);
    expect(renderCounts.get('second')).toBe(1);
  });

  test('an element moved within the page keeps its widget (not torn down, not mounted twice)', async () => {
    const mounts: string[] = [];
    document.addEventListener(MOUNT_EVENT, (event) => mounts.push((event.target as Element).id));
    const from = place('<div id="mover" data-widget-name="test-echo" data-label="Móvil"></div>');
    const rendered = await screen.findByTestId('echo-mover');
    const to = place('');
    const element = document.getElementById('mover');
    if (element === null) throw new Error('placeholder missing');
    to.append(element);
    place('<div id="flush" data-widget-name="test-echo" data-label="f"></div>');
    await screen.findByTestId('echo-flush');
    expect(from.childElementCount).toBe(0);
    expect(screen.getByTestId('echo-mover')).toBe(rendered);
    expect(mounts.filter((id) => id === 'mover')).toHaveLength(1);
  });

  test('starting again or rescanning never mounts a placeholder twice', async () => {
    place('<div id="once" data-widget-name="test-echo" data-label="Una vez"></div>');
    await screen.findByTestId('echo-once');
    await start(testLoaders);
    // The rescan ran as `start` returned; a placeholder added after it mounts after any
    // second mount the rescan could have started, through the same steps.
    place('<div id="after" data-widget-name="test-echo" data-label="Después"></div>');
    await screen.findByTestId('echo-after');
    expect(screen.getAllByTestId('echo-once')).toHaveLength(1);
  });

  test('a render error stays in its widget: logged, dispatched as an event, others keep working', async () => {
    const failures: WidgetErrorDetail[] = [];
    const container = place(
      '<div id="boom" data-widget-name="test-boom" data-label="fallo"></div><div id="fine" data-widget-name="test-echo" data-label="Sigo"></div>',
    );
    container.addEventListener(ERROR_EVENT, (event) => failures.push((event as CustomEvent<WidgetErrorDetail>).detail));
    expect(await screen.findByTestId('echo-fine')).toHaveTextContent('Sigo');
    await waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]).toMatchObject({ widget: 'test-boom', phase: 'render' });
    expect(String(failures[0]?.error)).toContain('boom: fallo');
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/"test-boom" on <div#boom> \(render\): boom: fallo/), expect.any(Error));
    expect(document.getElementById('boom')).toHaveAttribute('data-widget-state', 'error');
    // The rest of the page still mounts new widgets.
    place('<div id="next" data-widget-name="test-echo" data-label="Después del error"></div>');
    expect(await screen.findByTestId('echo-next')).toBeInTheDocument();
  });
});
