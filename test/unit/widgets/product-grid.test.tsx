import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { products, productTags } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { paginate } from '../../../mocks/base/laravel-paginator';
import type { ProductCard } from '../../../src/shared/api/products';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { cardTitles, currentPage, place, removePlaceholders, selectedTab, tabNames } from './post-grid-helpers';

setUpRuntimeEnvironment();

const names = (list: readonly ProductCard[]) => list.map((product) => product.name);
const requestedUrls = () => backendState.requests.map((request) => request.url.replace('http://localhost', ''));
const improvers = products.filter((product) => product.category?.id === 6);

function stayOnPage(event: MouseEvent): void {
  event.preventDefault();
}

function grid(attributes: Record<string, string> = {}): HTMLElement {
  return place({ id: 'productos', 'data-widget-name': 'product-grid', ...attributes });
}

function answer(data: unknown[], tags: unknown = productTags): Record<string, unknown> {
  const page = paginate(products, 1, 12, 'http://localhost/api/products');
  return { tags, posts: { ...page, data } };
}

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/productos');
  Element.prototype.scrollIntoView = jest.fn();
  document.addEventListener('click', stayOnPage);
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  removePlaceholders();
  delete window.SiteWidgets;
});

describe('product grid: tabs, pages, columns', () => {
  test("the first load extends the tabs with the server's categories and selects 'Todo'", async () => {
    backendState.latency = 30;
    const element = grid();
    await waitFor(() => expect(tabNames(element)).toEqual(['Todo']));
    expect(await cardTitles(element)).toEqual(names(products.slice(0, 12)));
    expect(tabNames(element)).toEqual(['Todo', ...productTags.map((tag) => tag.name)]);
    expect(selectedTab(element)).toBe('Todo');
    expect(requestedUrls()).toEqual(['/api/products?page=1']);
  });

  test('a tab change resets to page 1 and asks /api/products/{tagId}', async () => {
    const user = userEvent.setup();
    const element = grid();
    await cardTitles(element);
    await user.click(within(element).getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(currentPage(element)).toBe('3'));
    await cardTitles(element);
    await user.click(within(element).getByRole('tab', { name: 'Mejoradores' }));
    expect(await cardTitles(element)).toEqual(names(improvers.slice(0, 12)));
    expect(currentPage(element)).toBe('1');
    expect(requestedUrls()).toEqual(['/api/products?page=1', '/api/products?page=3', '/api/products/6?page=1']);
  });

  test("numeric page links; on the last page the '>' control is disabled (aria-disabled)", async () => {
    const user = userEvent.setup();
    const element = grid();
    await cardTitles(element);
    await user.click(within(element).getByRole('tab', { name: 'Mejoradores' }));
    await cardTitles(element);
    const nav = within(element).getByRole('navigation', { name: 'Paginación: Categorías de productos' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '›']);
    const next = within(nav).getByRole('link', { name: 'Página siguiente' });
    expect(next).toBeEnabled();
    await user.click(within(nav).getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(currentPage(element)).toBe('3'));
    expect(await cardTitles(element)).toEqual(names(improvers.slice(24)));
    expect(within(element).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(element).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(element).getByRole('link', { name: 'Página siguiente' }).closest('li')).toHaveClass('disabled');
  });

  test('while the next page loads the cards stay, dimmed under a spinner (the grid keeps its height)', async () => {
    const element = grid();
    await cardTitles(element);
    backendState.latency = 80;
    // A click without the pointer passing over the link first: a hover would ask for the page ahead,
    // and a page already there shows at once, without the spinner this test is about.
    fireEvent.click(within(element).getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(element.querySelector('.sw-listing__spinner .spinner-border')).not.toBeNull());
    expect(element.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(element).getAllByRole('article')).toHaveLength(12);
    expect(within(element).getByRole('status')).toHaveTextContent('Cargando…');
    expect(await cardTitles(element)).toEqual(names(products.slice(12, 24)));
    expect(element.querySelector('.sw-listing__spinner')).toBeNull();
  });

  test.each([
    [{}, 'col-6 col-md-4'],
    [{ 'data-columns': '3' }, 'col-6 col-md-3'],
    [{ 'data-columns': '12' }, 'col-12 col-md-12'],
  ])('columns %j give each card %s', async (attributes, classes) => {
    const element = grid(attributes);
    await cardTitles(element);
    expect(within(element).getAllByRole('article')[0]?.parentElement?.className).toBe(classes);
  });

  test('a columns value out of 1–12 is refused as an attribute', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = grid({ 'data-columns': '13' });
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('data-columns: expected a whole number from 1 to 12'), expect.anything());
  });
});

