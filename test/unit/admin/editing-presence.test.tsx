import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { DEMO_PRESENCE_ITEMS } from '../../../mocks/fixtures';
import { EditingPresence } from '../../../src/admin/editing-presence/EditingPresence';
import type { PresenceAnswer, PresenceBeat } from '../../../src/admin/editing-presence/presence-api';
import { server } from '../msw-server';
import { renderInForm } from './helpers';

/**
 * Who is editing (docs/widgets/editors.md, "Who is editing"): the heartbeat against the
 * mocked backend (mocks/resources/presence.ts), shaped like the host's PresenceController.
 */
const ITEM = 'App\\Models\\Post:9.abc123';
const URL_PATH = '/admin/presencia';
const MINUTE = 60_000;

const FIELDS = '<input type="hidden" name="_token" value="token-del-formulario"><label for="name">Nombre</label><input id="name" name="name" value="Pan">';

function mount({ revision, interval = 20, token = true }: { revision?: number; interval?: number; token?: boolean } = {}) {
  return renderInForm(
    token ? FIELDS : FIELDS.replace(/<input type="hidden"[^>]*>/, ''),
    'editing-presence',
    <EditingPresence item={ITEM} noun="esta receta" revision={revision} back="#admin" url={URL_PATH} interval={interval} />,
  );
}

/** The others on ITEM, as the server would answer them. */
function others(answer: Partial<PresenceAnswer>): void {
  backendState.presence[ITEM] = { editors: [], saved: null, ...answer };
}

const editor = (id: number, name: string, minutesAgo: number) => ({ id, name, since: new Date(Date.now() - minutesAgo * MINUTE).toISOString() });

const beats = (): PresenceBeat[] => backendState.heartbeats.filter((beat) => beat.item === ITEM);

/** Fake clock for the beats; the rest (promises, msw) runs as usual. */
function fakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'referrer');
});

