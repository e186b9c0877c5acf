import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { landings, postTags, recipes, videos } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { paginate } from '../../../mocks/base/laravel-paginator';
import type { PostCard, PostsResponse } from '../../../src/shared/api/posts';
import { GLOBALS_CHANGE_EVENT } from '../../../src/shared/page/globals';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { cardTitles, clickFollowsLink, currentPage, place, removePlaceholders, selectedTab, tabNames } from './post-grid-helpers';

setUpRuntimeEnvironment();

const names = (posts: PostCard[]) => posts.map((post) => post.name);
/** The link of the grid's first card (the tabs and page links are links too). */
const firstCardLink = (grid: HTMLElement) => within(within(grid).getAllByRole('article')[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
const requestedUrls = () => backendState.requests.map((request) => request.url.replace('http://localhost', ''));
const STATE_PREFIX = 'site-widgets:post-grid:';

function setVisitor(settings: Window['SiteWidgets']): void {
  window.SiteWidgets = settings;
  window.dispatchEvent(new Event(GLOBALS_CHANGE_EVENT));
}

/** jsdom cannot navigate: the host "stays" on the page, as a test of the click itself. */
function stayOnPage(event: MouseEvent): void {
  event.preventDefault();
}

let scrollIntoView: jest.Mock;

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/recetas');
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  document.addEventListener('click', stayOnPage);
});

