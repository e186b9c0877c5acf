import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';

/** Cook mode's timers (docs/widgets/recipe.md, "Timers"), on a recipe printed as the server prints it, with the clock faked. */
setUpRuntimeEnvironment();

beforeAll(async () => {
  await start(publicWidgets);
});

const step = (n: number, text: string, duration?: number) =>
  `<li class="sw-recipe__item sw-recipe__step" id="paso-${n}"${duration === undefined ? '' : ` data-recipe-duration="${duration}"`} data-recipe-step><input type="checkbox" class="sw-recipe__check" id="paso-${n}-hecho"><label for="paso-${n}-hecho" class="sw-recipe__text">${text}</label></li>`;

function printRecipe(): void {
  document.body.innerHTML = `<article class="sw-recipe" id="receta" data-recipe="7">
    <div data-widget-name="recipe-tools" data-post-id="7" data-post-name="Pan casero"><div class="sw-reserve sw-reserve--recipe-tools"></div></div>
    <div class="sw-recipe__body"><section class="sw-recipe__steps"><h2>Preparación</h2><div class="sw-recipe__group"><ol class="sw-recipe__list">${step(
      1,
      'Mezclar la harina.',
      10,
    )}${step(2, 'Agregar la manteca.')}${step(3, 'Dejar levar de 1 a 2 horas; pintar.')}${step(4, 'Hornear 40 minutos a 180 °C.')}</ol></div></section></div>
  </article>`;
}

interface Stubs {
  vibrate: jest.Mock;
  tones: number;
  notifications: { title: string; body: string | undefined }[];
}
let stubs: Stubs;

beforeEach(() => {
  // The clock and the timers' own ticks are faked; React's scheduling (setImmediate, microtasks) stays real.
  jest.useFakeTimers({
    now: new Date('2026-11-26T12:00:00-03:00'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback', 'performance'],
  });
  stubs = { vibrate: jest.fn(() => true), tones: 0, notifications: [] };
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: { request: () => Promise.resolve({ released: false, release: () => Promise.resolve() }) },
  });
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: stubs.vibrate });
  const counted = stubs;
  const param = { value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
  class StubAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createGain = () => ({ gain: param, connect: (next: unknown) => next });
    createOscillator = () => ({
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => {
        counted.tones += 1;
      },
      stop: () => undefined,
    });
  }
  // A constructor with the API's statics (a function: the page calls `new Notification(…)`).
  const StubNotification = Object.assign(
    function StubNotification(title: string, options?: NotificationOptions) {
      counted.notifications.push({ title, body: options?.body });
    },
    { permission: 'granted' as NotificationPermission, requestPermission: () => Promise.resolve<NotificationPermission>('granted') },
  );
  Object.defineProperty(window, 'AudioContext', { configurable: true, value: StubAudioContext });
  Object.defineProperty(window, 'Notification', { configurable: true, value: StubNotification });
});

