import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { distributors, manyDistributors, provinces } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

const distributorRequests = () => backendState.requests.filter((request) => request.url.endsWith('/api/distributors'));
const collator = new Intl.Collator('es', { sensitivity: 'base' });

function stayOnPage(event: MouseEvent): void {
  event.preventDefault();
}

async function directory(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list', ...attributes });
  await waitFor(() => expect(within(element).getByRole('combobox', { name: 'Provincia' })).toBeEnabled());
  return element;
}

const select = (element: HTMLElement) => within(element).getByRole('combobox', { name: 'Provincia' }) as HTMLSelectElement;
const names = (element: HTMLElement) => [...element.querySelectorAll('.sw-distributors__name')].map((name) => name.textContent ?? '');
const count = (element: HTMLElement) => element.querySelector('.sw-distributors__count');
const pageButtons = (element: HTMLElement) =>
  within(within(element).getByRole('navigation', { name: 'Paginación de distribuidores' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/distribuidores');
  Element.prototype.scrollIntoView = jest.fn();
  document.addEventListener('click', stayOnPage);
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  removePlaceholders();
});

describe('distributors: loading and filtering', () => {
  test("title, subtitle and a province select starting on the disabled 'Buscar por provincia'", async () => {
    const element = await directory();
    expect(within(element).getByRole('heading', { level: 2, name: 'Distribuidores' })).toBeInTheDocument();
    expect(element).toHaveTextContent('Elegí tu provincia y encontrá el distribuidor más cercano.');
    const placeholder = within(select(element)).getByRole('option', { name: 'Buscar por provincia' }) as HTMLOptionElement;
    expect(placeholder.disabled).toBe(true);
    expect(placeholder.selected).toBe(true);
    expect(count(element)).toHaveTextContent(`${distributors.length} distribuidores`);
    expect(count(element)).toHaveAttribute('aria-live', 'polite');
  });

  test('a configured subtitle and heading level', async () => {
    const element = await directory({ 'data-subtitle': 'Comprá cerca de tu casa.', 'data-heading-level': '1' });
    expect(within(element).getByRole('heading', { level: 1, name: 'Distribuidores' })).toBeInTheDocument();
    expect(element).toHaveTextContent('Comprá cerca de tu casa.');
  });

  test('/api/distributors is asked once, however often the province changes', async () => {
    const user = userEvent.setup();
    const element = await directory();
    for (const province of ['Córdoba', 'Salta', 'Entre Ríos', 'Córdoba']) await user.selectOptions(select(element), province);
    await user.click(within(element).getByRole('button', { name: 'Ver todas las provincias' }));
    expect(distributorRequests()).toHaveLength(1);
  });

  test('filters by province locally; names link to /distribuidores/{id}; the count is announced', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.selectOptions(select(element), 'Córdoba');
    const expected = distributors
      .filter((d) => d.province.trim().toLowerCase() === 'córdoba')
      .map((d) => d.name)
      .sort(collator.compare);
    expect(expected.length).toBe(8);
    expect(names(element)).toEqual(expected);
    expect(count(element)).toHaveTextContent('8 distribuidores en Córdoba');
    const first = distributors.find((d) => d.name === expected[0]);
    expect(within(element).getByRole('link', { name: `Ver detalle de ${expected[0]}` })).toHaveAttribute('href', `/distribuidores/${first?.id}`);
    await user.selectOptions(select(element), 'La Pampa');
    expect(count(element)).toHaveTextContent(/^\d+ distribuidores en La Pampa$/);
  });

  test('provinces from the data: de-duplicated however written, sorted in Spanish', async () => {
    const element = await directory();
    const options = within(select(element))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(options).toEqual([...provinces].sort(collator.compare));
    expect(options.indexOf('Córdoba')).toBeLessThan(options.indexOf('Corrientes'));
    expect(options.indexOf('Chubut')).toBeLessThan(options.indexOf('Entre Ríos'));
    expect(options.indexOf('Entre Ríos')).toBeLessThan(options.indexOf('La Pampa'));
    expect(options.filter((option) => option === 'Córdoba')).toHaveLength(1);
  });

  test("'Ver todas las provincias' goes back to every distributor and to the select", async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.selectOptions(select(element), 'Salta');
    await user.click(within(element).getByRole('button', { name: 'Ver todas las provincias' }));
    expect(count(element)).toHaveTextContent(`${distributors.length} distribuidores`);
    expect(select(element).value).toBe('');
    expect(select(element)).toHaveFocus();
    expect(within(element).queryByRole('button', { name: 'Ver todas las provincias' })).toBeNull();
  });

  test('a province with none says so clearly (here: restored, no longer in the data)', async () => {
    sessionStorage.setItem('site-widgets:distributor-list:directory#distribuidores', JSON.stringify({ path: '/distribuidores', province: 'Jujuy', page: 1 }));
    const element = await directory();
    expect(element).toHaveTextContent('No hay distribuidores en Jujuy. Probá con otra provincia o mirá todas.');
    expect(count(element)).toHaveTextContent('0 distribuidores en Jujuy');
    expect(within(element).getByRole('button', { name: 'Ver todas las provincias' })).toBeInTheDocument();
  });
});

