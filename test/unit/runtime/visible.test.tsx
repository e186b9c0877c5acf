import { screen, waitFor } from '@testing-library/react';
import { start } from '../../../src/runtime/start';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { testLoaders } from './test-widgets';

/** jsdom has no IntersectionObserver: a stand-in the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The element comes within the root margin. */
  reveal(element: Element) {
    const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function observer(): FakeIntersectionObserver {
  const instance = FakeIntersectionObserver.instances[0];
  if (instance === undefined) throw new Error('no IntersectionObserver was created');
  return instance;
}

setUpRuntimeEnvironment();
const loaderCalls: string[] = [];
const loaders = {
  ...testLoaders,
  'test-echo': () => {
    loaderCalls.push('test-echo');
    return testLoaders['test-echo']?.() ?? Promise.reject(new Error('missing'));
  },
};

beforeAll(async () => {
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true });
  await start(loaders);
});

test('data-widget-load="visible" waits, downloading nothing, until the placeholder nears the viewport', async () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="far" data-widget-name="test-echo" data-label="Lejos" data-widget-load="visible" style="min-height:400px"><p>Reservado</p></div>',
  );
  const far = document.getElementById('far');
  if (far === null) throw new Error('placeholder missing');
  await waitFor(() => expect(far).toHaveAttribute('data-widget-state', 'deferred'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loaderCalls).toEqual([]);
  expect(far).toHaveTextContent('Reservado');
  // A generous margin: the download starts a viewport ahead of the visitor.
  expect(observer().options.rootMargin).toBe('100% 0px');
  expect(observer().observed.has(far)).toBe(true);

  observer().reveal(far);
  expect(await screen.findByTestId('echo-far')).toHaveTextContent('Lejos');
  expect(loaderCalls).toEqual(['test-echo']);
  expect(observer().observed.has(far)).toBe(false);
  expect(far).toHaveAttribute('data-widget-state', 'mounted');
});

test('a deferred placeholder removed before it was needed is forgotten; put back, it waits again', async () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<section id="box"><div id="gone" data-widget-name="test-echo" data-label="Ida" data-widget-load="visible"></div></section>',
  );
  const gone = document.getElementById('gone');
  if (gone === null) throw new Error('placeholder missing');
  await waitFor(() => expect(observer().observed.has(gone)).toBe(true));
  gone.remove();
  await waitFor(() => expect(observer().observed.has(gone)).toBe(false));
  document.body.append(gone);
  await waitFor(() => expect(observer().observed.has(gone)).toBe(true));
  observer().reveal(gone);
  expect(await screen.findByTestId('echo-gone')).toHaveTextContent('Ida');
});

test('without IntersectionObserver a deferred placeholder mounts at once', async () => {
  const saved = window.IntersectionObserver;
  Object.defineProperty(window, 'IntersectionObserver', { value: undefined, configurable: true });
  try {
    document.body.insertAdjacentHTML('beforeend', '<div id="old" data-widget-name="test-echo" data-label="Navegador viejo" data-widget-load="visible"></div>');
    expect(await screen.findByTestId('echo-old')).toHaveTextContent('Navegador viejo');
  } finally {
    Object.defineProperty(window, 'IntersectionObserver', { value: saved, configurable: true });
  }
});

test('a strategy is looked up by its trimmed name; a name no strategy has (a later one, a typo) loads at once, as none does', async () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="spaced" data-widget-name="test-echo" data-label="Con espacios" data-widget-load=" visible "></div>' +
      '<div id="unknown-strategy" data-widget-name="test-echo" data-label="Desconocida" data-widget-load="constructor"></div>',
  );
  const spaced = document.getElementById('spaced');
  if (spaced === null) throw new Error('placeholder missing');
  expect(await screen.findByTestId('echo-unknown-strategy')).toHaveTextContent('Desconocida');
  expect(spaced).toHaveAttribute('data-widget-state', 'deferred');
  expect(observer().observed.has(spaced)).toBe(true);
  observer().reveal(spaced);
  expect(await screen.findByTestId('echo-spaced')).toHaveTextContent('Con espacios');
});
