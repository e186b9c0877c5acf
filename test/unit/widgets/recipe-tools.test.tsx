import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { ERROR_EVENT, start, type WidgetErrorDetail } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { printRecipe, quantities } from './recipe-page';

setUpRuntimeEnvironment();

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
});

afterEach(async () => {
  await clearPage();
  jest.useRealTimers();
  delete window.SiteWidgets;
});

async function tools(options?: Parameters<typeof printRecipe>[0]) {
  const element = printRecipe(options);
  const group = await screen.findByRole('group', { name: 'Herramientas de la receta' });
  return { element, group };
}

/** The tools' own status line (the shopping list's button has a live region of its own beside it). */
const toolsStatus = () => {
  const status = document.querySelector('.sw-recipe-tools > p[role="status"]');
  if (status === null) throw new Error('no status line');
  return status;
};
const box = (id: string) => {
  const found = document.getElementById(id);
  if (!(found instanceof HTMLInputElement)) throw new Error(`no #${id}`);
  return found;
};

describe('servings', () => {
  test('the stepper scales every quantity from its attribute, announces the count, and restores', async () => {
    const user = userEvent.setup();
    const { group } = await tools();
    expect(within(group).getByText('Porciones:')).toBeInTheDocument();
    const more = within(group).getByRole('button', { name: 'Más porciones' });
    const fewer = within(group).getByRole('button', { name: 'Menos porciones' });
    expect(within(group).getByRole('button', { name: 'Volver a 4' })).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await user.click(more);
    expect(quantities()).toEqual(['2 kg', '1 taza', '400 g', '4 a 6', '3', 'a gusto']);
    const count = within(group).getByText('8 porciones');
    expect(count.closest('[aria-live="polite"]')).not.toBeNull();
    // The attribute, the original, never changes.
    expect([...document.querySelectorAll('[data-recipe-qty]')].map((element) => element.getAttribute('data-recipe-qty'))).toEqual([
      '1 kg',
      '½ taza',
      '200 g',
      '2 a 3',
      '1 y 1/2',
      'a gusto',
    ]);
    for (let i = 0; i < 6; i += 1) await user.click(fewer);
    expect(quantities()).toEqual(['500 g', '¼ taza', '100 g', '1 a 1½', '¾', 'a gusto']);
    await user.click(within(group).getByRole('button', { name: 'Volver a 4' }));
    expect(quantities()).toEqual(['1 kg', '½ taza', '200 g', '2 a 3', '1 y 1/2', 'a gusto']);
    expect(within(group).getByRole('button', { name: 'Volver a 4' })).toBeDisabled();
    expect(more).toHaveFocus();
  });

  test('the choice is kept per recipe: the same recipe comes back scaled, another does not', async () => {
    const user = userEvent.setup();
    const first = await tools({ postId: '7' });
    await user.click(within(first.group).getByRole('button', { name: 'Más porciones' }));
    expect(localStorage.getItem('site-widgets:recipe:7:scale')).toBe('1.25');
    await clearPage();
    const again = await tools({ postId: '7' });
    expect(within(again.group).getByText('5 porciones')).toBeInTheDocument();
    expect(quantities()[2]).toBe('250 g');
    await clearPage();
    const other = await tools({ postId: '8' });
    expect(within(other.group).getByText('4 porciones')).toBeInTheDocument();
    expect(quantities()[2]).toBe('200 g');
  });

  test('without data-servings there is no stepper and the quantities stay as printed', async () => {
    const { group } = await tools({ servings: null });
    expect(within(group).queryByRole('button', { name: 'Más porciones' })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(quantities()).toEqual(['1 kg', '½ taza', '200 g', '2 a 3', '1 y 1/2', 'a gusto']);
  });
});

describe('check-offs', () => {
  test('kept per recipe until the day ends, restored on load, and all unchecked at once', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    jest.setSystemTime(new Date(2026, 10, 26, 21, 30));
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const first = await tools();
    await user.click(screen.getByLabelText(/Harina 0000/));
    await user.click(screen.getByLabelText('Horneá.'));
    expect(JSON.parse(localStorage.getItem('site-widgets:recipe:7:checks') ?? 'null')).toEqual({
      day: '2026-11-26',
      checked: ['ingrediente-1', 'paso-2-hecho'],
    });
    expect(first.group).toBeInTheDocument();

    // The same evening: back as they were.
    await clearPage();
    const again = await tools();
    expect(box('ingrediente-1')).toBeChecked();
    expect(box('paso-2-hecho')).toBeChecked();
    expect(box('ingrediente-2')).not.toBeChecked();

    await user.click(within(again.group).getByRole('button', { name: 'Desmarcar todo' }));
    expect(box('ingrediente-1')).not.toBeChecked();
    expect(box('paso-2-hecho')).not.toBeChecked();
    expect(localStorage.getItem('site-widgets:recipe:7:checks')).toBeNull();
    expect(toolsStatus()).toHaveTextContent('Desmarcaste todo.');

    // Checked again, then the next morning: nothing comes back.
    await user.click(screen.getByLabelText(/Leche/));
    await clearPage();
    jest.setSystemTime(new Date(2026, 10, 27, 8, 0));
    await tools();
    expect(box('ingrediente-2')).not.toBeChecked();
  });

  test('a box checked before the widget arrived stays checked', async () => {
    localStorage.setItem('site-widgets:recipe:7:checks', JSON.stringify({ day: '2000-01-01', checked: ['ingrediente-3'] }));
    const element = printRecipe();
    box('ingrediente-4').checked = true;
    await screen.findByRole('group', { name: 'Herramientas de la receta' });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(box('ingrediente-4')).toBeChecked();
    expect(box('ingrediente-3')).not.toBeChecked();
  });

  test('storage refused (private modes, blocked cookies): everything works, for the page', async () => {
    const user = userEvent.setup();
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const { group } = await tools();
      await user.click(within(group).getByRole('button', { name: 'Más porciones' }));
      expect(quantities()[2]).toBe('250 g');
      await user.click(box('ingrediente-1'));
      expect(box('ingrediente-1')).toBeChecked();
      await user.click(within(group).getByRole('button', { name: 'Desmarcar todo' }));
      expect(box('ingrediente-1')).not.toBeChecked();
      await user.click(within(group).getByRole('button', { name: 'Volver a 4' }));
      expect(quantities()[2]).toBe('200 g');
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});

describe('ingredients by WhatsApp', () => {
  test('opens WhatsApp inside the click with the name and the scaled list, and records the hit', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { group } = await tools();
    await user.click(within(group).getByRole('button', { name: 'Más porciones' }));
    await user.click(within(group).getByRole('button', { name: 'Ingredientes por WhatsApp (se abre en una ventana nueva)' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    const link = new URL(String(url));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(
      [
        'Pan casero',
        '',
        'Ingredientes para 5 porciones:',
        '- Harina 0000: 1,25 kg',
        '- Leche: 0,6 taza',
        '- Manteca: 250 g',
        '- Huevos: 2½ a 3¾',
        '',
        '*Para pintar*',
        '- Yemas: 1,9',
        '- Sésamo: a gusto',
        '- Sal gruesa',
      ].join('\n'),
    );
    await waitFor(() => expect(backendState.hits).toEqual([{ entity: 'Pan casero', type: 'whatsapp-ingredientes', user_id: null, value: '5 porciones' }]));
  });

  test("without servings the hit's value is 'receta', and a logged user is named", async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockImplementation(() => null);
    window.SiteWidgets = { user: { id: 12 } };
    const { group } = await tools({ servings: null });
    await user.click(within(group).getByRole('button', { name: /Ingredientes por WhatsApp/ }));
    await waitFor(() => expect(backendState.hits).toEqual([{ entity: 'Pan casero', type: 'whatsapp-ingredientes', user_id: 12, value: 'receta' }]));
  });
});

test("'Imprimir' prints; 'Fotos al imprimir' marks the recipe for a print without photos", async () => {
  const user = userEvent.setup();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { group } = await tools();
  await user.click(within(group).getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalledTimes(1);
  const photos = within(group).getByRole('checkbox', { name: 'Fotos al imprimir' });
  expect(photos).toBeChecked();
  await user.click(photos);
  expect(document.querySelector('.sw-recipe')).toHaveClass('sw-recipe--print-without-photos');
});

describe('cook mode', () => {
  interface StubLock {
    released: boolean;
    release: jest.Mock<Promise<void>, []>;
  }
  let locks: StubLock[];
  let request: jest.Mock<Promise<StubLock>, [string]>;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    locks = [];
    visibility = 'visible';
    request = jest.fn<Promise<StubLock>, [string]>(() => {
      const lock: StubLock = {
        released: false,
        release: jest.fn(() => {
          lock.released = true;
          return Promise.resolve();
        }),
      };
      locks.push(lock);
      return Promise.resolve(lock);
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  function setVisibility(state: DocumentVisibilityState) {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  }

  test('the switch holds the screen on, takes the lock again when the page is visible again, and lets it go when off', async () => {
    const user = userEvent.setup();
    const { group } = await tools();
    const cook = within(group).getByRole('switch', { name: 'Modo cocina' });
    expect(cook).not.toBeChecked();
    await user.click(cook);
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    expect(cook).toBeChecked();
    expect(toolsStatus()).toHaveTextContent('Modo cocina activado: la pantalla no se apaga.');
    expect(document.querySelector('.sw-recipe')).toHaveClass('sw-recipe--cooking');

    // The screen turns off: the browser releases the lock; back on, the widget asks again.
    const first = locks[0];
    if (first === undefined) throw new Error('no lock');
    first.released = true;
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));

    await user.click(cook);
    await waitFor(() => expect(locks[1]?.release).toHaveBeenCalledTimes(1));
    expect(cook).not.toBeChecked();
    expect(toolsStatus()).toHaveTextContent('Modo cocina desactivado.');
    expect(document.querySelector('.sw-recipe')).not.toHaveClass('sw-recipe--cooking');
    setVisibility('hidden');
    setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(2);
  });

  test('a refused lock switches off, says so and reports it', async () => {
    const user = userEvent.setup();
    request.mockImplementation(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { group } = await tools();
    await user.click(within(group).getByRole('switch', { name: 'Modo cocina' }));
    await waitFor(() => expect(toolsStatus()).toHaveTextContent('No pudimos mantener la pantalla encendida. Probá de nuevo.'));
    expect(within(group).getByRole('switch', { name: 'Modo cocina' })).not.toBeChecked();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('could not keep the screen on'), expect.anything());
  });

  test('no switch where the browser cannot keep the screen on', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    const { group } = await tools();
    expect(within(group).queryByRole('switch')).toBeNull();
  });
});

test('outside a printed recipe it shows nothing and reports why through the error channel', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const errors: WidgetErrorDetail[] = [];
  const listen = (event: Event) => errors.push((event as CustomEvent<WidgetErrorDetail>).detail);
  document.addEventListener(ERROR_EVENT, listen);
  try {
    const element = printRecipe({ inside: false });
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ widget: 'recipe-tools', phase: 'data' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('found no printed recipe around its placeholder'), expect.anything());
    expect(within(element).queryByRole('group')).toBeNull();
  } finally {
    document.removeEventListener(ERROR_EVENT, listen);
  }
});
