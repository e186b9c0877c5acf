import { act, waitFor } from '@testing-library/react';
import { SPLIT_SHIFTS } from '../../../mocks/fixtures/distributor-hours';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

/**
 * `distributor-hours`, a distributor's own line on its page (docs/widgets/catalogue.md, "Opening
 * hours"): the host's printed line replaced by the same words, renewed as each minute starts, in
 * Argentina's time; unknown hours "Horario no informado"; hours it cannot read refused with the
 * host's line left in place. Instants are written in Argentina's time (UTC−3).
 */
setUpRuntimeEnvironment();

const at = (local: string) => new Date(`${local}-03:00`);

function clock(now: Date): void {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback', 'performance'] });
}

function line(hours: string): HTMLElement {
  const element = place({ id: 'hours-now', 'data-widget-name': 'distributor-hours', 'data-hours': hours });
  element.innerHTML = '<p class="sw-hours__now">Impreso por el servidor</p>';
  return element;
}

beforeAll(async () => {
  await start(publicWidgets);
});

afterEach(() => {
  removePlaceholders();
  jest.useRealTimers();
});

test('says the hours now and follows the clock as each minute starts', async () => {
  clock(at('2026-06-01T12:59:30'));
  const element = line(JSON.stringify(SPLIT_SHIFTS));
  await waitFor(() => expect(element.querySelector('[data-hours-status]')).toHaveTextContent('Abierto · cierra 13:00'));
  expect(element.querySelector('[data-hours-status]')).toHaveClass('sw-hours__now', 'sw-hours__now--open');
  expect(element).not.toHaveTextContent('Impreso por el servidor');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(30_000);
  });
  expect(element.querySelector('[data-hours-status]')).toHaveTextContent('Cerrado · abre hoy 17:00');
  expect(element.querySelector('[data-hours-status]')).toHaveAttribute('data-hours-status', 'closed');
});

test('unknown hours (null) say "Horario no informado", never "Cerrado"', async () => {
  const element = line('null');
  await waitFor(() => expect(element.querySelector('[data-hours-status]')).toHaveTextContent('Horario no informado'));
});

test('hours it cannot read: refused, the host’s line kept', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = line('{"weekly": "siempre"}');
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
  expect(element).toHaveTextContent('Impreso por el servidor');
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});
