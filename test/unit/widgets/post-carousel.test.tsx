import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { postProducts, recipes, videos } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { postsAnswer } from '../../../mocks/resources/posts';
import type { PostCard } from '../../../src/shared/api/posts';
import { start } from '../../../src/runtime';
import { groupByTag } from '../../../src/widgets/post-carousel/group-by-tag';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { cardTitles, place, removePlaceholders, selectedTab, tabNames } from './post-grid-helpers';

const names = (posts: PostCard[]) => posts.map((post) => post.name);

function post(id: number, tag: string | null, tags: string[] = []): PostCard {
  return {
    ...(recipes[0] as PostCard),
    id,
    name: `Post ${id}`,
    tag: tag === null ? null : { id: id * 10, name: tag },
    tags: tags.map((name, index) => ({ id: index, name })),
  };
}

describe('groupByTag', () => {
  test('groups by tag name in order of first appearance; tags[0] stands in; untagged posts stay out', () => {
    const groups = groupByTag([
      post(1, 'Panificados'),
      post(2, 'Pastelería'),
      post(3, null, ['Salados']),
      post(4, 'Panificados'),
      post(5, null),
      post(6, '  '),
    ]);
    expect(groups.map((group) => [group.name, group.posts.map((item) => item.id)])).toEqual([
      ['Panificados', [1, 4]],
      ['Pastelería', [2]],
      ['Salados', [3]],
    ]);
  });
});