afterEach(async () => {
  document.removeEventListener('click', stayOnPage);
  removePlaceholders();
  const dialog = screen.queryByRole('dialog');
  if (dialog !== null) {
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
  delete window.SiteWidgets;
});

describe('post grid: tabs, pages and cards', () => {
  test("shows 'Todo' then the server's tags; the first page comes from /api/posts/{section}", async () => {
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(0, 12)));
    expect(tabNames(grid)).toEqual(['Todo', ...postTags.map((tag) => tag.name)]);
    expect(selectedTab(grid)).toBe('Todo');
    expect(within(grid).getByRole('tabpanel', { name: 'Todo' })).toBeInTheDocument();
    // No landings for recipes: no 'Landings' tab. Logged out: no user_id.
    expect(requestedUrls()).toEqual(['/api/posts/recetas?page=1']);
    expect(backendState.requests[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  test("adds a 'Landings' tab (id -1) when the response has landings; it lists them, linking to their pages", async () => {
    const user = userEvent.setup();
    const grid = place({ id: 'videos', 'data-widget-name': 'post-grid', 'data-section': 'videos' });
    await cardTitles(grid);
    expect(tabNames(grid)).toEqual(['Todo', ...postTags.map((tag) => tag.name), 'Landings']);
    await user.click(within(grid).getByRole('tab', { name: 'Landings' }));
    expect(await cardTitles(grid)).toEqual(landings.map((landing) => landing.name));
    expect(requestedUrls().at(-1)).toBe('/api/posts/videos/-1?page=1');
    const first = landings[0];
    expect(within(grid).getByRole('link', { name: first?.name })).toHaveAttribute('href', first?.url);
    expect(within(grid).queryByRole('navigation')).toBeNull();
  });

  test('a landing card is one link over the card; its image reserves its box and lazy-loads, one without an image shows the neutral placeholder', async () => {
    const user = userEvent.setup();
    const answer = {
      tags: postTags,
      landings: [landings[0], { id: 9, name: 'Sin foto', image: null, url: '/landing/sin-foto' }],
      posts: paginate(recipes, 1, 12, 'http://localhost/api/posts/recetas'),
    };
    server.use(http.get('*/api/posts/recetas*', () => HttpResponse.json(answer)));
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas', 'data-layout': 'standard' });
    await cardTitles(grid);
    await user.click(within(grid).getByRole('tab', { name: 'Landings' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));
    const [withImage, withoutImage] = within(grid).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(withImage).toHaveClass('sw-post-card', 'sw-post-card--standard', 'sw-post-card--landing', 'sw-linked-card');
    expect(withImage).toHaveTextContent('Landing');
    expect(within(withImage).getAllByRole('link')).toHaveLength(1);
    const image = within(withImage).getByRole('img', { name: landings[0]?.name });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image.parentElement).toHaveClass('sw-image', 'sw-post-card__media');
    expect(withoutImage.querySelector('img')).toBeNull();
    expect(within(withoutImage).getByRole('img', { name: 'Sin foto: Imagen no disponible' })).toHaveClass('sw-image__missing');
  });

  test('a page change loads that page, marks it current and brings the grid top into view', async () => {
    const user = userEvent.setup();
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    const nav = within(grid).getByRole('navigation', { name: 'Paginación' });
    expect(currentPage(grid)).toBe('1');
    await user.click(within(nav).getByRole('link', { name: 'Página 2' }));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(12, 24)));
    expect(currentPage(grid)).toBe('2');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(grid.querySelector('.sw-post-grid'));
    await user.click(within(grid).getByRole('link', { name: 'Página siguiente' }));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(24, 36)));
    expect(requestedUrls()).toEqual(['/api/posts/recetas?page=1', '/api/posts/recetas?page=2', '/api/posts/recetas?page=3']);
  });

  test('changing tab resets to page 1 and asks /api/posts/{section}/{tagId}', async () => {
    const user = userEvent.setup();
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    await user.click(within(grid).getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(currentPage(grid)).toBe('3'));
    await user.click(within(grid).getByRole('tab', { name: 'Pastelería' }));
    const pastry = recipes.filter((post) => post.tag?.id === 2);
    expect(await cardTitles(grid)).toEqual(names(pastry.slice(0, 12)));
    expect(currentPage(grid)).toBe('1');
    expect(requestedUrls().at(-1)).toBe('/api/posts/recetas/2?page=1');
    expect(within(grid).getByRole('tabpanel', { name: 'Pastelería' })).toBeInTheDocument();
  });

  test('a tag with childrens offers its subcategories, which filter by the child id', async () => {
    const user = userEvent.setup();
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    expect(within(grid).queryByRole('group')).toBeNull();
    await user.click(within(grid).getByRole('tab', { name: 'Panificados' }));
    await cardTitles(grid);
    const group = within(grid).getByRole('group', { name: 'Subcategorías de Panificados' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todas', 'Panes', 'Facturas', 'Prepizzas y focaccias']);
    expect(within(group).getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('link', { name: 'Panes' })).toHaveAttribute('href', '/recetas?etiqueta=1&subetiqueta=8');
    await user.click(within(group).getByRole('link', { name: 'Panes' }));
    const titles = await cardTitles(grid);
    expect(titles).toEqual(expect.arrayContaining(['Pan francés', 'Chipá']));
    expect(titles).not.toContain('Medialunas de manteca');
    expect(within(group).getByRole('link', { name: 'Panes' })).toHaveAttribute('aria-current', 'true');
    expect(selectedTab(grid)).toBe('Panificados');
    expect(requestedUrls().at(-1)).toBe('/api/posts/recetas/8?page=1');
  });

  test('only numeric labels become page buttons, with many pages and "..." separators', async () => {
    const many = Array.from({ length: 300 }, (_, index) => ({ ...recipes[index % recipes.length], id: 1000 + index }) as PostCard);
    server.use(
      http.get('*/api/posts/muchas', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return HttpResponse.json<PostsResponse>({ tags: postTags, landings: [], posts: paginate(many, page, 12, 'http://localhost/api/posts/muchas') });
      }),
    );
    const user = userEvent.setup();
    const grid = place({ id: 'muchas', 'data-widget-name': 'post-grid', 'data-section': 'muchas' });
    await cardTitles(grid);
    const nav = () => within(grid).getByRole('navigation', { name: 'Paginación' });
    const labels = () =>
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(labels()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '24', '25', '›']);
    expect(nav()).not.toHaveTextContent(/Previous|Next|&laquo;|&raquo;|\.\.\./);
    await user.click(within(nav()).getByRole('link', { name: 'Página 10' }));
    await waitFor(() => expect(currentPage(grid)).toBe('10'));
    // From page 2 on, a previous arrow leads the bar (issue 7: phones need a way back).
    expect(labels()).toEqual(['‹', '1', '2', '7', '8', '9', '10', '11', '12', '13', '24', '25', '›']);
    expect(nav()).not.toHaveTextContent(/Previous|Next|&laquo;|&raquo;|\.\.\./);
    await user.click(within(nav()).getByRole('link', { name: 'Página 25' }));
    await waitFor(() => expect(currentPage(grid)).toBe('25'));
    expect(within(nav()).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav()).getByRole('link', { name: 'Página siguiente' })).not.toHaveAttribute('href');
  });

  test('while loading: 12 blank video-card skeletons in the card columns, then the cards', async () => {
    backendState.latency = 60;
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await waitFor(() => expect(grid.querySelectorAll('.sw-post-card--skeleton')).toHaveLength(12));
    const busy = grid.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect([...grid.querySelectorAll('.sw-post-card--skeleton')].every((card) => card.classList.contains('sw-post-card--video'))).toBe(true);
    expect(grid.querySelector('.sw-post-card--skeleton')?.parentElement?.className).toBe('col-12 col-sm-6 col-lg-4');
    expect(within(grid).getByRole('status')).toHaveTextContent('Cargando…');
    await cardTitles(grid);
    expect(grid.querySelectorAll('.sw-post-card--skeleton')).toHaveLength(0);
    expect(grid.querySelector('article')?.parentElement?.className).toBe('col-12 col-sm-6 col-lg-4');
  });

  test('a grid that starts below the first screen loads every image lazily', async () => {
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    // Laid out below the fold before the widget mounts (the runtime mounts asynchronously).
    grid.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: window.innerHeight + 400, width: 390, height: 600 });
    await cardTitles(grid);
    const images = within(grid)
      .getAllByRole('article')
      .map((article) => article.querySelector('img'));
    expect(images.length).toBeGreaterThan(2);
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
    expect(grid.querySelector('img[fetchpriority]')).toBeNull();
  });

  test('recipe cards show cooking time, commensals and duration and the tag; images load in a reserved box, the first two at once, the rest lazily', async () => {
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    const post = recipes[0] as PostCard;
    const card = within(grid).getAllByRole('article')[0] as HTMLElement;
    expect(card).toHaveTextContent(post.tag?.name ?? 'no tag');
    const meta = within(card).getByRole('list');
    // One time format on both lines: the fixture's '30 minutos' and '45 min' print alike.
    expect([post.tiempo_coccion?.name, post.metadata?.time]).toEqual(['30 minutos', '45 min']);
    const details = within(meta)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(details).toEqual(['Tiempo de cocción: 30 min', '6 porciones', 'Duración: 45 min']);
    const image = within(card).getByRole('img', { name: post.name });
    // The grid starts on the first screen (jsdom lays out nothing: every box is at the top).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    const [, second, third] = within(grid)
      .getAllByRole('article')
      .map((article) => article.querySelector('img'));
    expect(second).toHaveAttribute('loading', 'eager');
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).not.toHaveAttribute('fetchpriority');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(post.name);
  });

  test('video cards keep a collapsed body (no details); the heading level follows the attribute', async () => {
    const grid = place({ id: 'videos', 'data-widget-name': 'post-grid', 'data-section': 'videos', 'data-heading-level': '4' });
    await cardTitles(grid);
    const card = within(grid).getAllByRole('article')[1] as HTMLElement;
    expect(within(card).queryByRole('list')).toBeNull();
    expect(card).not.toHaveTextContent(/porciones|Duración/);
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent(videos[1]?.name ?? '');
    expect(card).toHaveTextContent(videos[1]?.tag?.name ?? 'sin etiqueta');
  });

  test('consumer-site pages get the short card; an explicit layout wins', async () => {
    window.SiteWidgets = { consumerSite: true };
    const auto = place({ id: 'auto', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    const standard = place({ id: 'std', 'data-widget-name': 'post-grid', 'data-section': 'recetas', 'data-layout': 'standard' });
    await cardTitles(auto);
    await cardTitles(standard);
    expect(auto.querySelector('article')).toHaveClass('sw-post-card--short');
    expect(auto.querySelector('article')?.parentElement).toHaveClass('col-6');
    expect(standard.querySelector('article')).toHaveClass('sw-post-card--standard');
  });
});

