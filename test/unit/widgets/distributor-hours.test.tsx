import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPEN_ON_HOLIDAYS, SPLIT_SHIFTS } from '../../../mocks/fixtures/distributor-hours';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { start } from '../../../src/runtime';
import type { Distributor } from '../../../src/shared/api/distributors';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

/**
 * The directory's opening hours (docs/widgets/catalogue.md, "Opening hours"): each row's status
 * in Argentina's time, renewed as each minute starts, and the filter 'Abierto ahora' with its
 * `abierto` parameter. The clock is faked; instants are written in Argentina's time (UTC−3).
 */

setUpRuntimeEnvironment();

const at = (local: string) => new Date(`${local}-03:00`);

const DISTRIBUTORS: Distributor[] = [
  { id: 1, name: 'Almacén Norte', province: 'Córdoba', hours: SPLIT_SHIFTS },
  { id: 2, name: 'Autoservicio Sur', province: 'Córdoba', hours: OPEN_ON_HOLIDAYS },
  { id: 3, name: 'Casa Sin Horario', province: 'Córdoba', hours: null },
  {
    id: 4,
    name: 'Depósito de Vacaciones',
    province: 'Salta',
    hours: { ...SPLIT_SHIFTS, closure: { from: '2026-05-25', until: '2026-06-12', reason: 'vacaciones' } },
  },
];

/** As the API may send one: hours it cannot read, the row kept. */
const unreadable = { id: 5, name: 'Distribuidora Rota', province: 'Salta', hours: { weekly: 'siempre' } };

function clock(now: Date): void {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback', 'performance'] });
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function directory(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list', ...attributes });
  await waitFor(() => expect(within(element).getByRole('switch', { name: 'Abierto ahora' })).toBeEnabled());
  return element;
}

/** Each row's name and hours line. */
const rows = (element: HTMLElement) =>
  [...element.querySelectorAll('.sw-distributors__item')].map(
    (row) => `${row.querySelector('.sw-distributors__name')?.textContent ?? ''}: ${row.querySelector('.sw-distributors__hours')?.textContent ?? ''}`,
  );
const count = (element: HTMLElement) => element.querySelector('.sw-distributors__count')?.textContent ?? '';
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  // The API's answer as JSON: the unreadable row is what a backend might send.
  backendState.distributors = JSON.parse(JSON.stringify([...DISTRIBUTORS, unreadable])) as Distributor[];
  sessionStorage.clear();
  window.history.replaceState(null, '', '/distribuidores');
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  removePlaceholders();
  jest.useRealTimers();
});