describe('post carousel widget', () => {
  setUpRuntimeEnvironment();

  beforeAll(async () => {
    await start(publicWidgets);
  });

  beforeEach(() => {
    resetBackendState(backendState);
    backendState.latency = 0;
  });

  afterEach(() => {
    removePlaceholders();
    delete window.SiteWidgets;
  });

  test("loads one page and groups it client-side by tag name, after a 'Todo' tab", async () => {
    const user = userEvent.setup();
    const carousel = place({ id: 'carrusel', 'data-widget-name': 'post-carousel', 'data-section': 'recetas' });
    const firstPage = recipes.slice(0, 12);
    expect(await cardTitles(carousel)).toEqual(names(firstPage));
    const expectedTabs = ['Todo', ...new Set(firstPage.map((item) => item.tag?.name ?? ''))];
    expect(tabNames(carousel)).toEqual(expectedTabs);
    expect(backendState.requests.map((request) => request.url)).toEqual(['http://localhost/api/posts/recetas?page=1']);

    await user.click(within(carousel).getByRole('tab', { name: 'Pastelería' }));
    expect(await cardTitles(carousel)).toEqual(names(firstPage.filter((item) => item.tag?.name === 'Pastelería')));
    expect(selectedTab(carousel)).toBe('Pastelería');
    expect(within(carousel).getByRole('tabpanel', { name: 'Pastelería' })).toBeInTheDocument();
    // Grouping is client-side: no other request.
    expect(backendState.requests).toHaveLength(1);

    await user.keyboard('{Home}');
    expect(selectedTab(carousel)).toBe('Todo');
    expect(await cardTitles(carousel)).toEqual(names(firstPage));
  });

  test('the carousel is a labelled group; cards carry the same gating as the grid', async () => {
    const carousel = place({ id: 'videos', 'data-widget-name': 'post-carousel', 'data-section': 'videos', 'data-label': 'Videos destacados' });
    await cardTitles(carousel);
    expect(within(carousel).getByRole('group', { name: 'Videos destacados' })).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(carousel).getByRole('tablist', { name: 'Videos destacados' })).toBeInTheDocument();
    const locked = videos.slice(0, 12).filter((item) => item.login_required);
    expect(within(carousel).getAllByRole('button', { name: 'Iniciar sesión para ver el video' })).toHaveLength(locked.length);
    const user = userEvent.setup();
    await user.click(within(carousel).getAllByRole('button', { name: 'Iniciar sesión para ver el video' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Iniciá sesión' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('an optional tag id narrows the request; consumer pages get short cards', async () => {
    window.SiteWidgets = { consumerSite: true, user: { id: 5 } };
    const carousel = place({ id: 'c', 'data-widget-name': 'post-carousel', 'data-section': 'recetas', 'data-tag-id': '2' });
    const titles = await cardTitles(carousel);
    expect(titles).toEqual(names(recipes.filter((item) => item.tag?.id === 2).slice(0, 12)));
    expect(backendState.requests.map((request) => request.url)).toEqual(['http://localhost/api/posts/recetas/2?page=1&user_id=5']);
    expect(carousel.querySelector('article')).toHaveClass('sw-post-card--short');
  });

  test("a product's carousel asks for the recipes whose ingredients link to that product, and only shows those", async () => {
    const carousel = place({ id: 'p', 'data-widget-name': 'post-carousel', 'data-section': 'recetas', 'data-product': '2' });
    const linked = recipes.filter((item) => postProducts[item.id]?.includes(2));
    expect(linked.length).toBeGreaterThan(0);
    expect(await cardTitles(carousel)).toEqual(names(linked.slice(0, 12)));
    expect(backendState.requests.map((request) => request.url)).toEqual(['http://localhost/api/posts/recetas?page=1&producto=2']);
    // Each card opens its recipe.
    const first = linked[0] as PostCard;
    expect(within(carousel).getAllByRole('link', { name: first.name })[0]).toHaveAttribute('href', `/post/${first.id}`);
  });

  test('a product no recipe uses gets one short line, no cards and no error', async () => {
    const carousel = place({ id: 'p', 'data-widget-name': 'post-carousel', 'data-section': 'recetas', 'data-product': '3' });
    expect(await within(carousel).findByText('Todavía no hay recetas con este producto.')).toBeInTheDocument();
    expect(carousel.querySelectorAll('article')).toHaveLength(0);
    expect(within(carousel).queryByRole('alert')).toBeNull();
    expect(backendState.requests.map((request) => request.url)).toEqual(['http://localhost/api/posts/recetas?page=1&producto=3']);
  });

  test('a failure shows the message and Reintentar recovers', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const carousel = place({ id: 'c', 'data-widget-name': 'post-carousel', 'data-section': 'recetas' });
    const alert = await within(carousel).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las publicaciones.');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^\[site-widgets\] "post-carousel" on <div#c\.test-placeholder> could not load \/api\/posts\/recetas/),
      expect.anything(),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await cardTitles(carousel)).toEqual(names(recipes.slice(0, 12)));
  });

  describe('a first page the server printed (data-first-page)', () => {
    function printFirstPage(content: string): HTMLScriptElement {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'first-page';
      script.textContent = content;
      document.body.append(script);
      return script;
    }

    function recipesAnswer() {
      const section = backendState.sections.recetas;
      if (section === undefined) throw new Error('no recetas section');
      return postsAnswer(section, 0, 1, '/api/posts/recetas');
    }

    /** Gives a request the effects might have started the time to reach the mocked backend. */
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

    afterEach(() => document.getElementById('first-page')?.remove());

    test('is shown at once, without asking the API', async () => {
      printFirstPage(JSON.stringify(recipesAnswer()));
      const carousel = place({ id: 'c', 'data-widget-name': 'post-carousel', 'data-section': 'recetas', 'data-first-page': '#first-page' });
      expect(await cardTitles(carousel)).toEqual(names(recipes.slice(0, 12)));
      // No skeletons came first: the cards were there from the first render.
      expect(carousel.querySelector('[aria-busy="true"]')).toBeNull();
      await settle();
      expect(backendState.requests).toEqual([]);
    });

    test('when the page announces another visitor, the carousel asks the API for them', async () => {
      printFirstPage(JSON.stringify(recipesAnswer()));
      const carousel = place({ id: 'c', 'data-widget-name': 'post-carousel', 'data-section': 'recetas', 'data-first-page': '#first-page' });
      await cardTitles(carousel);
      window.SiteWidgets = { user: { id: 7 } };
      act(() => {
        window.dispatchEvent(new Event('site-widgets:globals-change'));
      });
      await waitFor(() => expect(backendState.requests.map((request) => request.url)).toEqual(['http://localhost/api/posts/recetas?page=1&user_id=7']));
      expect(await cardTitles(carousel)).toEqual(names(recipes.slice(0, 12)));
    });

    test('entries it cannot read are left out and reported once; the others are shown', async () => {
      const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const answer = recipesAnswer();
      const broken = { ...answer, posts: { ...answer.posts, data: answer.posts.data.map((item, index) => (index === 1 ? { ...item, name: 42 } : item)) } };
      printFirstPage(JSON.stringify(broken));
      const carousel = place({ id: 'c', 'data-widget-name': 'post-carousel', 'data-section': 'recetas', 'data-first-page': '#first-page' });
      const events: CustomEvent[] = [];
      carousel.addEventListener('site-widgets:error', (event) => events.push(event as CustomEvent));
      expect(await cardTitles(carousel)).toEqual(names(recipes.slice(0, 12).filter((_, index) => index !== 1)));
      await waitFor(() => expect(consoleWarning).toHaveBeenCalledTimes(1));
      expect(consoleWarning).toHaveBeenCalledWith(
        expect.stringContaining('skipped 1 unreadable entry of data-first-page: data-first-page.posts.data[1].name'),
        expect.anything(),
      );
      expect(events.map((event) => (event.detail as { phase: string }).phase)).toEqual(['data']);
      await settle();
      expect(backendState.requests).toEqual([]);
    });

    test.each([
      ['not JSON', '{"posts": '],
      ['not an answer', '{"posts": 3}'],
    ])('%s: it is reported and the carousel asks the API', async (_, content) => {
      const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
      printFirstPage(content);
      const carousel = place({ id: 'c', 'data-widget-name': 'post-carousel', 'data-section': 'recetas', 'data-first-page': '#first-page' });
      expect(await cardTitles(carousel)).toEqual(names(recipes.slice(0, 12)));
      expect(backendState.requests.map((request) => request.url)).toEqual(['http://localhost/api/posts/recetas?page=1']);
      expect(consoleWarning).toHaveBeenCalledWith(
        expect.stringMatching(/^\[site-widgets\] "post-carousel" on <div#c\.test-placeholder> could not read data-first-page \(asking the API instead\): /),
        expect.anything(),
      );
      expect(carousel).toHaveAttribute('data-widget-state', 'mounted');
    });
  });
});