describe('distributors: client-side pages', () => {
  test('20 a page, at most 5 page links', async () => {
    backendState.distributors = manyDistributors(150);
    const user = userEvent.setup();
    const element = await directory();
    expect(names(element)).toHaveLength(20);
    expect(pageButtons(element)).toEqual(['1', '2', '3', '4', '5', '›']);
    await user.click(within(element).getByRole('link', { name: 'Página 5' }));
    expect(pageButtons(element)).toEqual(['‹', '3', '4', '5', '6', '7', '›']);
    await user.click(within(element).getByRole('link', { name: 'Página 7' }));
    expect(pageButtons(element)).toEqual(['‹', '4', '5', '6', '7', '8', '›']);
    await user.click(within(element).getByRole('link', { name: 'Página 8' }));
    expect(names(element)).toHaveLength(10);
    expect(within(element).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
    expect(distributorRequests()).toHaveLength(1);
  });

  test('a new province starts at page 1', async () => {
    backendState.distributors = manyDistributors(600);
    const user = userEvent.setup();
    const element = await directory();
    await user.click(within(element).getByRole('link', { name: 'Página 2' }));
    await user.selectOptions(select(element), 'Salta');
    expect(within(element).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('distributors: back from a distributor', () => {
  test('the province, the page and the link come back, once', async () => {
    backendState.distributors = manyDistributors(600);
    const user = userEvent.setup();
    let element = await directory();
    await user.selectOptions(select(element), 'Buenos Aires');
    await user.click(within(element).getByRole('link', { name: 'Página 2' }));
    const link = within(element).getAllByRole('link', { name: /^Ver detalle de / })[3] as HTMLElement;
    const label = link.textContent ?? '';
    await user.click(link);
    // Back on the bare address (the back button would bring the address's state; this is the saved one).
    removePlaceholders();
    window.history.replaceState(null, '', '/distribuidores');
    element = await directory();
    expect(select(element).selectedOptions[0]?.textContent).toBe('Buenos Aires');
    expect(within(element).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByRole('link', { name: label })).toHaveFocus());
    expect(distributorRequests()).toHaveLength(2);

    removePlaceholders();
    window.history.replaceState(null, '', '/distribuidores');
    element = await directory();
    expect(select(element).value).toBe('');
  });

  test('from the back-forward cache: the page keeps its province and page, lands on the link again and forgets the saved state', async () => {
    backendState.distributors = manyDistributors(600);
    const user = userEvent.setup();
    const element = await directory();
    await user.selectOptions(select(element), 'Buenos Aires');
    await user.click(within(element).getByRole('link', { name: 'Página 2' }));
    const link = within(element).getAllByRole('link', { name: /^Ver detalle de / })[3] as HTMLElement;
    await user.click(link);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('site-widgets:distributor-list:'))).toHaveLength(2);

    // The browser shows the very same document again: nothing mounts, `pageshow` says it was kept.
    select(element).focus();
    const scrolled = jest.mocked(Element.prototype.scrollIntoView);
    scrolled.mockClear();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(link).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(select(element).selectedOptions[0]?.textContent).toBe('Buenos Aires');
    expect(within(element).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('site-widgets:'))).toEqual([]);
    expect(distributorRequests()).toHaveLength(1);
  });

  test('a page shown anew (not from the cache) does not move the focus', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.click(within(element).getAllByRole('link', { name: /^Ver detalle de / })[0] as HTMLElement);
    select(element).focus();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(select(element)).toHaveFocus();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('site-widgets:'))).toHaveLength(2);
  });
});