describe('on opening', () => {
  test('alone: the heartbeat goes at once, and nothing is shown', async () => {
    others({});
    const { placeholder } = mount();
    await waitFor(() => expect(beats()).toEqual([{ item: ITEM }]));
    // The answer has been handled: nothing came of it.
    await act(async () => {});
    expect(placeholder).toHaveTextContent('');
    expect(within(placeholder).queryAllByRole('button')).toEqual([]);
    // The request is the shared client's: Laravel's AJAX and XSRF headers.
    const request = backendState.requests.find((entry) => entry.url.endsWith(URL_PATH));
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  test('another editor: who and since when, politely, with Editar igual and Volver', async () => {
    others({ editors: [editor(3, 'Redacción', 3)] });
    mount();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Redacción está editando esta receta desde hace 3 min.'));
    expect(within(status).getByRole('button', { name: 'Editar igual' })).toBeEnabled();
    expect(within(status).getByRole('button', { name: 'Volver' })).toBeEnabled();
    // Information only: the form's own field is as usable as before.
    expect(screen.getByLabelText('Nombre')).toBeEnabled();
  });

  test('several: their names together, since the first of them began', async () => {
    others({ editors: [editor(3, 'Redacción', 3), editor(4, 'Ana', 12), editor(5, 'Beto', 0)] });
    mount();
    expect(await screen.findByText('Redacción, Ana y Beto están editando esta receta desde hace 12 min.')).toBeVisible();
  });

  test('Editar igual hides the notice and puts focus on the form’s first field', async () => {
    const user = userEvent.setup();
    others({ editors: [editor(3, 'Redacción', 3)] });
    const { placeholder } = mount();
    await user.click(await screen.findByRole('button', { name: 'Editar igual' }));
    expect(placeholder).toHaveTextContent('');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });

  test('Volver goes back when the page was opened from this site, else to the admin index', async () => {
    const user = userEvent.setup();
    others({ editors: [editor(3, 'Redacción', 3)] });
    const { unmount } = mount();
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(window.location.hash).toBe('#admin');
    unmount();

    Object.defineProperty(document, 'referrer', { configurable: true, value: `${window.location.origin}/admin` });
    window.history.pushState(null, '', window.location.href);
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    mount();
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe('later', () => {
  test('someone who starts editing is announced, and Cerrar dismisses it', async () => {
    fakeClock();
    others({});
    const { placeholder } = mount();
    await advance(0);
    expect(beats()).toHaveLength(1);
    expect(placeholder).toHaveTextContent('');

    others({ editors: [editor(3, 'Redacción', 0)] });
    await advance(20_000);
    expect(screen.getByRole('status')).toHaveTextContent('Redacción empezó a editar esta receta.');
    // Still there at the next beat: not announced again.
    await advance(20_000);
    expect(screen.getAllByText('Redacción empezó a editar esta receta.')).toHaveLength(1);

    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(placeholder).toHaveTextContent('');
  });

  test('a save by someone else is announced with its time, and what saving now will do', async () => {
    fakeClock();
    others({});
    mount({ revision: 4 });
    await advance(0);
    // The revision the page was printed at: nothing new.
    others({ saved: { revision: 4, by: 'Redacción', at: new Date(2026, 11, 1, 10, 30).toISOString() } });
    await advance(20_000);
    expect(screen.getByRole('status')).toHaveTextContent('');

    others({ saved: { revision: 5, by: 'Redacción', at: new Date(2026, 11, 1, 10, 42).toISOString() } });
    await advance(20_000);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Redacción guardó esta receta a las 10:42. Si guardás ahora, se te va a ofrecer combinar tus cambios con los suyos.',
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  test('without a revision from the page, saves after the first answer are the ones announced', async () => {
    fakeClock();
    others({ saved: { revision: 7, by: 'Redacción', at: new Date(2026, 11, 1, 9, 5).toISOString() } });
    mount();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    others({ saved: { revision: 8, by: null, at: new Date(2026, 11, 1, 9, 5).toISOString() } });
    await advance(20_000);
    expect(screen.getByRole('status')).toHaveTextContent('Alguien guardó esta receta a las 9:05.');
  });
});

describe('the heartbeat', () => {
  test('every 20 s while the page is visible; paused while hidden, at once when it shows again', async () => {
    fakeClock();
    others({});
    mount();
    await advance(0);
    expect(beats()).toHaveLength(1);
    await advance(19_999);
    expect(beats()).toHaveLength(1);
    await advance(1);
    expect(beats()).toHaveLength(2);
    await advance(20_000);
    expect(beats()).toHaveLength(3);

    setVisibility('hidden');
    await advance(120_000);
    expect(beats()).toHaveLength(3);

    setVisibility('visible');
    await advance(0);
    expect(beats()).toHaveLength(4);
    await advance(20_000);
    expect(beats()).toHaveLength(5);
  });

  test('data-interval sets the beat (tests use a short one)', async () => {
    fakeClock();
    others({});
    mount({ interval: 2 });
    await advance(0);
    await advance(6_000);
    expect(beats()).toHaveLength(4);
  });

  test('on pagehide: a beacon with the form’s CSRF field says the editor left, and the beats stop', async () => {
    fakeClock();
    others({});
    const sendBeacon = jest.fn<boolean, [string, (BodyInit | null)?]>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    mount();
    await advance(0);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(URL_PATH);
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body instanceof URLSearchParams ? body : [])).toEqual({ item: ITEM, leaving: '1', _token: 'token-del-formulario' });
    await advance(60_000);
    expect(beats()).toHaveLength(1);

    // Back from the back-forward cache: here again, at once.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await advance(0);
    expect(beats()).toHaveLength(2);
  });

  test('without a form field, the page’s <meta name="csrf-token"> goes with the beacon; without either, no beacon', async () => {
    fakeClock();
    others({});
    const sendBeacon = jest.fn<boolean, [string, (BodyInit | null)?]>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    const meta = Object.assign(document.createElement('meta'), { name: 'csrf-token', content: 'token-de-la-pagina' });
    document.head.append(meta);
    const { unmount } = mount({ token: false });
    await advance(0);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    const body = sendBeacon.mock.calls[0]?.[1];
    expect(Object.fromEntries(body instanceof URLSearchParams ? body : [])).toEqual({ item: ITEM, leaving: '1', _token: 'token-de-la-pagina' });
    unmount();

    meta.remove();
    sendBeacon.mockClear();
    mount({ token: false });
    await advance(0);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    // The server forgets the editor a minute after the last heartbeat instead.
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  test.each([
    ['the network', () => HttpResponse.error()],
    ['419 (the session expired)', () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })],
    ['500', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
    ['an answer of another shape', () => HttpResponse.json({ editors: 'nadie' })],
  ])('a failed heartbeat (%s) shows nothing, warns once, and the next beat tries again', async (_, failure) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    fakeClock();
    others({ editors: [editor(3, 'Redacción', 3)] });
    server.use(http.post(`*${URL_PATH}`, failure, { once: true }));
    const { placeholder } = mount();
    await advance(0);
    expect(placeholder).toHaveTextContent('');
    expect(screen.getByLabelText('Nombre')).toBeEnabled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[site-widgets\] "editing-presence": heartbeat to \/admin\/presencia failed/);

    // The next beat is the first answer: it shows who is editing.
    await advance(20_000);
    expect(screen.getByRole('status')).toHaveTextContent('Redacción está editando esta receta desde hace 3 min.');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the mocked route, as the host answers', () => {
  const post = (body: unknown) =>
    fetch(`http://localhost${URL_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  test('an item the server did not print: 403; no item: 422', async () => {
    expect((await post({ item: 'App\\Models\\Post:1.forged' })).status).toBe(403);
    expect((await post({})).status).toBe(422);
    expect(backendState.heartbeats).toEqual([]);
  });

  test('the demo’s recipe has another editor', async () => {
    const answer = (await (await post({ item: DEMO_PRESENCE_ITEMS.recipe })).json()) as PresenceAnswer;
    expect(answer.editors.map(({ name }) => name)).toEqual(['Redacción']);
  });
});
