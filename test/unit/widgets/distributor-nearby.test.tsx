import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { distributors } from '../../../mocks/fixtures';
import type { Distributor } from '../../../src/shared/api/distributors';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { start } from '../../../src/runtime';
import { distanceKm } from '../../../src/shared/distributors/nearby/distance';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

/** The stubbed phone: in Villa Carlos Paz, a little off its centre (every digit unlike a distributor's). */
const HERE = { lat: -31.41357, lng: -64.48213 };
const COORDINATE_TEXTS = ['31.41357', '64.48213', '31,41357', '64,48213'];

type Answer = { kind: 'granted' } | { kind: 'error'; code: number } | { kind: 'silent' };

const asked = jest.fn((options: PositionOptions | undefined) => options);
let answer: Answer = { kind: 'granted' };
let permission: PermissionState = 'prompt';

function stubPhone(): void {
  const getCurrentPosition: Geolocation['getCurrentPosition'] = (success, failure, options) => {
    asked(options ?? undefined);
    setTimeout(() => {
      if (answer.kind === 'granted') success({ coords: { latitude: HERE.lat, longitude: HERE.lng } } as GeolocationPosition);
      else if (answer.kind === 'error') failure?.({ code: answer.code } as GeolocationPositionError);
    }, 5);
  };
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: () => Promise.resolve({ state: permission }) },
    configurable: true,
  });
}

/** Every request the page made, with its body: none may carry the position. */
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  void request
    .clone()
    .text()
    .then((body) => sent.push(`${request.method} ${request.url} ${body}`));
});

function stayOnPage(event: MouseEvent): void {
  event.preventDefault();
}

async function directory(): Promise<HTMLElement> {
  const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list' });
  await waitFor(() => expect(within(element).getByRole('combobox', { name: 'Provincia' })).toBeEnabled());
  return element;
}

const nearButton = (element: HTMLElement) => within(element).getByRole('button', { name: 'Cerca mío' });
const ids = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.sw-distributors__item')].map((row) => Number(row.dataset.distributorId));
const distanceTexts = (element: HTMLElement) => [...element.querySelectorAll('.sw-distributors__distance')].map((span) => span.textContent ?? '');
const count = (element: HTMLElement) => element.querySelector('.sw-distributors__count');
const notice = (element: HTMLElement) => element.querySelector('.sw-notice');
const located = distributors.filter((d) => typeof d.lat === 'number' && typeof d.lng === 'number');
const kmOf = (id: number) => {
  const d = distributors.find((item) => item.id === id);
  return d && typeof d.lat === 'number' && typeof d.lng === 'number' ? distanceKm(HERE, { lat: d.lat, lng: d.lng }) : Infinity;
};

/** Nearest first; equal distances (one city's shops) and the unlocated in the directory's name order. */
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const nearestFirst = (list: readonly Distributor[]) => [...list].sort((a, b) => kmOf(a.id) - kmOf(b.id) || collator.compare(a.name, b.name)).map((d) => d.id);

async function turnOn(element: HTMLElement): Promise<void> {
  await userEvent.setup().click(nearButton(element));
  await waitFor(() => expect(nearButton(element)).toHaveAttribute('aria-pressed', 'true'));
}

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/distribuidores');
  Element.prototype.scrollIntoView = jest.fn();
  document.addEventListener('click', stayOnPage);
  answer = { kind: 'granted' };
  permission = 'prompt';
  asked.mockClear();
  sent.length = 0;
  stubPhone();
});