const searchBox = (element: HTMLElement) => within(element).getByRole('searchbox', { name: 'Buscar por nombre o localidad' }) as HTMLInputElement;
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** What the fixtures hold for a word, found independently of the widget's code. */
const holding = (word: string, province?: string) =>
  distributors
    .filter((d) => [d.name, d.locality, d.address].some((field) => field != null && plain(field).includes(word)))
    .filter((d) => province === undefined || plain(d.province.trim()) === plain(province))
    .map((d) => d.name)
    .sort(collator.compare);

describe('distributors: the search box', () => {
  test('a visible label and a search input beside the province select, enabled once the list is there', async () => {
    const element = await directory();
    const input = searchBox(element);
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toBeEnabled();
    expect(within(element).getByText('Buscar por nombre o localidad').tagName).toBe('LABEL');
    expect(input.value).toBe('');
  });

  test("accents and case aside: 'cordoba', 'CORDOBA' and 'Córdoba' find the same rows, by name or locality", async () => {
    const user = userEvent.setup();
    const element = await directory();
    const expected = holding('cordoba');
    // Names with 'Córdoba Capital' and the rows whose locality is Córdoba.
    expect(expected).toEqual(expect.arrayContaining(['Almacén Mayorista del Centro']));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const typed of ['cordoba', 'CORDOBA', 'Córdoba']) {
      await user.clear(searchBox(element));
      await user.type(searchBox(element), typed);
      expect(names(element)).toEqual(expected);
      expect(count(element)).toHaveTextContent(`${expected.length} distribuidores para "${typed}"`);
      expect(count(element)).toHaveAttribute('aria-live', 'polite');
    }
  });

  test('the address is searched too, and every word must match, in any order', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.type(searchBox(element), 'colon');
    expect(names(element)).toEqual([distributors.find((d) => d.id === 3)?.name]);
    await user.clear(searchBox(element));
    await user.type(searchBox(element), 'capital  distribuidora');
    expect(names(element)).toEqual(holding('capital').filter((name) => plain(name).includes('distribuidora')));
  });

  test('combined with the province: both must hold, and the count says both', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.type(searchBox(element), 'santa');
    const everywhere = holding('santa');
    expect(names(element)).toEqual(everywhere);
    await user.selectOptions(select(element), 'La Pampa');
    const inLaPampa = holding('santa', 'La Pampa');
    expect(inLaPampa.length).toBeGreaterThan(0);
    expect(inLaPampa.length).toBeLessThan(everywhere.length);
    expect(names(element)).toEqual(inLaPampa);
    expect(count(element)).toHaveTextContent(`${inLaPampa.length} ${inLaPampa.length === 1 ? 'distribuidor' : 'distribuidores'} en La Pampa para "santa"`);
    expect(searchBox(element).value).toBe('santa');
    await user.click(within(element).getByRole('button', { name: 'Ver todas las provincias' }));
    expect(names(element)).toEqual(everywhere);
  });

  test("ñ and n match each other: 'penaloza' finds 'Peñaloza'", async () => {
    server.use(
      http.get('*/api/distributors', () =>
        HttpResponse.json([
          { id: 1, name: 'Distribuidora Peñaloza', province: 'La Rioja' },
          { id: 2, name: 'Casa Norte', province: 'Salta', locality: 'Cañada de Gómez' },
          { id: 3, name: 'Casa Sur', province: 'Salta' },
        ]),
      ),
    );
    const user = userEvent.setup();
    const element = await directory();
    await user.type(searchBox(element), 'penaloza');
    expect(names(element)).toEqual(['Distribuidora Peñaloza']);
    await user.clear(searchBox(element));
    await user.type(searchBox(element), 'CAÑADA');
    expect(names(element)).toEqual(['Casa Norte']);
    expect(count(element)).toHaveTextContent('1 distribuidor para "CAÑADA"');
  });

  test('nothing found: a clear message and a button that clears the search and goes back to the box', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.type(searchBox(element), 'zzz <b>x</b>');
    expect(names(element)).toEqual([]);
    expect(element).toHaveTextContent('No encontramos distribuidores para "zzz <b>x</b>".');
    expect(element.querySelector('.sw-distributors__empty b')).toBeNull();
    expect(count(element)).toHaveTextContent('0 distribuidores para "zzz <b>x</b>"');
    await user.selectOptions(select(element), 'Salta');
    expect(element).toHaveTextContent('No encontramos distribuidores para "zzz <b>x</b>" en Salta.');
    await user.click(within(element).getByRole('button', { name: 'Borrar la búsqueda' }));
    expect(searchBox(element).value).toBe('');
    expect(searchBox(element)).toHaveFocus();
    expect(count(element)).toHaveTextContent(/^\d+ distribuidores en Salta$/);
    expect(within(element).queryByRole('button', { name: 'Borrar la búsqueda' })).toBeNull();
  });

  test('a new search starts at page 1', async () => {
    backendState.distributors = manyDistributors(600);
    const user = userEvent.setup();
    const element = await directory();
    await user.click(within(element).getByRole('link', { name: 'Página 2' }));
    const entries = window.history.length;
    await user.type(searchBox(element), 'casa');
    expect(window.history.length).toBe(entries);
    expect(within(element).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    // Typed, the search replaced the address's entry: the address holds it, no entry per letter.
    expect(new URLSearchParams(window.location.search).get('buscar')).toBe('casa');
  });

  test('the search comes back with the back button, with the province and the page', async () => {
    backendState.distributors = manyDistributors(600);
    const user = userEvent.setup();
    let element = await directory();
    await user.selectOptions(select(element), 'Buenos Aires');
    await user.type(searchBox(element), 'TANDIL');
    const found = names(element);
    const link = within(element).getAllByRole('link', { name: /^Ver detalle de / })[2] as HTMLElement;
    const label = link.textContent ?? '';
    await user.click(link);
    // Back on the bare address: the saved state brings the search back (the address would too).
    removePlaceholders();
    window.history.replaceState(null, '', '/distribuidores');
    element = await directory();
    expect(searchBox(element).value).toBe('TANDIL');
    expect(select(element).selectedOptions[0]?.textContent).toBe('Buenos Aires');
    expect(names(element)).toEqual(found);
    expect(count(element)).toHaveTextContent(/^\d+ distribuidores en Buenos Aires para "TANDIL"$/);
    await waitFor(() => expect(screen.getByRole('link', { name: label })).toHaveFocus());

    // Restored once: the bare address starts over.
    removePlaceholders();
    window.history.replaceState(null, '', '/distribuidores');
    element = await directory();
    expect(searchBox(element).value).toBe('');
  });

  test('5,000 distributors: a keystroke only compares keys made once', async () => {
    backendState.distributors = manyDistributors(5000);
    const user = userEvent.setup();
    const element = await directory();
    const normalize = jest.spyOn(String.prototype, 'normalize');
    await user.type(searchBox(element), 'tandil');
    // One normalisation of the query a keystroke, none of the rows.
    expect(normalize.mock.calls.length).toBeLessThanOrEqual('tandil'.length * 2);
    normalize.mockRestore();
    expect(count(element)).toHaveTextContent(/^\d+ distribuidores para "tandil"$/);
  });
});

