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
    const link = within(element).getAllByRole('link')[3] as HTMLElement;
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
    const link = within(element).getAllByRole('link')[3] as HTMLElement;
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
    await user.click(within(element).getAllByRole('link')[0] as HTMLElement);
    select(element).focus();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(select(element)).toHaveFocus();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('site-widgets:'))).toHaveLength(2);
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
