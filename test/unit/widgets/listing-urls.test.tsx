import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manyDistributors, recipes } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import type { PostCard } from '../../../src/shared/api/posts';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { cardTitles, currentPage, place, removePlaceholders, selectedTab } from './post-grid-helpers';

setUpRuntimeEnvironment();

const PER_PAGE = 12;
const LAST_PAGE = Math.ceil(recipes.length / PER_PAGE);
const names = (posts: PostCard[]) => posts.map((post) => post.name);
const requestedUrls = () => backendState.requests.map((request) => request.url.replace('http://localhost', ''));
const pastry = recipes.filter((post) => post.tag?.id === 2);

/** Whether the widget took each click over (`defaultPrevented` before the document hears it); jsdom cannot navigate, so the document stops them. */
let prevented: boolean[] = [];
function recordAndStay(event: MouseEvent): void {
  prevented.push(event.defaultPrevented);
  event.preventDefault();
}

let pushState: jest.SpyInstance;
let replaceState: jest.SpyInstance;

function recipesGrid(attributes: Record<string, string> = {}): HTMLElement {
  return place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas', ...attributes });
}

function notice(grid: HTMLElement): string {
  return grid.querySelector('[aria-live="polite"]')?.textContent ?? '';
}

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/recetas');
  Element.prototype.scrollIntoView = jest.fn();
  prevented = [];
  document.addEventListener('click', recordAndStay);
  pushState = jest.spyOn(window.history, 'pushState');
  replaceState = jest.spyOn(window.history, 'replaceState');
});

afterEach(() => {
  document.removeEventListener('click', recordAndStay);
  removePlaceholders();
  pushState.mockRestore();
  replaceState.mockRestore();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('the state in the address', () => {
  test('a shared address opens its tab and page', async () => {
    window.history.replaceState(null, '', '/recetas?etiqueta=2&pagina=2');
    const grid = recipesGrid();
    expect(await cardTitles(grid)).toEqual(names(pastry.slice(12, 24)));
    expect(selectedTab(grid)).toBe('Pastelería');
    expect(currentPage(grid)).toBe('2');
    expect(requestedUrls()).toEqual(['/api/posts/recetas/2?page=2']);
    expect(pushState).not.toHaveBeenCalled();
  });

  test('choosing a page or a tab pushes its address, keeping the other parameters and the hash; the links are the addresses', async () => {
    window.history.replaceState(null, '', '/recetas?origen=boletin#grilla');
    replaceState.mockClear();
    const user = userEvent.setup();
    const grid = recipesGrid();
    await cardTitles(grid);
    const nav = within(grid).getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/recetas?origen=boletin&pagina=3#grilla');
    expect(within(grid).getByRole('tab', { name: 'Pastelería' })).toHaveAttribute('href', '/recetas?origen=boletin&etiqueta=2#grilla');

    await user.click(within(nav).getByRole('link', { name: 'Página 3' }));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(24, 36)));
    expect(window.location.search).toBe('?origen=boletin&pagina=3');
    expect(window.location.hash).toBe('#grilla');
    expect(pushState).toHaveBeenCalledTimes(1);

    await user.click(within(grid).getByRole('tab', { name: 'Pastelería' }));
    expect(await cardTitles(grid)).toEqual(names(pastry.slice(0, 12)));
    expect(window.location.search).toBe('?origen=boletin&etiqueta=2');
    expect(pushState).toHaveBeenCalledTimes(2);
    expect(replaceState).not.toHaveBeenCalled();
    expect(prevented).toEqual([true, true]);
  });

  test('back and forward walk the entries, and the grid shows (and loads) each', async () => {
    const user = userEvent.setup();
    const grid = recipesGrid();
    await cardTitles(grid);
    await user.click(within(grid).getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(currentPage(grid)).toBe('2'));
    await user.click(within(grid).getByRole('tab', { name: 'Pastelería' }));
    expect(await cardTitles(grid)).toEqual(names(pastry.slice(0, 12)));

    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?pagina=2'));
    await waitFor(() => expect(selectedTab(grid)).toBe('Todo'));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(12, 24)));
    expect(currentPage(grid)).toBe('2');

    window.history.back();
    await waitFor(() => expect(currentPage(grid)).toBe('1'));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(0, 12)));

    window.history.forward();
    await waitFor(() => expect(currentPage(grid)).toBe('2'));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(12, 24)));
    // Walking the history writes nothing of its own.
    expect(pushState).toHaveBeenCalledTimes(2);
  });

  test('with data-url-prefix the grid reads and writes its own parameters only', async () => {
    window.history.replaceState(null, '', '/recetas?pagina=5&videos-pagina=2');
    const user = userEvent.setup();
    const grid = recipesGrid({ 'data-url-prefix': 'videos-' });
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(12, 24)));
    await user.click(within(grid).getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(window.location.search).toBe('?pagina=5&videos-pagina=3'));
    await user.click(within(grid).getByRole('link', { name: 'Página 1' }));
    await waitFor(() => expect(window.location.search).toBe('?pagina=5'));
  });

  test('a page past the end shows the last page, replaces the address and says so', async () => {
    window.history.replaceState(null, '', '/recetas?pagina=9');
    replaceState.mockClear();
    const grid = recipesGrid();
    await waitFor(() => expect(currentPage(grid)).toBe(String(LAST_PAGE)));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice((LAST_PAGE - 1) * PER_PAGE)));
    expect(window.location.search).toBe(`?pagina=${LAST_PAGE}`);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(pushState).not.toHaveBeenCalled();
    expect(notice(grid)).toBe(`La página 9 no existe: te mostramos la ${LAST_PAGE}.`);
  });

  test("an unknown tab falls back to 'Todo', and an unknown subcategory to its whole tab, each said", async () => {
    window.history.replaceState(null, '', '/recetas?etiqueta=999&pagina=2');
    const grid = recipesGrid();
    await waitFor(() => expect(notice(grid)).toBe('La categoría 999 no existe: te mostramos Todo.'));
    expect(selectedTab(grid)).toBe('Todo');
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(0, 12)));
    expect(window.location.search).toBe('');
    expect(pushState).not.toHaveBeenCalled();

    removePlaceholders();
    window.history.replaceState(null, '', '/recetas?etiqueta=1&subetiqueta=77');
    const again = recipesGrid();
    await waitFor(() => expect(notice(again)).toBe('La subcategoría 77 no existe: te mostramos todas las de Panificados.'));
    expect(window.location.search).toBe('?etiqueta=1');
    expect(within(again).getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'true');
    // The next choice clears the message.
    await userEvent.setup().click(within(again).getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(notice(again)).toBe(''));
  });

  test('Ctrl, Cmd, Shift and middle clicks are left to the browser (a new tab)', async () => {
    const grid = recipesGrid();
    await cardTitles(grid);
    const link = within(grid).getByRole('link', { name: 'Página 2' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(within(grid).getByRole('tab', { name: 'Pastelería' }), { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(prevented).toEqual([false, false, false, false, false]);
    expect(window.location.search).toBe('');
    expect(currentPage(grid)).toBe('1');
    expect(selectedTab(grid)).toBe('Todo');
    expect(pushState).not.toHaveBeenCalled();
  });
});

describe('a page asked for ahead', () => {
  test('hovering a page link asks for that page; the click then shows it without a request of its own', async () => {
    const user = userEvent.setup();
    const grid = recipesGrid();
    await cardTitles(grid);
    await user.hover(within(grid).getByRole('link', { name: 'Página siguiente' }));
    await waitFor(() => expect(requestedUrls()).toEqual(['/api/posts/recetas?page=1', '/api/posts/recetas?page=2']));
    // The answer is there once the request is done.
    await waitFor(() => expect(backendState.requests).toHaveLength(2));
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await user.click(within(grid).getByRole('link', { name: 'Página siguiente' }));
    // No skeletons, no wait: the cards are there as soon as the click is handled.
    expect(grid.querySelector('[aria-busy="true"]')).toBeNull();
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(names(recipes.slice(12, 24)));
    expect(currentPage(grid)).toBe('2');
    expect(requestedUrls()).toEqual(['/api/posts/recetas?page=1', '/api/posts/recetas?page=2']);
  });

  test('focusing a page link asks for it too', async () => {
    const grid = recipesGrid();
    await cardTitles(grid);
    within(grid).getByRole('link', { name: 'Página 4' }).focus();
    await waitFor(() => expect(requestedUrls()).toEqual(['/api/posts/recetas?page=1', '/api/posts/recetas?page=4']));
  });

  test("under the visitor's data saver nothing is asked ahead", async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const user = userEvent.setup();
    const grid = recipesGrid();
    await cardTitles(grid);
    await user.hover(within(grid).getByRole('link', { name: 'Página 3' }));
    within(grid).getByRole('link', { name: 'Página 4' }).focus();
    await user.click(within(grid).getByRole('link', { name: 'Página 2' }));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(12, 24)));
    // Pages 3 and 4, hovered and focused before page 2 was asked for, never were.
    expect(requestedUrls()).toEqual(['/api/posts/recetas?page=1', '/api/posts/recetas?page=2']);
  });
});

