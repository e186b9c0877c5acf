import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { ERROR_EVENT, start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';

setUpRuntimeEnvironment();

/** The share sheet as a phone browser has it; absent on most desktops. */
let share: jest.Mock<Promise<void>, [ShareData]> | undefined;
let opened: string[];
let analytics: Record<string, unknown>[];
let errors: unknown[];
const onError = (event: Event) => errors.push(event);

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  share = undefined;
  opened = [];
  analytics = [];
  errors = [];
  Object.defineProperty(navigator, 'share', { configurable: true, get: () => share });
  jest.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  window.gtag = (_command, action, parameters) => analytics.push({ action, ...parameters });
  window.addEventListener(ERROR_EVENT, onError);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
});

afterEach(async () => {
  await clearPage();
  window.removeEventListener(ERROR_EVENT, onError);
  Reflect.deleteProperty(navigator, 'share');
  delete window.gtag;
  jest.restoreAllMocks();
});

const RECIPE = 'Chipá & mate';

function placeBox() {
  document.body.innerHTML = `<div data-widget-name="whatsapp-share" data-post-id="31" data-post-name="${RECIPE}"></div>`;
}

function placeTools() {
  document.body.innerHTML = `<article class="sw-recipe" data-recipe="31"><div data-widget-name="recipe-tools" data-post-id="31" data-post-name="${RECIPE}"></div>
    <section class="sw-recipe__steps"><ol><li class="sw-recipe__step" data-recipe-step><input type="checkbox" class="sw-recipe__check" id="p1"><label for="p1">Mezclá.</label></li></ol></section></article>`;
}

describe.each([
  ['the WhatsApp box', placeBox],
  ['the recipe tools', placeTools],
])('"Compartir" in %s', (_where, place) => {
  test('opens the share sheet with the title, the text and the address, then records the hit and the share event', async () => {
    share = jest.fn<Promise<void>, [ShareData]>(() => Promise.resolve());
    place();
    const button = await screen.findByRole('button', { name: 'Compartir' });
    await userEvent.setup().click(button);
    expect(share).toHaveBeenCalledWith({ title: RECIPE, text: `Mirá esta receta: ${RECIPE}`, url: `${location.origin}/post/31` });
    await waitFor(() => expect(backendState.hits).toEqual([{ entity: RECIPE, type: 'share', user_id: null, value: 'share_sheet' }]));
    expect(opened).toEqual([]);
    expect(analytics).toContainEqual({ action: 'share', method: 'share_sheet', content_type: 'recipe', item_id: '31' });
  });

  test('without a share sheet, opens WhatsApp with the text and the address, and says so to screen readers', async () => {
    place();
    const button = await screen.findByRole('button', { name: 'Compartir (por WhatsApp, se abre en una ventana nueva)' });
    await userEvent.setup().click(button);
    expect(opened).toHaveLength(1);
    const link = new URL(opened[0] ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(`Mirá esta receta: ${RECIPE} ${location.origin}/post/31`);
    await waitFor(() => expect(backendState.hits).toEqual([{ entity: RECIPE, type: 'share', user_id: null, value: 'whatsapp' }]));
    expect(analytics).toContainEqual({ action: 'share', method: 'whatsapp', content_type: 'recipe', item_id: '31' });
  });

  test('a share sheet that cannot take the data falls back to WhatsApp', async () => {
    share = jest.fn<Promise<void>, [ShareData]>(() => Promise.resolve());
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    try {
      place();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Compartir' }));
      expect(share).not.toHaveBeenCalled();
      expect(opened).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(navigator, 'canShare');
    }
  });

  test('a sheet closed without sharing is no error, and records nothing', async () => {
    share = jest.fn<Promise<void>, [ShareData]>(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    place();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledTimes(1);
    // Let every pending promise settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toEqual([]);
    expect(backendState.hits).toEqual([]);
    expect(analytics.filter((event) => event.action === 'share')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a sheet that fails otherwise falls back to WhatsApp', async () => {
    share = jest.fn<Promise<void>, [ShareData]>(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    place();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Compartir' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    await waitFor(() => expect(backendState.hits).toEqual([{ entity: RECIPE, type: 'share', user_id: null, value: 'whatsapp' }]));
  });

  test('is a real button, by the WhatsApp one', async () => {
    place();
    const button = await screen.findByRole('button', { name: /^Compartir/ });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    const group = button.parentElement;
    if (group === null) throw new Error('no parent');
    expect(within(group).getByRole('button', { name: /^(Enviar por Whatsapp|Ingredientes por WhatsApp)/ })).toBeInTheDocument();
  });
});
