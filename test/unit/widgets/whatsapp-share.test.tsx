import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock, HttpResponse } from 'msw';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

/** What happened, in order: the hit request started, the analytics event, the window. */
let events: string[];
/** How each hit's request ended, as the widget's own call sees it: `answered` or `failed`. */
let opened: { url: string; target: string; features: string }[];

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  events = [];
  opened = [];
  const send = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.method === 'POST') events.push(`hit ${new URL(input instanceof Request ? input.url : input).pathname}`);
    return send(input, init);
  });
  window.gtag = (_command, action, parameters) => events.push(`analytics ${action} ${String(parameters.event_category ?? parameters.method)}`);
  jest.spyOn(window, 'open').mockImplementation((url, target, features) => {
    events.push('window');
    opened.push({ url: String(url), target: String(target), features: String(features) });
    return null;
  });
});

afterEach(() => {
  removePlaceholders();
  delete window.SiteWidgets;
  delete window.gtag;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function shareBox(name = 'Medialunas de manteca', id = '31') {
  const element = place({ 'data-widget-name': 'whatsapp-share', 'data-post-id': id, 'data-post-name': name });
  const form = await screen.findByRole('form', { name: 'Compartir por Whatsapp' });
  return { element, form };
}

function fields(form: HTMLElement) {
  return {
    country: within(form).getByLabelText('Código de país'),
    area: within(form).getByLabelText('Código de área'),
    number: within(form).getByLabelText('Número'),
    send: within(form).getByRole('button', { name: /Enviar por Whatsapp/ }),
  };
}

test("the spec's texts, labelled numeric fields and the default country code", async () => {
  const { form } = await shareBox();
  expect(within(form).getByRole('heading', { name: 'Compartir por Whatsapp' })).toBeInTheDocument();
  expect(within(form).getByText('Completá el número a quién le quieras compartir la receta!')).toBeInTheDocument();
  const { country, area, number, send } = fields(form);
  expect(country).toHaveValue('+549');
  for (const input of [area, number]) {
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('type', 'tel');
  }
  expect(send).toHaveTextContent('Enviar por Whatsapp');
});

test('the button waits for an area code and a number of at least 4 digits, and says why', async () => {
  const user = userEvent.setup();
  const { form } = await shareBox();
  const { area, number, send } = fields(form);
  expect(send).toBeDisabled();
  expect(send).toHaveAccessibleDescription(/código de área y el número/);
  await user.type(number, '1234');
  expect(send).toBeDisabled();
  await user.type(area, '11');
  expect(send).toBeEnabled();
  expect(send).not.toHaveAccessibleDescription(/código de área/);
  await user.clear(number);
  await user.type(number, '123');
  expect(send).toBeDisabled();
  await user.clear(area);
  await user.type(number, '45');
  expect(send).toBeDisabled();
});

test('letters never enter the numeric fields; spaces and dashes stay but do not count as digits', async () => {
  const user = userEvent.setup();
  const { form } = await shareBox();
  const { country, area, number, send } = fields(form);
  await user.type(area, 'abc');
  await user.type(number, 'abcd');
  expect(area).toHaveValue('');
  expect(number).toHaveValue('');
  expect(send).toBeDisabled();
  expect(send).toHaveAccessibleDescription('Completá el código de área y el número (al menos 4 dígitos) para enviar.');
  await user.type(area, '11');
  await user.type(number, '12-3 ');
  expect(number).toHaveValue('12-3 ');
  expect(send).toBeDisabled();
  await user.type(number, 'x4');
  expect(number).toHaveValue('12-3 4');
  expect(send).toBeEnabled();
  // A paste keeps only what the field may hold.
  await user.clear(number);
  await user.click(number);
  await user.paste('tel. 15 1234-5678');
  expect(number).toHaveValue(' 15 1234-5678');
  await user.clear(country);
  await user.type(country, '+54 9 AR');
  expect(country).toHaveValue('+54 9 ');
});

test('a letter typed in the middle of a number is dropped and the caret stays where it was', async () => {
  const user = userEvent.setup();
  const { form } = await shareBox();
  const { number } = fields(form);
  await user.type(number, '12345678');
  await user.type(number, 'a', { initialSelectionStart: 4, initialSelectionEnd: 4 });
  expect(number).toHaveValue('12345678');
  expect(number).toHaveProperty('selectionStart', 4);
  await user.keyboard('9');
  expect(number).toHaveValue('123495678');
});

test('logged out: hit (user_id null) → analytics → WhatsApp window, with the normalised number and the recipe link', async () => {
  const user = userEvent.setup();
  const { form } = await shareBox('Chipá & mate #2 🧀');
  const { area, number, send } = fields(form);
  await user.type(area, '011');
  await user.type(number, '15 1234-5678');
  await user.click(send);
  expect(events).toEqual(['hit /api/hits', 'analytics click whatsapp', 'analytics share whatsapp', 'window']);
  await waitFor(() => expect(backendState.hits).toHaveLength(1));
  expect(backendState.hits[0]).toEqual({ entity: 'Chipá & mate #2 🧀', type: 'whatsapp', user_id: null, value: '+5491112345678' });
  const link = new URL(opened[0]?.url ?? '');
  expect(link.origin + link.pathname).toBe('https://wa.me/5491112345678');
  expect(link.searchParams.get('text')).toBe('Mirá esta receta: Chipá & mate #2 🧀 http://localhost/post/31');
  expect(opened[0]).toMatchObject({ target: '_blank', features: 'noopener' });
});

test("logged in: the hit carries the user's id, the XSRF header and keepalive", async () => {
  window.SiteWidgets = { user: { id: 42 } };
  document.cookie = 'XSRF-TOKEN=token%2Fvalue; path=/';
  const seen: { keepalive?: boolean; xsrf?: string | null; requestedWith?: string | null } = {};
  server.use(
    mock.post('*/api/hits', async ({ request }) => {
      seen.keepalive = request.keepalive;
      seen.xsrf = request.headers.get('x-xsrf-token');
      seen.requestedWith = request.headers.get('x-requested-with');
      const body: unknown = await request.json();
      events.push(`received ${JSON.stringify(body)}`);
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
  );
  const user = userEvent.setup();
  const { form } = await shareBox('Pan de campo', '7');
  const { area, number } = fields(form);
  await user.type(area, '351');
  await user.type(number, '6123456{Enter}');
  await waitFor(() => expect(events.at(-1)).toMatch(/^received/));
  expect(events.at(-1)).toBe('received {"entity":"Pan de campo","type":"whatsapp","user_id":42,"value":"+5493516123456"}');
  expect(seen).toEqual({ keepalive: true, xsrf: 'token/value', requestedWith: 'XMLHttpRequest' });
  expect(opened).toHaveLength(1);
});

test('the window opens within the click itself, even while the hit hangs', async () => {
  server.use(
    mock.post('*/api/hits', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  const { form } = await shareBox();
  const { area, number, send } = fields(form);
  fireEvent.change(area, { target: { value: '11' } });
  fireEvent.change(number, { target: { value: '12345678' } });
  await waitFor(() => expect(send).toBeEnabled());
  fireEvent.click(send);
  // Synchronously, before anything awaited: the click's permission to open a window is still there.
  expect(events).toEqual(['hit /api/hits', 'analytics click whatsapp', 'analytics share whatsapp', 'window']);
});

test.each([
  ['500', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
  ['419 (expired session)', () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })],
  ['429 (throttled)', () => HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '60' } })],
  ['a network error', () => HttpResponse.error()],
])('a hit answered with %s: the share goes on, the visitor sees nothing, and the failure is reported as a failed request', async (_, answer) => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(mock.post('*/api/hits', answer));
  const user = userEvent.setup();
  const { element, form } = await shareBox();
  const reported: unknown[] = [];
  element.addEventListener('site-widgets:error', (event) => reported.push(event instanceof CustomEvent ? event.detail : null));
  const { area, number, send } = fields(form);
  await user.type(area, '11');
  await user.type(number, '12345678');
  await user.click(send);
  expect(opened).toHaveLength(1);
  // The moment an error could show: the failure has been reported.
  await waitFor(() => expect(reported).toEqual([expect.objectContaining({ widget: 'whatsapp-share', phase: 'request', url: '/api/hits' })]));
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('could not record the share (it went on)'), expect.anything());
  expect(screen.queryByRole('alert')).toBeNull();
  expect(send).toBeEnabled();
});

test('Enter does not send while the button is disabled', async () => {
  const user = userEvent.setup();
  const { form } = await shareBox();
  const { area, number } = fields(form);
  await user.type(area, '11');
  await user.type(number, '123{Enter}');
  expect(events).toEqual([]);
  expect(opened).toEqual([]);
});

test("a placeholder without the recipe's id is refused with a clear message", async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const element = place({ 'data-widget-name': 'whatsapp-share', 'data-post-id': '3e1', 'data-post-name': 'Pan' });
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
  expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/"whatsapp-share" .*data-post-id: expected an id/), expect.any(Error));
});