describe('product grid: which images are asked for first', () => {
  const images = (element: HTMLElement) =>
    within(element)
      .getAllByRole('article')
      .map((article) => article.querySelector('img'));

  test('on the first screen the first two images are asked for at once and ahead (often the largest paint), the rest lazily', async () => {
    const element = grid();
    await cardTitles(element);
    const [first, second, third] = images(element);
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
    }
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).not.toHaveAttribute('fetchpriority');
  });

  test('a grid that starts below the first screen loads every image lazily', async () => {
    const element = grid();
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: window.innerHeight + 400, width: 390, height: 600 });
    await cardTitles(element);
    expect(images(element).length).toBeGreaterThan(2);
    for (const image of images(element)) expect(image).toHaveAttribute('loading', 'lazy');
    expect(element.querySelector('img[fetchpriority]')).toBeNull();
  });
});

describe('product grid: a first page the server printed (data-first-page)', () => {
  /** `GET /api/products[/{tagId}]?page={n}` as the mocked backend answers it. */
  function productsPage(tagId: number, page: number): Record<string, unknown> {
    const list = tagId === 0 ? products : products.filter((product) => product.category?.id === tagId);
    return { tags: productTags, posts: paginate(list, page, 12, `http://localhost/api/products${tagId === 0 ? '' : `/${tagId}`}`) };
  }

  function printFirstPage(content: string): void {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-page';
    script.textContent = content;
    document.body.append(script);
  }

  /** Gives a request the effects might have started the time to reach the mocked backend. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

  afterEach(() => document.getElementById('first-page')?.remove());

  test('is shown at once, its first images asked for ahead, without asking the API', async () => {
    printFirstPage(JSON.stringify(productsPage(0, 1)));
    const element = grid({ 'data-first-page': '#first-page' });
    expect(await cardTitles(element)).toEqual(names(products.slice(0, 12)));
    // No skeletons came first: the cards were there from the first render.
    expect(element.querySelector('[aria-busy="true"]')).toBeNull();
    expect(tabNames(element)).toEqual(['Todo', ...productTags.map((tag) => tag.name)]);
    expect(element.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await settle();
    expect(requestedUrls()).toEqual([]);
  });

  test('the category and page the address names, printed for it, are shown without asking; the next page is asked for', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/productos?categoria=6&pagina=2');
    printFirstPage(JSON.stringify(productsPage(6, 2)));
    const element = grid({ 'data-first-page': '#first-page' });
    expect(await cardTitles(element)).toEqual(names(improvers.slice(12, 24)));
    expect(selectedTab(element)).toBe('Mejoradores');
    expect(currentPage(element)).toBe('2');
    await settle();
    expect(requestedUrls()).toEqual([]);
    await user.click(within(element).getByRole('link', { name: 'Página 1' }));
    expect(await cardTitles(element)).toEqual(names(improvers.slice(0, 12)));
    expect(requestedUrls()).toEqual(['/api/products/6?page=1']);
  });

  test('a printed page that is not the page the address names is not shown: the grid asks for its own', async () => {
    window.history.replaceState(null, '', '/productos?pagina=2');
    printFirstPage(JSON.stringify(productsPage(0, 1)));
    const element = grid({ 'data-first-page': '#first-page' });
    expect(await cardTitles(element)).toEqual(names(products.slice(12, 24)));
    expect(requestedUrls()).toEqual(['/api/products?page=2']);
  });

  test("back from a product, the saved state wins over the printed page (the server printed the address's, not the visitor's)", async () => {
    const user = userEvent.setup();
    let element = grid();
    await cardTitles(element);
    await user.click(within(element).getByRole('tab', { name: 'Mejoradores' }));
    await cardTitles(element);
    await user.click(within(element).getByRole('link', { name: (improvers[2] as ProductCard).name }));
    removePlaceholders();
    // The saved state's page is 1 too: only where it came from tells the printed page apart.
    window.history.replaceState(null, '', '/productos');
    backendState.requests = [];
    printFirstPage(JSON.stringify(productsPage(0, 1)));
    element = grid({ 'data-first-page': '#first-page' });
    expect(await cardTitles(element)).toEqual(names(improvers.slice(0, 12)));
    expect(selectedTab(element)).toBe('Mejoradores');
    expect(requestedUrls()).toEqual(['/api/products/6?page=1']);
  });

  test("a printed page is checked as the API's answer would be: an unknown category is corrected to 'Todo', said", async () => {
    window.history.replaceState(null, '', '/productos?categoria=999');
    printFirstPage(JSON.stringify(productsPage(999, 1)));
    const element = grid({ 'data-first-page': '#first-page' });
    await waitFor(() => expect(element.querySelector('[aria-live="polite"]')).toHaveTextContent('La categoría 999 no existe: te mostramos Todo.'));
    expect(selectedTab(element)).toBe('Todo');
    expect(await cardTitles(element)).toEqual(names(products.slice(0, 12)));
    expect(window.location.search).toBe('');
    expect(requestedUrls()).toEqual(['/api/products?page=1']);
  });

  test('entries it cannot read are left out and reported once; the others are shown', async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const page = productsPage(0, 1) as { posts: { data: unknown[] } };
    printFirstPage(
      JSON.stringify({ ...page, posts: { ...page.posts, data: page.posts.data.map((item, index) => (index === 1 ? { id: 'x', name: 'Sin id' } : item)) } }),
    );
    const element = grid({ 'data-first-page': '#first-page' });
    expect(await cardTitles(element)).toEqual(names(products.slice(0, 12).filter((_, index) => index !== 1)));
    await waitFor(() => expect(consoleWarning).toHaveBeenCalledTimes(1));
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringContaining('skipped 1 unreadable entry of data-first-page: data-first-page.posts.data[1].id'),
      expect.anything(),
    );
    await settle();
    expect(requestedUrls()).toEqual([]);
  });

  test.each([
    ['not JSON', '{"posts": '],
    ['not an answer', '{"tags": [], "posts": []}'],
  ])('%s: it is reported and the grid asks the API', async (_, content) => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    printFirstPage(content);
    const element = grid({ 'data-first-page': '#first-page' });
    expect(await cardTitles(element)).toEqual(names(products.slice(0, 12)));
    expect(requestedUrls()).toEqual(['/api/products?page=1']);
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[site-widgets\] "product-grid" on <div#productos\.test-placeholder> could not read data-first-page \(asking the API instead\): /,
      ),
      expect.anything(),
    );
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
  });
});

describe('product grid: links', () => {
  const first = products[0] as ProductCard;

  test('a card opens /product/{id}', async () => {
    const element = grid();
    await cardTitles(element);
    expect(within(element).getByRole('link', { name: first.name })).toHaveAttribute('href', `/product/${first.id}`);
  });

  test('a consumer grid opens the relative consumers/product/{id}: by attribute, or by the consumerSite global', async () => {
    window.SiteWidgets = { consumerSite: true };
    const byGlobal = grid();
    const byAttribute = place({ 'data-widget-name': 'product-grid', 'data-consumer': '', 'data-state-key': 'b' });
    const forced = place({ 'data-widget-name': 'product-grid', 'data-consumer': 'false', 'data-state-key': 'c' });
    await cardTitles(byGlobal);
    await cardTitles(byAttribute);
    await cardTitles(forced);
    expect(within(byGlobal).getByRole('link', { name: first.name })).toHaveAttribute('href', `consumers/product/${first.id}`);
    expect(within(byAttribute).getByRole('link', { name: first.name })).toHaveAttribute('href', `consumers/product/${first.id}`);
    expect(within(forced).getByRole('link', { name: first.name })).toHaveAttribute('href', `/product/${first.id}`);
  });
});

describe('product grid: images', () => {
  test('a placeholder animation until the image loads, then it fades in', async () => {
    const element = grid();
    await cardTitles(element);
    const image = within(element).getByRole('img', { name: products[0]?.name });
    // The first card on the first screen: asked for at once (below: which images are).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '600');
    expect(image.parentElement).toHaveClass('sw-image--loading');
    fireEvent.load(image);
    expect(image.parentElement).toHaveClass('sw-image--loaded');
  });

  test('a failed image, or none, shows a neutral placeholder, never a broken image', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(answer([products[0], { ...products[1], image: null }]))));
    const element = grid();
    await cardTitles(element);
    const [broken, missing] = within(element).getAllByRole('article') as [HTMLElement, HTMLElement];
    fireEvent.error(within(broken).getByRole('img'));
    expect(broken.querySelector('img')).toBeNull();
    expect(within(broken).getByRole('img', { name: `${products[0]?.name}: Imagen no disponible` })).toHaveClass('sw-image__missing');
    expect(missing.querySelector('img')).toBeNull();
    expect(within(missing).getByRole('img', { name: `${products[1]?.name}: Imagen no disponible` })).toBeInTheDocument();
  });
});

describe('product grid: failures, races, bad input', () => {
  test('a failure ends loading, logs a console error and offers Reintentar, which loads again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(http.get('*/api/products', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const element = grid();
    const alert = await within(element).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los productos.');
    expect(element.querySelector('[aria-busy="true"]')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[site-widgets\] "product-grid" on <div#productos\.test-placeholder> could not load \/api\/products\?page=1: Request failed with status code 500/,
      ),
      expect.anything(),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await cardTitles(element)).toEqual(names(products.slice(0, 12)));
  });

  test('when page 2 fails, the tabs and the page bar stay around the message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const element = grid();
    await cardTitles(element);
    // Every time: hovering the link asks for its page ahead, and the click asks again.
    server.use(http.get('*/api/products', () => HttpResponse.error()));
    await user.click(within(element).getByRole('link', { name: 'Página 2' }));
    await within(element).findByRole('alert');
    expect(tabNames(element)).toHaveLength(productTags.length + 1);
    expect(within(element).getByRole('navigation')).toBeInTheDocument();
    expect(within(element).getByRole('link', { name: 'Página 2' })).toBeInTheDocument();
  });

  test('a slow response for an earlier tab never overwrites the newer one', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/products/1', async () => {
        await delay(150);
        return HttpResponse.json(answer([{ id: 999, name: 'Respuesta vieja', image: null, category: null }]));
      }),
    );
    const element = grid();
    await cardTitles(element);
    await user.click(within(element).getByRole('tab', { name: 'Harinas' }));
    await user.click(within(element).getByRole('tab', { name: 'Mejoradores' }));
    expect(await cardTitles(element)).toEqual(names(improvers.slice(0, 12)));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(within(element).queryByText('Respuesta vieja')).toBeNull();
    expect(selectedTab(element)).toBe('Mejoradores');
  });

  test('loose Laravel values are read; HTML in names stays text; nothing says undefined, null or [object Object]', async () => {
    const loose = [
      { id: '12', name: '<b>Harina</b> <script>window.__pwned = 1</script>', image: null, category: [] },
      { id: 13, name: 'Levadura', image: '/l.png', category: null, extra: { nested: true } },
      { id: 14, name: 'Margarina', category: { name: 'Margarinas' } },
    ];
    server.use(http.get('*/api/products', () => HttpResponse.json(answer(loose, [{ id: '1', name: 'Harinas', childrens: null }]))));
    const element = grid();
    expect(await cardTitles(element)).toEqual(['<b>Harina</b> <script>window.__pwned = 1</script>', 'Levadura', 'Margarina']);
    expect(element.querySelector('b, script')).toBeNull();
    expect(within(element).getByRole('link', { name: /Harina/ })).toHaveAttribute('href', '/product/12');
    expect(element).not.toHaveTextContent(/undefined|null|\[object Object\]/);
    expect(tabNames(element)).toEqual(['Todo', 'Harinas']);
  });

  test('an answer of the wrong shape shows the error message and logs why', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/products', () => HttpResponse.json({ tags: [], posts: [] })));
    const element = grid();
    expect(await within(element).findByRole('alert')).toHaveTextContent('No pudimos cargar los productos.');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('unexpected answer from /api/products: posts.data: missing'), expect.anything());
    expect(within(element).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  test('an unreadable product is left out and reported once; the others show', async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/products', () => HttpResponse.json(answer([products[0], { id: 'x', name: 'Sin id' }, products[1]]))));
    const element = grid();
    expect(await cardTitles(element)).toEqual(names(products.slice(0, 2)));
    expect(consoleWarning).toHaveBeenCalledTimes(1);
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringContaining('skipped 1 unreadable entry of /api/products?page=1: posts.data[1].id'),
      expect.any(Error),
    );
  });
});