describe('post grid: what each visitor sees and where a click goes', () => {
  const locked = videos[0] as PostCard;
  const open = videos[1] as PostCard;

  function card(grid: HTMLElement, post: PostCard): HTMLElement {
    const found = grid.querySelector(`article[data-post-id="${post.id}"]`);
    if (!(found instanceof HTMLElement)) throw new Error(`no card for post ${post.id}`);
    return found;
  }

  test('logged out: login-required videos are blurred under a lock that opens the login modal; links go to /post/{id}', async () => {
    expect(locked.login_required).toBe(true);
    expect(open.login_required).toBe(false);
    const user = userEvent.setup();
    const grid = place({ id: 'videos', 'data-widget-name': 'post-grid', 'data-section': 'videos' });
    await cardTitles(grid);
    const lockedCard = card(grid, locked);
    expect(lockedCard).toHaveClass('sw-post-card--locked');
    expect(within(card(grid, open)).queryByText('Iniciar sesión para ver el video')).toBeNull();
    expect(card(grid, open)).not.toHaveClass('sw-post-card--locked');
    expect(within(lockedCard).getByRole('link', { name: locked.name })).toHaveAttribute('href', `/post/${locked.id}`);
    expect(within(card(grid, open)).getByRole('link', { name: open.name })).toHaveAttribute('href', `/post/${open.id}`);
    const lockCount = videos.slice(0, 12).filter((post) => post.login_required).length;
    expect(within(grid).getAllByRole('button', { name: 'Iniciar sesión para ver el video' })).toHaveLength(lockCount);

    await user.click(within(lockedCard).getByRole('button', { name: 'Iniciar sesión para ver el video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciá sesión' });
    expect(within(dialog).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  test('logged in: nothing is locked, links go to /post/{id}, requests carry user_id', async () => {
    window.SiteWidgets = { user: { id: 7 } };
    const grid = place({ id: 'videos', 'data-widget-name': 'post-grid', 'data-section': 'videos' });
    await cardTitles(grid);
    expect(grid.querySelector('.sw-post-card--locked')).toBeNull();
    expect(within(grid).queryByText(/para ver el video/)).toBeNull();
    expect(within(card(grid, locked)).getByRole('link', { name: locked.name })).toHaveAttribute('href', `/post/${locked.id}`);
    expect(requestedUrls()).toEqual(['/api/posts/videos?page=1&user_id=7']);
  });

  test('unfinished registration: locked videos ask to finish it, and every card goes to /register_pdv/', async () => {
    const user = userEvent.setup();
    window.SiteWidgets = { user: { id: 7 }, registrationUnfinished: true };
    const grid = place({ id: 'videos', 'data-widget-name': 'post-grid', 'data-section': 'videos' });
    await cardTitles(grid);
    const lockedCard = card(grid, locked);
    expect(lockedCard).toHaveClass('sw-post-card--locked');
    expect(lockedCard).toHaveTextContent('Finalizar registro para ver el video');
    expect(within(grid).queryByRole('button', { name: 'Iniciar sesión para ver el video' })).toBeNull();
    const link = within(lockedCard).getByRole('link', { name: locked.name });
    expect(link).toHaveAccessibleDescription('Finalizar registro para ver el video');
    for (const anchor of grid.querySelectorAll('article a')) expect(anchor).toHaveAttribute('href', '/register_pdv/');
    expect(card(grid, open)).not.toHaveClass('sw-post-card--locked');
    await clickFollowsLink(user, link);
  });

  test('the cards follow a visitor change the host announces, without a reload', async () => {
    const grid = place({ id: 'videos', 'data-widget-name': 'post-grid', 'data-section': 'videos' });
    await cardTitles(grid);
    expect(card(grid, locked)).toHaveClass('sw-post-card--locked');
    act(() => setVisitor({ user: { id: 7 } }));
    await waitFor(() => expect(grid.querySelector('.sw-post-card--locked')).toBeNull());
    await cardTitles(grid);
    act(() => setVisitor({ user: { id: 7 }, registrationUnfinished: true }));
    await waitFor(() => expect(card(grid, locked)).toHaveTextContent('Finalizar registro para ver el video'));
    act(() => setVisitor({ user: null }));
    await waitFor(() => expect(within(card(grid, locked)).getByRole('button', { name: 'Iniciar sesión para ver el video' })).toBeInTheDocument());
  });
});

describe('post grid: state restore', () => {
  async function toPastryPage2(grid: HTMLElement): Promise<void> {
    const user = userEvent.setup();
    await cardTitles(grid);
    await user.click(within(grid).getByRole('tab', { name: 'Pastelería' }));
    await cardTitles(grid);
    await user.click(within(grid).getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(currentPage(grid)).toBe('2'));
    await cardTitles(grid);
  }

  test('a card click saves page, path and tag; coming back restores them once, then the entry is gone', async () => {
    const user = userEvent.setup();
    let grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await toPastryPage2(grid);
    const link = firstCardLink(grid);
    await user.click(link);
    expect(JSON.parse(sessionStorage.getItem(`${STATE_PREFIX}recetas#recetas`) ?? 'null')).toEqual({ path: '/recetas', page: 2, tagId: 2, subTagId: null });

    // The visitor comes back to the bare address (a menu link, not the back button): the page renders the grid again.
    removePlaceholders();
    backendState.requests = [];
    window.history.replaceState(null, '', '/recetas');
    grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    const pastry = recipes.filter((post) => post.tag?.id === 2);
    expect(await cardTitles(grid)).toEqual(names(pastry.slice(12, 24)));
    expect(selectedTab(grid)).toBe('Pastelería');
    expect(currentPage(grid)).toBe('2');
    expect(requestedUrls()).toEqual(['/api/posts/recetas/2?page=2']);
    expect(sessionStorage.getItem(`${STATE_PREFIX}recetas#recetas`)).toBeNull();
    // The address now says what the grid shows, in place of the bare one.
    expect(window.location.search).toBe('?etiqueta=2&pagina=2');

    // Restored once: the next visit starts over.
    removePlaceholders();
    window.history.replaceState(null, '', '/recetas');
    grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    expect(selectedTab(grid)).toBe('Todo');
    expect(currentPage(grid)).toBe('1');
  });

  test('the subcategory is saved and restored too', async () => {
    const user = userEvent.setup();
    let grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    await user.click(within(grid).getByRole('tab', { name: 'Panificados' }));
    await cardTitles(grid);
    await user.click(within(grid).getByRole('link', { name: 'Facturas' }));
    await cardTitles(grid);
    await user.click(firstCardLink(grid));
    removePlaceholders();
    window.history.replaceState(null, '', '/recetas');
    grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    const titles = await cardTitles(grid);
    expect(titles).toContain('Medialunas de manteca');
    expect(within(grid).getByRole('link', { name: 'Facturas' })).toHaveAttribute('aria-current', 'true');
  });

  test('state saved on another path is not restored there (and is kept for its own path)', async () => {
    const user = userEvent.setup();
    let grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await toPastryPage2(grid);
    await user.click(firstCardLink(grid));
    removePlaceholders();
    window.history.replaceState(null, '', '/otra-pagina');
    grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    expect(selectedTab(grid)).toBe('Todo');
    expect(currentPage(grid)).toBe('1');
    expect(sessionStorage.getItem(`${STATE_PREFIX}recetas#recetas`)).not.toBeNull();
  });

  test('two grids on one page keep separate entries and each restores its own', async () => {
    const user = userEvent.setup();
    let first = place({ id: 'grid-a', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    // Two listings on one page: each its own parameters in the address.
    let second = place({ 'data-widget-name': 'post-grid', 'data-section': 'recetas', 'data-state-key': 'destacadas', 'data-url-prefix': 'destacadas-' });
    await toPastryPage2(first);
    await cardTitles(second);
    await user.click(within(second).getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(currentPage(second)).toBe('3'));
    await cardTitles(second);
    await user.click(firstCardLink(first));
    await user.click(firstCardLink(second));
    expect(JSON.parse(sessionStorage.getItem(`${STATE_PREFIX}recetas#grid-a`) ?? 'null')).toMatchObject({ page: 2, tagId: 2 });
    expect(JSON.parse(sessionStorage.getItem(`${STATE_PREFIX}destacadas`) ?? 'null')).toMatchObject({ page: 3, tagId: 0 });

    expect(window.location.search).toBe('?etiqueta=2&pagina=2&destacadas-pagina=3');

    removePlaceholders();
    window.history.replaceState(null, '', '/recetas');
    first = place({ id: 'grid-a', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    second = place({ 'data-widget-name': 'post-grid', 'data-section': 'recetas', 'data-state-key': 'destacadas', 'data-url-prefix': 'destacadas-' });
    await cardTitles(first);
    await cardTitles(second);
    expect([selectedTab(first), currentPage(first)]).toEqual(['Pastelería', '2']);
    expect([selectedTab(second), currentPage(second)]).toEqual(['Todo', '3']);
  });
});

describe('post grid: races and failures', () => {
  test('a slow response for an earlier tab never replaces the newer tab', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/posts/recetas/1', async () => {
        await delay(150);
        return HttpResponse.json<PostsResponse>({
          tags: postTags,
          landings: [],
          posts: paginate([{ ...(recipes[0] as PostCard), id: 999, name: 'Respuesta vieja' }], 1, 12, 'http://localhost/api/posts/recetas/1'),
        });
      }),
    );
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    await user.click(within(grid).getByRole('tab', { name: 'Panificados' }));
    await user.click(within(grid).getByRole('tab', { name: 'Pastelería' }));
    const pastry = names(recipes.filter((post) => post.tag?.id === 2).slice(0, 12));
    expect(await cardTitles(grid)).toEqual(pastry);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(within(grid).queryByText('Respuesta vieja')).toBeNull();
    expect(await cardTitles(grid)).toEqual(pastry);
    expect(selectedTab(grid)).toBe('Pastelería');
  });

  test('a slow earlier page never replaces the newer page', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/posts/recetas', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        await delay(150);
        return HttpResponse.json<PostsResponse>({
          tags: postTags,
          landings: [],
          posts: paginate([{ ...(recipes[0] as PostCard), id: 998, name: 'Página vieja' }], 1, 12, 'x'),
        });
      }),
    );
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    await user.click(within(grid).getByRole('link', { name: 'Página 2' }));
    await user.click(within(grid).getByRole('tab', { name: 'Postres' }));
    const desserts = names(recipes.filter((post) => post.tag?.id === 4).slice(0, 12));
    expect(await cardTitles(grid)).toEqual(desserts);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(within(grid).queryByText('Página vieja')).toBeNull();
    expect(await cardTitles(grid)).toEqual(desserts);
  });

  test('a 500 logs a console error and shows a Spanish message; Reintentar recovers', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    const alert = await within(grid).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las publicaciones.');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[site-widgets\] "post-grid" on <div#recetas\.test-placeholder> could not load \/api\/posts\/recetas\?page=1: Request failed with status code 500/,
      ),
      expect.anything(),
    );
    expect(grid.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(grid).getByRole('tab', { name: 'Todo' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(0, 12)));
    expect(within(grid).queryByRole('alert')).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  test('after a failed page the tabs still work', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await cardTitles(grid);
    // Every time: hovering the link asks for its page ahead, and the click asks again.
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.error()));
    await user.click(within(grid).getByRole('link', { name: 'Página 2' }));
    expect(await within(grid).findByRole('alert')).toHaveTextContent('No pudimos cargar las publicaciones.');
    expect(consoleError).toHaveBeenCalledTimes(1);
    await user.click(within(grid).getByRole('tab', { name: 'Salados' }));
    expect(await cardTitles(grid)).toEqual(names(recipes.filter((post) => post.tag?.id === 3).slice(0, 12)));
  });
});

