import { screen, waitFor } from '@testing-library/react';
import { start } from '../../../src/runtime/start';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { testLoaders } from './test-widgets';

/**
 * The loading strategies besides `visible`'s default (visible.test.tsx): each holds its
 * placeholder `deferred` — its code not even asked for — until its moment, then mounts. jsdom
 * has no idle callbacks, media queries, layout or IntersectionObserver: each is a stand-in the
 * test drives, so "not before" is read off a positive signal (the strategy is waiting on the
 * stand-in) rather than after a pause.
 */
setUpRuntimeEnvironment();
const asked: string[] = [];
const counted = (name: string) => () => {
  asked.push(name);
  return testLoaders[name]?.() ?? Promise.reject(new Error(`no ${name}`));
};
const loaders = { ...testLoaders, 'test-echo': counted('test-echo'), 'test-counter': counted('test-counter') };

const idleCallbacks: { run: IdleRequestCallback; options: IdleRequestOptions | undefined }[] = [];
const mediaLists = new Map<string, FakeMediaList>();
const observers: FakeObserver[] = [];
const errors: string[] = [];

class FakeMediaList extends EventTarget {
  matches = false;
  constructor(readonly media: string) {
    super();
  }
  /** The window comes to match (or stop matching) the query. */
  set(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(Object.assign(new Event('change'), { matches, media: this.media }));
  }
}

class FakeObserver {
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    if (!/^(\d+(px|%)\s*){1,4}$/.test(options.rootMargin ?? '0px')) throw new SyntaxError('rootMargin must be specified in pixels or percent');
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  reveal(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const observing = (element: Element) => observers.find((observer) => observer.observed.has(element));

function add(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  const element = document.body.lastElementChild;
  if (!(element instanceof HTMLElement)) throw new Error('placeholder missing');
  return element;
}

beforeAll(async () => {
  Object.assign(window, {
    requestIdleCallback: (run: IdleRequestCallback, options?: IdleRequestOptions) => idleCallbacks.push({ run, options }),
    cancelIdleCallback: () => {},
    matchMedia: (query: string) => {
      const list = mediaLists.get(query) ?? new FakeMediaList(/^\(.+\)$/.test(query) ? query : 'not all');
      mediaLists.set(query, list);
      return list;
    },
    IntersectionObserver: FakeObserver,
  });
  await start(loaders);
});
beforeEach(() => {
  asked.length = 0;
  errors.length = 0;
  jest.spyOn(console, 'error').mockImplementation((message: unknown) => errors.push(String(message)));
});

test('idle: after the page loaded, at the idle callback (with its timeout, 2000 ms unless set); not before', async () => {
  const lazy = add('<div id="idle" data-widget-name="test-echo" data-label="Ocioso" data-widget-load="idle" data-widget-load-timeout="500"></div>');
  await waitFor(() => expect(idleCallbacks).toHaveLength(1));
  expect(lazy).toHaveAttribute('data-widget-state', 'deferred');
  expect(idleCallbacks[0]?.options).toEqual({ timeout: 500 });
  expect(asked).toEqual([]);
  idleCallbacks[0]?.run({ didTimeout: false, timeRemaining: () => 10 });
  expect(await screen.findByTestId('echo-idle')).toHaveTextContent('Ocioso');
  expect(asked).toEqual(['test-echo']);

  add('<div id="idle-default" data-widget-name="test-echo" data-label="x" data-widget-load="idle" data-widget-load-timeout="pronto"></div>');
  await waitFor(() => expect(idleCallbacks).toHaveLength(2));
  expect(idleCallbacks[1]?.options).toEqual({ timeout: 2000 });
  expect(errors).toEqual([expect.stringContaining('#idle-default: data-widget-load-timeout="pronto" could not be read; waiting at most 2000 ms')]);
});

test('media: loads when the query matches — at once, or when the window comes to match it; a missing or unreadable query loads at once, and says so', async () => {
  const phone = add(
    '<div id="phone" data-widget-name="test-echo" data-label="Teléfono" data-widget-load="media" data-widget-load-media="(max-width: 47.99rem)"></div>',
  );
  await waitFor(() => expect(phone).toHaveAttribute('data-widget-state', 'deferred'));
  expect(mediaLists.get('(max-width: 47.99rem)')?.matches).toBe(false);
  expect(asked).toEqual([]);
  mediaLists.get('(max-width: 47.99rem)')?.set(true);
  expect(await screen.findByTestId('echo-phone')).toHaveTextContent('Teléfono');

  add('<div id="matches" data-widget-name="test-echo" data-label="Ya" data-widget-load="media" data-widget-load-media="(max-width: 47.99rem)"></div>');
  expect(await screen.findByTestId('echo-matches')).toHaveTextContent('Ya');

  add('<div id="no-query" data-widget-name="test-echo" data-label="Sin consulta" data-widget-load="media"></div>');
  add('<div id="bad-query" data-widget-name="test-echo" data-label="Mala" data-widget-load="media" data-widget-load-media="teléfonos"></div>');
  expect(await screen.findByTestId('echo-no-query')).toHaveTextContent('Sin consulta');
  expect(await screen.findByTestId('echo-bad-query')).toHaveTextContent('Mala');
  expect(errors).toEqual([
    expect.stringContaining('#no-query: data-widget-load-media="" could not be read; loading at once'),
    expect.stringContaining('#bad-query: data-widget-load-media="teléfonos" could not be read; loading at once'),
  ]);
});

test('interaction: the pointer over the placeholder starts it; nothing before', async () => {
  const hover = add('<div id="hover" data-widget-name="test-counter" data-widget-load="interaction"><p>Reservado</p></div>');
  add('<div id="eager" data-widget-name="test-echo" data-label="Enseguida"></div>');
  // The positive signal: a placeholder of the same page, with no strategy, has mounted.
  expect(await screen.findByTestId('echo-eager')).toHaveTextContent('Enseguida');
  expect(hover).toHaveAttribute('data-widget-state', 'deferred');
  expect(asked).not.toContain('test-counter');
  hover.querySelector('p')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await screen.findByTestId('counter-hover')).toHaveTextContent('Pulsado 0');
  expect(asked).toContain('test-counter');
});

test('interaction: focus on the fallback moves to the widget once it shows, and a click where the fallback did nothing is given to the widget', async () => {
  const keyboard = add('<div id="keys" data-widget-name="test-counter" data-widget-load="interaction"><span tabindex="0">Cargando…</span></div>');
  await waitFor(() => expect(keyboard).toHaveAttribute('data-widget-state', 'deferred'));
  keyboard.querySelector('span')?.focus();
  const button = await screen.findByTestId('counter-keys');
  await waitFor(() => expect(button).toHaveFocus());
  expect(button).toHaveTextContent('Pulsado 0');

  const pointer = add('<div id="tap" data-widget-name="test-counter" data-widget-load="interaction"><span>Cargando…</span></div>');
  await waitFor(() => expect(pointer).toHaveAttribute('data-widget-state', 'deferred'));
  const fallback = pointer.querySelector('span');
  fallback?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  fallback?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 30 }));
  const points: [number, number][] = [];
  document.elementFromPoint = (x: number, y: number) => {
    points.push([x, y]);
    return pointer.querySelector('button');
  };
  await waitFor(() => expect(screen.getByTestId('counter-tap')).toHaveTextContent('Pulsado 1'));
  expect(points).toEqual([[20, 30]]);
});