describe('distributors: contact details', () => {
  const rowOf = (element: HTMLElement, id: number) => element.querySelector<HTMLElement>(`[data-distributor-id="${id}"]`);
  const nameOf = (id: number) => distributors.find((d) => d.id === id)?.name ?? '';

  test('the locality, a call link, a WhatsApp link and directions, named with the distributor', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.selectOptions(select(element), 'Córdoba');
    const row = rowOf(element, 3);
    if (row === null) throw new Error('no row 3');
    const name = nameOf(3);
    expect(within(row).getByText('Córdoba', { selector: '.sw-distributors__locality' })).toBeInTheDocument();
    const call = within(row).getByRole('link', { name: `Llamar a ${name}` });
    expect(call).toHaveAttribute('href', 'tel:+543514223344');
    expect(call).not.toHaveAttribute('target');
    const whatsapp = within(row).getByRole('link', { name: `WhatsApp a ${name} (se abre en otra pestaña)` });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5493515551234');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener');
    const directions = within(row).getByRole('link', { name: `Cómo llegar a ${name} (se abre en otra pestaña)` });
    // Coordinates: directions to them, not a search for the address.
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-31.4201,-64.1888');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener');

    // A '+54 9' WhatsApp and no phone, an address and no coordinates: no call link, a search for the address.
    const loose = rowOf(element, 81);
    if (loose === null) throw new Error('no row 81');
    expect(within(loose).queryByRole('link', { name: /^Llamar/ })).toBeNull();
    expect(within(loose).getByRole('link', { name: /^WhatsApp a Almacén Mayorista del Centro/ })).toHaveAttribute('href', 'https://wa.me/5493516789012');
    expect(within(loose).getByRole('link', { name: /^Cómo llegar/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Bv.%20San%20Juan%20850%2C%20C%C3%B3rdoba%2C%20C%C3%B3rdoba',
    );
    // A phone only: a call link and nothing else.
    const phoneOnly = rowOf(element, 17);
    expect(
      phoneOnly === null
        ? []
        : within(phoneOnly)
            .getAllByRole('link')
            .map((link) => link.getAttribute('href')),
    ).toEqual(['/distribuidores/17', 'tel:+543584631200', 'https://www.google.com/maps/dir/?api=1&destination=-33.1232,-64.3493']);
  });

  test('rows without contact details: a name, Ver detalle and, with coordinates only, Cómo llegar; no empty link', async () => {
    const user = userEvent.setup();
    const element = await directory();
    await user.selectOptions(select(element), 'Salta');
    for (const row of element.querySelectorAll<HTMLElement>('.sw-distributors__item')) {
      const id = Number(row.dataset.distributorId);
      const { lat, lng } = distributors.find((d) => d.id === id) ?? {};
      expect(
        within(row)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([`/distribuidores/${id}`, `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`]);
      expect(row.querySelector('.sw-distributors__locality')).toBeNull();
    }
    // Neither contact details nor coordinates: as before.
    await user.selectOptions(select(element), 'Mendoza');
    const bare = rowOf(element, 5);
    if (bare === null) throw new Error('no row 5');
    expect(within(bare).getAllByRole('link')).toHaveLength(1);
    expect(bare.querySelector('.sw-distributors__locality, .sw-distributors__contact')).toBeNull();
    expect(element.querySelectorAll('a:not([href]), a[href=""]')).toHaveLength(0);
  });

  test('hostile values come out inert: no link from a javascript: phone, HTML stays text, the address stays query text', async () => {
    server.use(
      http.get('*/api/distributors', () =>
        HttpResponse.json([
          {
            id: 7,
            name: '<img src=x onerror="window.__pwned=1">Distribuidora Sur',
            province: 'Salta',
            locality: '<b>Salta</b>',
            address: 'javascript:alert(1)//"><script>window.__pwned=1</script>',
            phone: 'javascript:alert(1)',
            whatsapp: 'javascript://%0aalert(5491155551234)',
          },
          { id: 8, name: 'Casa Norte', province: 'Salta', phone: 3514223344, whatsapp: { number: 1 }, address: ['x'], locality: false },
        ]),
      ),
    );
    const element = await directory();
    expect(names(element)).toEqual(['<img src=x onerror="window.__pwned=1">Distribuidora Sur', 'Casa Norte']);
    expect(element.querySelector('.sw-distributors__list img, .sw-distributors__list script, .sw-distributors__list b')).toBeNull();
    const hostile = rowOf(element, 7);
    if (hostile === null) throw new Error('no row 7');
    expect(within(hostile).getByText('<b>Salta</b>')).toBeInTheDocument();
    expect(within(hostile).queryByRole('link', { name: /^Llamar/ })).toBeNull();
    expect(within(hostile).queryByRole('link', { name: /^WhatsApp/ })).toBeNull();
    const directions = within(hostile).getByRole('link', { name: /^Cómo llegar a <img src=x/ });
    expect(directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('javascript:alert(1)//"><script>window.__pwned=1</script>, <b>Salta</b>, Salta')}`,
    );
    // A number as a JSON number still calls; other shapes read as none, and the row stays.
    const loose = rowOf(element, 8);
    expect(
      loose === null
        ? []
        : within(loose)
            .getAllByRole('link')
            .map((link) => link.getAttribute('href')),
    ).toEqual(['/distribuidores/8', 'tel:+543514223344']);
    for (const link of element.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(
        /^(\/distribuidores\/\d+|tel:\+\d+|https:\/\/wa\.me\/\d+|https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^"<>\s]+)$/,
      );
    }
    expect((window as Window & { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('distributors: failures and bad input', () => {
  test('a failure logs, ends loading and offers Reintentar, which asks again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let failed = 0;
    server.use(
      http.get(
        '*/api/distributors',
        () => {
          failed += 1;
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list' });
    const alert = await within(element).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los distribuidores.');
    expect(element.querySelector('[aria-busy="true"]')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[site-widgets\] "distributor-list" on <div#distribuidores\.test-placeholder> could not load \/api\/distributors: Request failed with status code 500/,
      ),
      expect.anything(),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(count(element)).toHaveTextContent(`${distributors.length} distribuidores`));
    // The failed request, then the retry (the only case of a second request).
    expect(failed).toBe(1);
    expect(distributorRequests()).toHaveLength(1);
  });

  test('names are in Spanish order, case and accents aside, with numbers by value', async () => {
    server.use(
      http.get('*/api/distributors', () =>
        HttpResponse.json(
          ['Distribuidora 10', 'distribuidora 2', 'Ñandú', 'Álamo', 'Nube', 'Distribuidora 1'].map((name, index) => ({
            id: index + 1,
            name,
            province: 'Salta',
          })),
        ),
      ),
    );
    const element = await directory();
    expect(names(element)).toEqual(['Álamo', 'Distribuidora 1', 'distribuidora 2', 'Distribuidora 10', 'Nube', 'Ñandú']);
  });

  test('loose values are read and HTML stays text; an unreadable entry is left out and reported', async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/distributors', () =>
        HttpResponse.json([
          { id: '12', name: '<script>window.__pwned=1</script>Casa <b>Sur</b>', province: 'Salta', extra: [] },
          { id: 13, name: 'Sin provincia', province: null },
          { id: 14, name: 'Norte', province: ' salta ' },
        ]),
      ),
    );
    const element = await directory();
    expect(names(element)).toEqual(['<script>window.__pwned=1</script>Casa <b>Sur</b>', 'Norte']);
    expect(element.querySelector('.sw-distributors__list script, .sw-distributors__list b')).toBeNull();
    expect(within(element).getByRole('link', { name: /Casa/ })).toHaveAttribute('href', '/distribuidores/12');
    expect(
      within(select(element))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Buscar por provincia', 'Salta']);
    expect(element).not.toHaveTextContent(/undefined|null|\[object Object\]/);
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringContaining('skipped 1 unreadable entry of /api/distributors: [1].province: expected a string'),
      expect.any(Error),
    );
  });

  test("an answer of the wrong shape (an object, PHP's [] aside) shows the error message and logs why", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/distributors', () => HttpResponse.json({ data: [] })));
    const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list' });
    expect(await within(element).findByRole('alert')).toHaveTextContent('No pudimos cargar los distribuidores.');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('unexpected answer from /api/distributors: expected a list'), expect.anything());
  });

  test('an empty list says there are none', async () => {
    server.use(http.get('*/api/distributors', () => HttpResponse.json([])));
    const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list' });
    await within(element).findByText('Todavía no hay distribuidores cargados.');
    expect(count(element)).toHaveTextContent('0 distribuidores');
  });
});