describe('the directory in the address', () => {
  beforeEach(() => {
    backendState.distributors = manyDistributors(600);
  });

  async function directory(): Promise<HTMLElement> {
    const element = place({ id: 'distribuidores', 'data-widget-name': 'distributor-list' });
    await waitFor(() => expect(within(element).getByRole('combobox', { name: 'Provincia' })).toBeEnabled());
    return element;
  }

  test('the address names the province and the page; a choice pushes its address', async () => {
    window.history.replaceState(null, '', '/distribuidores?provincia=Buenos+Aires&pagina=2');
    const user = userEvent.setup();
    const element = await directory();
    const select = within(element).getByRole('combobox', { name: 'Provincia' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Buenos Aires');
    const nav = within(element).getByRole('navigation', { name: 'Paginación de distribuidores' });
    expect(within(nav).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Página 3' })).toHaveAttribute('href', '/distribuidores?provincia=Buenos+Aires&pagina=3');
    await user.click(within(nav).getByRole('link', { name: 'Página 3' }));
    expect(window.location.search).toBe('?provincia=Buenos+Aires&pagina=3');
    await user.selectOptions(select, 'Córdoba');
    expect(window.location.search).toBe('?provincia=C%C3%B3rdoba');
    expect(pushState).toHaveBeenCalledTimes(2);
    window.history.back();
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Buenos Aires'));
    expect(within(nav).getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the end shows the last page and says so', async () => {
    window.history.replaceState(null, '', '/distribuidores?pagina=99');
    const element = await directory();
    const last = String(Math.ceil(600 / 20));
    await waitFor(() =>
      expect(element.querySelector('[aria-live="polite"]:not([role])')).toHaveTextContent(`La página 99 no existe: te mostramos la ${last}.`),
    );
    expect(window.location.search).toBe(`?pagina=${last}`);
    expect(pushState).not.toHaveBeenCalled();
  });
});