describe('product grid: back from a product', () => {
  test('restores tab and page once, and lands on the product opened', async () => {
    const user = userEvent.setup();
    let element = grid();
    await cardTitles(element);
    await user.click(within(element).getByRole('tab', { name: 'Mejoradores' }));
    await cardTitles(element);
    await user.click(within(element).getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(currentPage(element)).toBe('2'));
    const opened = improvers[15] as ProductCard;
    await user.click(await within(element).findByRole('link', { name: opened.name }));
    removePlaceholders();
    backendState.requests = [];
    element = grid();
    expect(await cardTitles(element)).toEqual(names(improvers.slice(12, 24)));
    expect(selectedTab(element)).toBe('Mejoradores');
    expect(currentPage(element)).toBe('2');
    expect(requestedUrls()).toEqual(['/api/products/6?page=2']);
    await waitFor(() => expect(within(element).getByRole('link', { name: opened.name })).toHaveFocus());
    expect(screen.getByRole('link', { name: opened.name }).closest('li')).toHaveAttribute('data-card-key', `product-${opened.id}`);
    expect(sessionStorage.length).toBe(0);
  });

  test('from the back-forward cache: tab and page stay, the product opened gets the focus again, the saved state is forgotten', async () => {
    const user = userEvent.setup();
    const element = grid();
    await cardTitles(element);
    await user.click(within(element).getByRole('tab', { name: 'Mejoradores' }));
    await cardTitles(element);
    const opened = improvers[3] as ProductCard;
    const link = await within(element).findByRole('link', { name: opened.name });
    await user.click(link);
    expect(sessionStorage.length).toBe(2);

    within(element).getByRole('tab', { name: 'Mejoradores' }).focus();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(link).toHaveFocus());
    expect(selectedTab(element)).toBe('Mejoradores');
    expect(sessionStorage.length).toBe(0);
  });
});