test('interaction: a click on a fallback link already did its work, and is not repeated', async () => {
  const linked = add('<div id="linked" data-widget-name="test-counter" data-widget-load="interaction"><a href="#arriba">Ver</a></div>');
  await waitFor(() => expect(linked).toHaveAttribute('data-widget-state', 'deferred'));
  const link = linked.querySelector('a');
  link?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 5, clientY: 5 }));
  const looked: [number, number][] = [];
  document.elementFromPoint = (x: number, y: number) => {
    looked.push([x, y]);
    return linked.querySelector('button');
  };
  const mounted = new Promise((resolve) => linked.addEventListener('site-widgets:mount', resolve, { once: true }));
  const button = await screen.findByTestId('counter-linked');
  // The replay runs on the mount event, before this listener (added later): by now it has run, or never will.
  await mounted;
  expect(looked).toEqual([]);
  expect(button).toHaveTextContent('Pulsado 0');
});

test("visible: data-widget-load-margin sets the observer's margin; one it cannot read falls back to the default, and says so", async () => {
  const near = add('<div id="near" data-widget-name="test-echo" data-label="Cerca" data-widget-load="visible" data-widget-load-margin="200px"></div>');
  const odd = add('<div id="odd" data-widget-name="test-echo" data-label="Rara" data-widget-load="visible" data-widget-load-margin="mucho"></div>');
  await waitFor(() => expect(observing(near)?.options.rootMargin).toBe('200px'));
  await waitFor(() => expect(observing(odd)?.options.rootMargin).toBe('100% 0px'));
  expect(errors).toEqual([expect.stringContaining('#odd: data-widget-load-margin="mucho" could not be read; loading with the default margin (100% 0px)')]);
  observing(near)?.reveal(near);
  expect(await screen.findByTestId('echo-near')).toHaveTextContent('Cerca');
});

test('visible under data saver: no early start, whatever the margin; it waits until the placeholder is on screen', async () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  try {
    const saver = add('<div id="saver" data-widget-name="test-echo" data-label="Ahorro" data-widget-load="visible" data-widget-load-margin="400px"></div>');
    await waitFor(() => expect(observing(saver)?.options.rootMargin).toBe('0px'));
    expect(saver).toHaveAttribute('data-widget-state', 'deferred');
    observing(saver)?.reveal(saver);
    expect(await screen.findByTestId('echo-saver')).toHaveTextContent('Ahorro');
  } finally {
    Reflect.deleteProperty(navigator, 'connection');
  }
});
