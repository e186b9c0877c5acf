import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recipeProducts } from '../../../mocks/fixtures';
import { SPLIT_SHIFTS } from '../../../mocks/fixtures/distributor-hours';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { start } from '../../../src/runtime';
import type { Distributor } from '../../../src/shared/api/distributors';
import type { HitPayload } from '../../../src/shared/api/hits';
import { NOT_FOUND_WAIT } from '../../../src/widgets/distributor-list/use-not-found-hit';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

/**
 * What the brand learns (docs/laravel-host.md, "What the brand learns"): 'Dónde comprar' counts a
 * province chosen or 'Cerca mío' tapped (`donde-comprar-consulta`), the directory a search that
 * found nothing once the typing rests (`busqueda-sin-resultado`); each once a page view, never
 * with anyone's id or position, and a failure changes nothing on the page. The clock is faked.
 */

setUpRuntimeEnvironment();

const RECIPE = 'Pan casero de campo';
/** A Monday at 20:29 in Argentina (UTC−3): split shifts are open; at 23:00, closed. */
const at = (local: string) => new Date(`${local}-03:00`);
const DISTRIBUTORS: Distributor[] = [
  { id: 1, name: 'Almacén Norte', province: 'Córdoba', locality: 'Río Cuarto', hours: SPLIT_SHIFTS, whatsapp: '+5493515551234', products: [2] },
  { id: 2, name: 'Autoservicio Sur', province: '  CÓRDOBA', locality: 'Villa María', hours: SPLIT_SHIFTS },
  { id: 3, name: 'Despensa Salteña', province: 'Salta', locality: 'Cafayate', hours: SPLIT_SHIFTS, lat: -26.07, lng: -65.97 },
];
const HERE = { lat: -31.41357, lng: -64.48213 };

const kind = (type: HitPayload['type']) => backendState.hits.filter((hit) => hit.type === type);
const hitRequests = () => backendState.requests.filter((request) => request.url.endsWith('/api/hits'));

function clock(now: Date): void {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback', 'performance'] });
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  backendState.distributors = structuredClone(DISTRIBUTORS);
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/distribuidores');
  Element.prototype.scrollIntoView = jest.fn();
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (success: PositionCallback) =>
        setTimeout(() => success({ coords: { latitude: HERE.lat, longitude: HERE.lng } } as GeolocationPosition), 5),
    },
    configurable: true,
  });
  jest.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => {
  removePlaceholders();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("'Dónde comprar': a province chosen or 'Cerca mío' tapped", () => {
  async function recipePage(): Promise<HTMLElement> {
    const element = place({
      'data-widget-name': 'where-to-buy',
      'data-products': JSON.stringify(recipeProducts),
      'data-post-id': '7',
      'data-post-name': RECIPE,
      'data-servings': '4',
    });
    await waitFor(() => expect(within(element).getByRole('combobox', { name: 'Provincia' })).toBeEnabled());
    return element;
  }

  test("each province once a page view, as the list shows it; 'Cerca mío' once, as cerca-mio, never the position", async () => {
    clock(at('2026-06-01T20:29:00'));
    const element = await recipePage();
    const province = within(element).getByRole('combobox', { name: 'Provincia' });
    const near = within(element).getByRole('button', { name: 'Cerca mío' });
    expect(backendState.hits).toEqual([]);

    for (const key of ['córdoba', 'salta', 'córdoba', '', 'salta']) await user().selectOptions(province, key);
    await user().click(near);
    await waitFor(() => expect(near).toHaveAttribute('aria-pressed', 'true'));
    await user().click(near);
    await user().click(near);
    await advance(50);

    await waitFor(() =>
      expect(kind('donde-comprar-consulta')).toEqual([
        { entity: RECIPE, type: 'donde-comprar-consulta', user_id: null, value: 'Córdoba' },
        { entity: RECIPE, type: 'donde-comprar-consulta', user_id: null, value: 'Salta' },
        { entity: RECIPE, type: 'donde-comprar-consulta', user_id: null, value: 'cerca-mio' },
      ]),
    );
    expect(hitRequests()).toHaveLength(3);
    expect(JSON.stringify(backendState.requests)).not.toMatch(/31[.,]41|64[.,]48/);

    // The order still records its own hit, with its distributor.
    await user().selectOptions(province, 'córdoba');
    await user().click(within(element).getByRole('button', { name: /^Pedir por WhatsApp a Almacén Norte/ }));
    await waitFor(() => expect(kind('donde-comprar')).toEqual([{ entity: RECIPE, type: 'donde-comprar', user_id: null, value: '1' }]));
    expect(kind('donde-comprar-consulta')).toHaveLength(3);
  });

  test('a failed hit changes nothing the visitor sees, and is reported', async () => {
    clock(at('2026-06-01T20:29:00'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/hits', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const element = await recipePage();
    await user().selectOptions(within(element).getByRole('combobox', { name: 'Provincia' }), 'córdoba');
    await advance(50);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/could not record the choice \(it went on\)/), expect.anything()));
    expect(element.querySelectorAll('.sw-where-to-buy__item')).toHaveLength(2);
    expect(element).toHaveTextContent('2 distribuidores en Córdoba');
    expect(within(element).queryByRole('alert')).toBeNull();
  });
});