describe('post grid: answers that are partly or wholly unreadable', () => {
  function answerWith(data: unknown[], extra: Record<string, unknown> = {}) {
    const page = paginate(recipes, 1, 12, 'http://localhost/api/posts/recetas');
    return { tags: postTags, landings: [], posts: { ...page, data }, ...extra };
  }

  test('one unreadable post is left out and reported once with its path; the others show', async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const events: unknown[] = [];
    const onError = (event: Event) => events.push(event instanceof CustomEvent ? event.detail : null);
    document.addEventListener('site-widgets:error', onError);
    const data: unknown[] = recipes.slice(0, 12).map((post, index) => (index === 3 ? { ...post, name: 7 } : post));
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.json(answerWith(data))));
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(0, 12).filter((_, index) => index !== 3)));
    expect(consoleWarning).toHaveBeenCalledTimes(1);
    expect(consoleWarning).toHaveBeenCalledWith(
      '[site-widgets] "post-grid" on <div#recetas.test-placeholder> skipped 1 unreadable entry of /api/posts/recetas?page=1: posts.data[3].name: expected a string',
      expect.any(Error),
    );
    expect(events).toEqual([expect.objectContaining({ widget: 'post-grid', phase: 'data' })]);
    expect(grid).toHaveAttribute('data-widget-state', 'mounted');
    document.removeEventListener('site-widgets:error', onError);
  });

  test("landings without a url are left out and reported; with none left there is no 'Landings' tab", async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const noUrl = [
      { id: 1, name: 'Pan dulce', image: null },
      { id: 2, name: 'Roscas', image: '/r.jpg', url: null },
    ];
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.json(answerWith(recipes.slice(0, 12), { landings: noUrl }))));
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(0, 12)));
    expect(tabNames(grid)).toEqual(['Todo', ...postTags.map((tag) => tag.name)]);
    expect(consoleWarning).toHaveBeenCalledTimes(1);
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringMatching(/skipped 2 unreadable entries of \/api\/posts\/recetas\?page=1: landings\[0\]\.url/),
      expect.any(Error),
    );
  });

  test('a post written loosely, as Laravel does, is read: string ids, 0/1 flags, [] objects, nulls', async () => {
    const loose = {
      id: '12',
      name: 'Pan suelto',
      image: '/p.jpg',
      type: 'video',
      login_required: '1',
      tag: [],
      tags: [{ id: '3', name: 'Salados' }],
      metadata: [],
      tiempo_coccion: null,
      views: 4,
    };
    const plain = {
      id: 13,
      name: 'Receta sin extras',
      image: null,
      type: null,
      login_required: 0,
      tag: { id: 1, name: 'Panificados' },
      metadata: { commensals: '1', time: null },
    };
    server.use(
      http.get('*/api/posts/recetas', () =>
        HttpResponse.json(answerWith([loose, plain], { tags: [{ id: '1', name: 'Panificados', childrens: [] }], landings: null })),
      ),
    );
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    expect(await cardTitles(grid)).toEqual(['Pan suelto', 'Receta sin extras']);
    const [looseCard, plainCard] = within(grid).getAllByRole('article');
    expect(within(looseCard as HTMLElement).getByRole('link', { name: 'Pan suelto' })).toHaveAttribute('href', '/post/12');
    expect(within(looseCard as HTMLElement).getByRole('button', { name: 'Iniciar sesión para ver el video' })).toBeInTheDocument();
    expect(looseCard).toHaveTextContent('Salados');
    expect(within(plainCard as HTMLElement).queryByRole('img')).toBeNull();
    expect(plainCard).toHaveTextContent('Panificados');
    expect(plainCard).toHaveTextContent('1 porción');
    expect(tabNames(grid)).toEqual(['Todo', 'Panificados']);
  });

  test('an answer unusable as a whole shows the error state and is reported with the path of its problem', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.json({ tags: [], posts: { data: [], links: 'none' } }), { once: true }));
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    const alert = await within(grid).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las publicaciones.');
    expect(consoleError).toHaveBeenCalledWith(
      '[site-widgets] "post-grid" on <div#recetas.test-placeholder> could not load /api/posts/recetas?page=1: unexpected answer from /api/posts/recetas: posts.links: expected a list',
      expect.anything(),
    );
    expect(grid).toHaveAttribute('data-widget-state', 'mounted');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await cardTitles(grid)).toEqual(names(recipes.slice(0, 12)));
  });

  test('a section of ".." is refused as an attribute: no request leaves the page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const grid = place({ id: 'dots', 'data-widget-name': 'post-grid', 'data-section': '..' });
    await waitFor(() => expect(grid).toHaveAttribute('data-widget-state', 'error'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('(attributes): data-section: not a path segment: ".."'), expect.anything());
    expect(requestedUrls()).toEqual([]);
  });
});