afterEach(async () => {
  jest.useRealTimers();
  await clearPage();
  localStorage.clear();
  for (const name of ['wakeLock', 'vibrate']) Reflect.deleteProperty(navigator, name);
  for (const name of ['AudioContext', 'Notification']) Reflect.deleteProperty(window, name);
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const bar = () => document.querySelector<HTMLElement>('.sw-recipe-timers');
const alert = () => bar()?.querySelector('[role="alert"]')?.textContent ?? '';
const status = () => bar()?.querySelector('[role="status"]')?.textContent ?? '';
const clockOf = (name: RegExp) => within(screen.getByRole('link', { name }).closest('li') ?? document.body).getByText(/^\d+:\d\d$|^¡Listo!$/).textContent;

/** Moves the faked clock on, letting React render what each tick changes. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function cookMode() {
  printRecipe();
  const clicker = user();
  const group = await screen.findByRole('group', { name: 'Herramientas de la receta' });
  await clicker.click(within(group).getByRole('switch', { name: 'Modo cocina' }));
  await screen.findByRole('button', { name: 'Temporizador 40 min, paso 4' });
  return clicker;
}

test('in cook mode, each step with a time (stored or in its text) gets a timer button; the others none', async () => {
  await cookMode();
  const buttons = (n: number) =>
    within(document.getElementById(`paso-${n}`) ?? document.body)
      .queryAllByRole('button')
      .map((button) => button.textContent);
  expect(buttons(1)).toEqual(['Temporizador 10 min']);
  expect(buttons(2)).toEqual([]);
  // A range: its lower bound.
  expect(buttons(3)).toEqual(['Temporizador 1 h']);
  expect(buttons(4)).toEqual(['Temporizador 40 min']);
  // No timer yet: the bar holds only its live regions.
  expect(bar()?.querySelector('ul')).toBeNull();
});

test('a 40-minute timer rings at 40 minutes: sound, vibration, an assertive message and a notification (already allowed)', async () => {
  const clicker = await cookMode();
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 40 min, paso 4' }));
  expect(status()).toBe('Temporizador del paso 4 en marcha: 40 min.');
  expect(clockOf(/Paso 4/)).toBe('40:00');
  await advance(39 * 60_000);
  expect(status()).toBe('Falta un minuto para el paso 4.');
  expect(clockOf(/Paso 4/)).toBe('1:00');
  await advance(59_000);
  expect(alert()).toBe('');
  expect(stubs.vibrate).not.toHaveBeenCalled();
  await advance(1000);
  expect(alert()).toBe('¡Listo! Terminó el temporizador del paso 4 (40 min).');
  expect(stubs.vibrate).toHaveBeenCalledTimes(1);
  expect(stubs.tones).toBe(4);
  expect(stubs.notifications).toEqual([{ title: 'Terminó el paso 4', body: '¡Listo! Terminó el temporizador del paso 4 (40 min).' }]);
  expect(clockOf(/Paso 4/)).toBe('¡Listo!');
  // It rings once, and stays until turned off; then focus goes back to the step's button.
  await advance(10_000);
  expect(stubs.vibrate).toHaveBeenCalledTimes(1);
  await clicker.click(screen.getByRole('button', { name: 'Apagar el temporizador del paso 4 (40 min)' }));
  expect(bar()?.querySelector('ul')).toBeNull();
  expect(screen.getByRole('button', { name: 'Temporizador 40 min, paso 4' })).toHaveFocus();
  expect(localStorage.getItem('site-widgets:recipe:7:timers')).toBeNull();
});

test('pause keeps what is left, resume goes on from there, cancel stops it for good', async () => {
  const clicker = await cookMode();
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 40 min, paso 4' }));
  await advance(10 * 60_000);
  await clicker.click(screen.getByRole('button', { name: 'Pausar el temporizador del paso 4 (40 min)' }));
  expect(status()).toBe('Temporizador del paso 4 en pausa.');
  await advance(60 * 60_000);
  expect(alert()).toBe('');
  expect(clockOf(/Paso 4/)).toBe('30:00');
  expect(screen.getByText('En pausa')).toBeInTheDocument();
  await clicker.click(screen.getByRole('button', { name: 'Seguir el temporizador del paso 4 (40 min)' }));
  expect(status()).toBe('El temporizador del paso 4 sigue.');
  await advance(30 * 60_000 - 1000);
  expect(alert()).toBe('');
  await advance(1000);
  expect(alert()).toMatch(/^¡Listo! Terminó el temporizador del paso 4/);

  await clicker.click(screen.getByRole('button', { name: 'Temporizador 10 min, paso 1' }));
  await advance(60_000);
  await clicker.click(screen.getByRole('button', { name: 'Cancelar el temporizador del paso 1 (10 min)' }));
  expect(status()).toBe('Cancelaste el temporizador del paso 1.');
  expect(screen.queryByRole('link', { name: /Paso 1/ })).toBeNull();
  await advance(20 * 60_000);
  expect(stubs.vibrate).toHaveBeenCalledTimes(1);
});

test('several run at once, each rings at its own time', async () => {
  const clicker = await cookMode();
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 40 min, paso 4' }));
  await advance(5 * 60_000);
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 10 min, paso 1' }));
  expect(screen.getAllByRole('link', { name: /^Paso \d/ }).map((link) => link.textContent)).toEqual(['Paso 4 · 40 min', 'Paso 1 · 10 min']);
  await advance(10 * 60_000);
  expect(alert()).toBe('¡Listo! Terminó el temporizador del paso 1 (10 min).');
  expect(clockOf(/Paso 4/)).toBe('25:00');
  await advance(25 * 60_000);
  expect(alert()).toBe('¡Listo! Terminó el temporizador del paso 4 (40 min).');
  expect(stubs.vibrate).toHaveBeenCalledTimes(2);
  // A second tap on a running timer's button starts no second one.
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 40 min, paso 4' }));
  expect(status()).toBe('El temporizador del paso 4 (40 min) ya está en marcha.');
  expect(screen.getAllByRole('link', { name: /^Paso 4/ })).toHaveLength(1);
});

test('a reload finds its timers by their stored end time, in the bar even before cook mode, and they ring on time', async () => {
  const clicker = await cookMode();
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 40 min, paso 4' }));
  await advance(5 * 60_000);
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 10 min, paso 1' }));
  await clicker.click(screen.getByRole('button', { name: 'Pausar el temporizador del paso 1 (10 min)' }));
  const kept = JSON.parse(localStorage.getItem('site-widgets:recipe:7:timers') ?? '[]') as unknown;
  expect(kept).toEqual([
    { id: 'paso-4-2400', step: 4, seconds: 2400, endsAt: Date.now() + 35 * 60_000, left: null, rung: false },
    { id: 'paso-1-600', step: 1, seconds: 600, endsAt: null, left: 600_000, rung: false },
  ]);

  // Gone for two minutes: the page emptied (with the real clock it waits on), then printed again.
  const away = Date.now() + 2 * 60_000;
  jest.useRealTimers();
  await clearPage();
  jest.useFakeTimers({ now: away, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback', 'performance'] });
  printRecipe();
  await waitFor(() => expect(screen.getByRole('link', { name: /Paso 4/ })).toBeInTheDocument());
  expect(screen.getByRole('switch', { name: 'Modo cocina' })).not.toBeChecked();
  expect(screen.queryByRole('button', { name: /^Temporizador/ })).toBeNull();
  expect(clockOf(/Paso 4/)).toBe('33:00');
  expect(clockOf(/Paso 1/)).toBe('10:00');
  await advance(33 * 60_000);
  expect(alert()).toBe('¡Listo! Terminó el temporizador del paso 4 (40 min).');
});

test('notifications are asked for only at the visitor’s tap, never on their own', async () => {
  const requestPermission = jest.fn(() => Promise.resolve<NotificationPermission>('granted'));
  const Undecided = Object.assign(function Undecided() {}, { permission: 'default' as NotificationPermission, requestPermission });
  Object.defineProperty(window, 'Notification', { configurable: true, value: Undecided });
  const clicker = await cookMode();
  expect(screen.queryByRole('button', { name: 'Avisarme también con una notificación' })).toBeNull();
  await clicker.click(screen.getByRole('button', { name: 'Temporizador 40 min, paso 4' }));
  expect(requestPermission).not.toHaveBeenCalled();
  await clicker.click(screen.getByRole('button', { name: 'Avisarme también con una notificación' }));
  expect(requestPermission).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(status()).toBe('Listo: te avisamos también con una notificación.'));
  expect(screen.queryByRole('button', { name: 'Avisarme también con una notificación' })).toBeNull();
});