describe('the directory: a search that finds nothing', () => {
  async function directory(): Promise<HTMLElement> {
    const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list' });
    await waitFor(() => expect(within(element).getByRole('switch', { name: 'Abierto ahora' })).toBeEnabled());
    return element;
  }
  const searchBox = (element: HTMLElement) => within(element).getByRole('searchbox', { name: 'Buscar por nombre o localidad' });

  test('posted once the typing rests 1.5 s, as the directory compares it, with the province or todas; once per (search, province)', async () => {
    clock(at('2026-06-01T20:29:00'));
    const element = await directory();
    await user().type(searchBox(element), 'Harina  INTEGRAL');
    expect(element).toHaveTextContent('No encontramos distribuidores para "Harina INTEGRAL".');
    await advance(NOT_FOUND_WAIT - 100);
    expect(hitRequests()).toHaveLength(0);
    // Another letter: the wait starts again, and only the search as it rests is counted.
    await user().type(searchBox(element), 'X');
    await advance(NOT_FOUND_WAIT - 100);
    expect(hitRequests()).toHaveLength(0);
    await advance(100);
    await waitFor(() => expect(backendState.hits).toEqual([{ entity: 'todas', type: 'busqueda-sin-resultado', user_id: null, value: 'harina integralx' }]));

    // The same search in a province: another count; back to all of them: not again.
    await user().selectOptions(within(element).getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    await advance(NOT_FOUND_WAIT);
    await user().click(within(element).getByRole('button', { name: 'Ver todas las provincias' }));
    await advance(NOT_FOUND_WAIT * 2);
    await waitFor(() => expect(backendState.hits).toHaveLength(2));
    expect(backendState.hits[1]).toEqual({ entity: 'Córdoba', type: 'busqueda-sin-resultado', user_id: null, value: 'harina integralx' });
    expect(hitRequests()).toHaveLength(2);
  });

  test('a search that finds someone, or one cleared before the typing rests: nothing posted', async () => {
    clock(at('2026-06-01T20:29:00'));
    const element = await directory();
    await user().type(searchBox(element), 'cafayate');
    await advance(NOT_FOUND_WAIT * 2);
    await user().clear(searchBox(element));
    await user().type(searchBox(element), 'zzz');
    await advance(NOT_FOUND_WAIT / 2);
    await user().clear(searchBox(element));
    await advance(NOT_FOUND_WAIT * 2);
    expect(hitRequests()).toHaveLength(0);
  });

  test("a list empty only because of 'Abierto ahora': nothing posted", async () => {
    clock(at('2026-06-01T23:00:00'));
    const element = await directory();
    await user().click(within(element).getByRole('switch', { name: 'Abierto ahora' }));
    await user().type(searchBox(element), 'norte');
    expect(element.querySelectorAll('.sw-distributors__item')).toHaveLength(0);
    await advance(NOT_FOUND_WAIT * 2);
    await user().selectOptions(within(element).getByRole('combobox', { name: 'Provincia' }), 'Salta');
    await user().clear(searchBox(element));
    await advance(NOT_FOUND_WAIT * 2);
    expect(element.querySelectorAll('.sw-distributors__item')).toHaveLength(0);
    expect(hitRequests()).toHaveLength(0);
  });

  test('a province from the address with none: counted with an empty search; cut to 50 characters; a phone number or an e-mail never sent', async () => {
    clock(at('2026-06-01T20:29:00'));
    window.history.replaceState(null, '', '/distribuidores?provincia=Jujuy');
    const element = await directory();
    expect(element).toHaveTextContent('No hay distribuidores en Jujuy.');
    await advance(NOT_FOUND_WAIT);
    await waitFor(() => expect(backendState.hits).toEqual([{ entity: 'Jujuy', type: 'busqueda-sin-resultado', user_id: null, value: '' }]));

    await user().type(searchBox(element), '351 555-1234');
    await advance(NOT_FOUND_WAIT * 2);
    await user().clear(searchBox(element));
    await user().type(searchBox(element), 'ana@example.com');
    await advance(NOT_FOUND_WAIT * 2);
    await user().clear(searchBox(element));
    await user().type(searchBox(element), `${'Ñandú '.repeat(8)}y más`);
    await advance(NOT_FOUND_WAIT * 2);
    await waitFor(() => expect(backendState.hits).toHaveLength(2));
    const value = 'nandu nandu nandu nandu nandu nandu nandu nandu y';
    expect(value).toHaveLength(49);
    expect(backendState.hits[1]).toEqual({ entity: 'Jujuy', type: 'busqueda-sin-resultado', user_id: null, value });
    expect(hitRequests()).toHaveLength(2);
  });

  test('a failed hit changes nothing the visitor sees, and is reported', async () => {
    clock(at('2026-06-01T20:29:00'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/hits', () => HttpResponse.error()));
    const element = await directory();
    await user().type(searchBox(element), 'zzz');
    const before = element.innerHTML;
    await advance(NOT_FOUND_WAIT);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/could not count the search \(it went on\)/), expect.anything()));
    expect(element.innerHTML).toBe(before);
    expect(searchBox(element)).toHaveValue('zzz');
  });
});