afterEach(async () => {
  document.removeEventListener('click', stayOnPage);
  const placed = [...document.querySelectorAll('.test-placeholder')];
  removePlaceholders();
  // Unmounted (a transition): an address the directory put off until after its paint is dropped, not written into the next test.
  await waitFor(() => expect(placed.some((element) => element.querySelector('.sw-distributors') !== null)).toBe(false));
  // A test's own idle moments (the unmount above may still cancel one).
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe("'Cerca mío', granted", () => {
  test('asks only when tapped, then lists every province nearest first with "a … km", the unlocated last', async () => {
    const user = userEvent.setup();
    const element = await directory();
    expect(asked).not.toHaveBeenCalled();
    expect(nearButton(element)).toHaveAttribute('aria-pressed', 'false');
    expect(nearButton(element)).toHaveAccessibleDescription('Ordená por distancia. Tu ubicación no sale de tu teléfono.');
    await user.selectOptions(within(element).getByRole('combobox', { name: 'Provincia' }), 'Salta');

    await turnOn(element);
    expect(asked).toHaveBeenCalledTimes(1);
    // Every province: the nearest shop may be across a border.
    expect((within(element).getByRole('combobox', { name: 'Provincia' }) as HTMLSelectElement).value).toBe('');
    expect(count(element)).toHaveTextContent(`${distributors.length} distribuidores, del más cercano al más lejano`);
    const expected = nearestFirst(located);
    expect(ids(element)).toEqual(expected.slice(0, 20));
    // Casa Quiroga e Hijos, in Villa Carlos Paz: about 1.9 km away.
    expect(ids(element)[0]).toBe(86);
    expect(distanceTexts(element)[0]).toMatch(/^a 1,\d km$/);
    expect(distanceTexts(element).every((text) => /^a [\d.]+(,\d)? (km|m)$/.test(text))).toBe(true);
    // The address follows once the list has painted (no click made this change): a history entry of its own.
    await waitFor(() => expect(new URL(window.location.href).searchParams.get('cerca')).toBe('1'));

    // The last page: those without coordinates after the rest, with no distance.
    const pages = within(element).getByRole('navigation', { name: 'Paginación de distribuidores' });
    await user.click(within(pages).getByRole('link', { name: /5/ }));
    const last = ids(element);
    expect(last.slice(-4).sort((a, b) => a - b)).toEqual([5, 40, 81, 84]);
    expect(element.querySelector('[data-distributor-id="84"] .sw-distributors__distance')).toBeNull();
  });

  test('the position paints its first page at once; the address and the whole order follow the paint; page 2 is the same order', async () => {
    // The page's idle moments, run when the test says the list has painted (removed after the test).
    const idle: (() => void)[] = [];
    Object.defineProperty(window, 'requestIdleCallback', { value: (work: () => void) => idle.push(work), configurable: true });
    Object.defineProperty(window, 'cancelIdleCallback', { value: (handle: number) => idle.splice(handle - 1, 1, () => undefined), configurable: true });
    const user = userEvent.setup();
    const element = await directory();
    const length = window.history.length;
    await turnOn(element);
    const expected = nearestFirst(located);
    expect(ids(element)).toEqual(expected.slice(0, 20));
    expect(count(element)).toHaveTextContent(`${distributors.length} distribuidores, del más cercano al más lejano`);
    // Not written yet; the links already read the choice.
    expect(new URL(window.location.href).searchParams.has('cerca')).toBe(false);
    const pages = within(element).getByRole('navigation', { name: 'Paginación de distribuidores' });
    expect(within(pages).getByRole('link', { name: /2/ })).toHaveAttribute('href', '/distribuidores?cerca=1&pagina=2');

    act(() => idle.splice(0).forEach((work) => work()));
    expect(new URL(window.location.href).searchParams.get('cerca')).toBe('1');
    expect(window.history.length).toBe(length + 1);

    await user.click(within(pages).getByRole('link', { name: /2/ }));
    expect(ids(element)).toEqual(expected.slice(20, 40));
    expect(new URL(window.location.href).searchParams.get('pagina')).toBe('2');
    window.history.back();
    await waitFor(() => expect(ids(element)).toEqual(expected.slice(0, 20)));
    window.history.back();
    await waitFor(() => expect(nearButton(element)).toHaveAttribute('aria-pressed', 'false'));
  });

  test('a province narrows the same order; the search by locality keeps working, nearest first', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await turnOn(element);
    await user.selectOptions(within(element).getByRole('combobox', { name: 'Provincia' }), 'Córdoba');
    const cordoba = distributors.filter((d) => d.province.trim().toLowerCase() === 'córdoba');
    expect(ids(element)).toEqual(nearestFirst(cordoba));
    await user.click(within(element).getByRole('button', { name: 'Ver todas las provincias' }));
    await user.type(within(element).getByRole('searchbox', { name: 'Buscar por nombre o localidad' }), 'rio cuarto');
    expect(count(element)).toHaveTextContent(/para "rio cuarto", del más cercano al más lejano$/);
    const found = ids(element);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map(kmOf)).toEqual([...found.map(kmOf)].sort((a, b) => a - b));
    const params = new URL(window.location.href).searchParams;
    expect([params.get('cerca'), params.get('buscar')]).toEqual(['1', 'rio cuarto']);
  });

  test('tapped again: off, back to name order, `cerca` out of the address; back brings it back without asking', async () => {
    const user = userEvent.setup();
    const element = await directory();
    const byName = ids(element);
    await turnOn(element);
    await user.click(nearButton(element));
    expect(nearButton(element)).toHaveAttribute('aria-pressed', 'false');
    expect(ids(element)).toEqual(byName);
    expect(distanceTexts(element)).toEqual([]);
    expect(new URL(window.location.href).searchParams.has('cerca')).toBe(false);
    window.history.back();
    await waitFor(() => expect(nearButton(element)).toHaveAttribute('aria-pressed', 'true'));
    expect(ids(element)[0]).toBe(86);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  test('the position never leaves the phone: no request, address or storage holds it', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await turnOn(element);
    await user.type(within(element).getByRole('searchbox', { name: 'Buscar por nombre o localidad' }), 'c');
    await user.click(within(element).getAllByRole('link', { name: /^Ver detalle/ })[0] as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // One request: the list, as before.
    expect(sent.filter((line) => line.includes('/api/'))).toEqual([expect.stringMatching(/^GET \S+\/api\/distributors $/)]);
    const everywhere = [...sent, window.location.href, JSON.stringify({ ...sessionStorage }), JSON.stringify({ ...localStorage }), document.cookie].join('\n');
    for (const text of COORDINATE_TEXTS) expect(everywhere).not.toContain(text);
    // The saved choice keeps the switch, not the point.
    expect(Object.values({ ...sessionStorage }).some((value) => String(value).includes('"near":true'))).toBe(true);
  });
});

describe("'Cerca mío', refused", () => {
  test.each([
    [{ kind: 'error', code: 1 } as Answer, 'No tenemos permiso para ver tu ubicación. Podés permitirlo en tu navegador, o buscá por provincia o localidad.'],
    [{ kind: 'error', code: 3 } as Answer, 'Tu ubicación tardó demasiado en llegar. Probá de nuevo, o buscá por provincia o localidad.'],
    [{ kind: 'error', code: 2 } as Answer, 'No pudimos saber dónde estás. Probá de nuevo, o buscá por provincia o localidad.'],
  ])('%p: said politely, the list left as it was', async (refusal, message) => {
    answer = refusal;
    const user = userEvent.setup();
    const element = await directory();
    await user.selectOptions(within(element).getByRole('combobox', { name: 'Provincia' }), 'Salta');
    const before = ids(element);
    const address = window.location.href;
    await user.click(nearButton(element));
    await waitFor(() => expect(notice(element)).toHaveTextContent(message));
    expect(notice(element)).toHaveAttribute('aria-live', 'polite');
    expect(nearButton(element)).toHaveAttribute('aria-pressed', 'false');
    expect(ids(element)).toEqual(before);
    expect(count(element)).toHaveTextContent(/^\d+ distribuidores en Salta$/);
    expect(window.location.href).toBe(address);
  });

  test('while the phone looks, the live region says so', async () => {
    answer = { kind: 'silent' };
    const element = await directory();
    await userEvent.setup().click(nearButton(element));
    expect(notice(element)).toHaveTextContent('Buscando tu ubicación…');
    expect(nearButton(element)).toHaveAttribute('aria-busy', 'true');
  });
});

describe("'Cerca mío' from the address (a reload, a shared link)", () => {
  test('already allowed: asked again and sorted, no tap needed', async () => {
    permission = 'granted';
    window.history.replaceState(null, '', '/distribuidores?cerca=1');
    const element = await directory();
    await waitFor(() => expect(nearButton(element)).toHaveAttribute('aria-pressed', 'true'));
    expect(ids(element)[0]).toBe(86);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  test('not allowed yet: no prompt unasked, the button unpressed and `cerca` dropped in place', async () => {
    permission = 'prompt';
    window.history.replaceState(null, '', '/distribuidores?cerca=1&provincia=Salta');
    const length = window.history.length;
    const element = await directory();
    await waitFor(() => expect(new URL(window.location.href).searchParams.has('cerca')).toBe(false));
    expect(nearButton(element)).toHaveAttribute('aria-pressed', 'false');
    expect(asked).not.toHaveBeenCalled();
    expect(new URL(window.location.href).searchParams.get('provincia')).toBe('Salta');
    expect(window.history.length).toBe(length);
    expect(screen.queryByText(/ubicación/, { selector: '.sw-notice' })).toBeNull();
  });
});