describe('each row says whether it is open now', () => {
  test('open, closed, temporarily closed, unknown; an unreadable `hours` is unknown and keeps its row', async () => {
    clock(at('2026-06-01T20:29:00'));
    const element = await directory();
    expect(rows(element)).toEqual([
      'Almacén Norte: Abierto · cierra 20:30',
      'Autoservicio Sur: Abierto · cierra 21:00',
      'Casa Sin Horario: Horario no informado',
      'Depósito de Vacaciones: Cerrado por vacaciones hasta el 12/6',
      'Distribuidora Rota: Horario no informado',
    ]);
    // The words say it; the colour only repeats them.
    const open = element.querySelector('[data-distributor-id="1"] .sw-distributors__hours');
    expect(open).toHaveClass('sw-distributors__hours--open');
    expect(element.querySelector('[data-distributor-id="3"] .sw-distributors__hours')).toHaveClass('sw-distributors__hours--unknown');
  });

  test('on a holiday', async () => {
    // Monday 15 June 2026: Güemes.
    clock(at('2026-06-15T10:00:00'));
    const element = await directory();
    expect(rows(element).slice(0, 2)).toEqual(['Almacén Norte: Cerrado por feriado · abre mañana 9:00', 'Autoservicio Sur: Abierto · cierra 21:00']);
  });

  test('renewed as each minute starts, not before; the timer stops when the widget leaves', async () => {
    clock(at('2026-06-01T20:29:30'));
    const element = await directory();
    expect(rows(element)[0]).toBe('Almacén Norte: Abierto · cierra 20:30');
    const row = element.querySelector('[data-distributor-id="2"]');

    await advance(at('2026-06-01T20:29:59.900').getTime() - Date.now());
    expect(rows(element)[0]).toBe('Almacén Norte: Abierto · cierra 20:30');
    await advance(100);
    expect(rows(element)[0]).toBe('Almacén Norte: Cerrado · abre mañana 9:00');
    // The other rows are the same elements, their words unchanged.
    expect(element.querySelector('[data-distributor-id="2"]')).toBe(row);

    await advance(29 * 60_000);
    expect(rows(element)[1]).toBe('Autoservicio Sur: Abierto · cierra 21:00');
    await advance(60_000);
    expect(rows(element)[1]).toBe('Autoservicio Sur: Cerrado · abre mañana 8:00');

    // The next minute's timeout is the only timer; gone once the widget is (waitFor would add its own).
    expect(jest.getTimerCount()).toBe(1);
    removePlaceholders();
    for (let turn = 0; turn < 20 && jest.getTimerCount() > 0; turn += 1) await act(() => Promise.resolve());
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("'Abierto ahora'", () => {
  test('keeps the distributors open now, in the address as `abierto=1`; back turns it off', async () => {
    clock(at('2026-06-01T20:29:00'));
    const element = await directory();
    const filter = within(element).getByRole('switch', { name: 'Abierto ahora' });
    expect(filter).not.toBeChecked();

    await user().click(filter);
    expect(filter).toBeChecked();
    expect(window.location.search).toBe('?abierto=1');
    expect(rows(element)).toEqual(['Almacén Norte: Abierto · cierra 20:30', 'Autoservicio Sur: Abierto · cierra 21:00']);
    expect(count(element)).toBe('2 distribuidores, abiertos ahora');

    // A minute later one has closed: it leaves the list.
    await advance(60_000);
    expect(rows(element)).toEqual(['Autoservicio Sur: Abierto · cierra 21:00']);
    expect(count(element)).toBe('1 distribuidor, abiertos ahora');

    window.history.back();
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(filter).not.toBeChecked());
    expect(rows(element)).toHaveLength(5);
  });

  test('from the address, with a province none of whose distributors is open: said, and a way back to all', async () => {
    clock(at('2026-06-01T20:29:00'));
    window.history.replaceState(null, '', '/distribuidores?provincia=Salta&abierto=1');
    const element = await directory();
    expect(within(element).getByRole('switch', { name: 'Abierto ahora' })).toBeChecked();
    expect(rows(element)).toEqual([]);
    expect(element).toHaveTextContent('Ahora no hay distribuidores abiertos en Salta. Probá más tarde o mirá también los cerrados.');

    await user().click(within(element).getByRole('button', { name: 'Ver también los cerrados' }));
    expect(rows(element)).toEqual(['Depósito de Vacaciones: Cerrado por vacaciones hasta el 12/6', 'Distribuidora Rota: Horario no informado']);
    expect(window.location.search).toBe('?provincia=Salta');
  });

  test('with the widget’s prefix', async () => {
    clock(at('2026-06-01T10:00:00'));
    const element = await directory({ 'data-url-prefix': 'dist-' });
    await user().click(within(element).getByRole('switch', { name: 'Abierto ahora' }));
    expect(window.location.search).toBe('?dist-abierto=1');
  });

  test('distributors without hours are listed until the filter is on', async () => {
    clock(at('2026-06-01T10:00:00'));
    const element = await directory();
    expect(screen.getByText('Casa Sin Horario')).toBeInTheDocument();
    await user().click(within(element).getByRole('switch', { name: 'Abierto ahora' }));
    expect(screen.queryByText('Casa Sin Horario')).toBeNull();
  });
});
