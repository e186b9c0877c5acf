import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { recipes, videos } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import type { WidgetErrorDetail } from '../../../src/runtime/report';
import { start } from '../../../src/runtime';
import { SLOW_AFTER_MS } from '../../../src/shared/loading/use-latest-request';
import { publicWidgets } from '../../../src/widgets/registry';
import { server } from '../msw-server';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { cardTitles, place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

const SLOW_TEXT = 'Esto está tardando más de lo habitual.';

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  sessionStorage.clear();
  Element.prototype.scrollIntoView = jest.fn();
});

// The AbortSignal each request was sent with, as the page's own call holds it.
let signals: AbortSignal[] = [];
beforeEach(() => {
  signals = [];
  const send = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.signal instanceof AbortSignal) signals.push(init.signal);
    return send(input, init);
  });
});

afterEach(() => {
  removePlaceholders();
  jest.useRealTimers();
});

/** Requests that reach `/api/posts/{section}`: the first `hang` of them never get an answer. */
function hangFirst(section: string, hang = 1): Request[] {
  const seen: Request[] = [];
  server.use(
    http.get(`*/api/posts/${section}`, async ({ request }) => {
      seen.push(request);
      if (seen.length <= hang) await delay('infinite');
      return undefined; // the regular mocked backend answers
    }),
  );
  return seen;
}

/** Fake clock for the wait; the rest (promises, msw) runs as usual. */
function fakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('a listing whose request hangs', () => {
  test('says it is taking longer than usual after the wait, not before; Reintentar aborts and asks again', async () => {
    fakeClock();
    const seen = hangFirst('recetas');
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(grid.querySelector('[aria-busy="true"]')).not.toBeNull();

    await advance(SLOW_AFTER_MS - 1);
    expect(within(grid).queryByText(SLOW_TEXT)).toBeNull();
    await advance(1);
    const status = within(grid).getByText(SLOW_TEXT).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The skeletons stay beside the message: the request goes on.
    expect(grid.querySelector('[aria-busy="true"]')).not.toBeNull();

    within(grid).getByRole('button', { name: 'Reintentar' }).click();
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(await cardTitles(grid)).toEqual(recipes.slice(0, 12).map((post) => post.name));
    expect(within(grid).queryByText(SLOW_TEXT)).toBeNull();
  });

  test('a slow answer that finally arrives still shows, and the message goes', async () => {
    fakeClock();
    const seen: Request[] = [];
    server.use(
      http.get('*/api/posts/recetas', async ({ request }) => {
        seen.push(request);
        await delay(SLOW_AFTER_MS + 3_000);
        return undefined;
      }),
    );
    const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
    await waitFor(() => expect(seen).toHaveLength(1));
    await advance(SLOW_AFTER_MS);
    expect(within(grid).getByText(SLOW_TEXT)).toBeInTheDocument();
    await advance(3_000);
    expect(await cardTitles(grid)).toEqual(recipes.slice(0, 12).map((post) => post.name));
    expect(within(grid).queryByText(SLOW_TEXT)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  test('the carousel says so too, and recovers with Reintentar', async () => {
    fakeClock();
    const seen = hangFirst('videos');
    const carousel = place({ 'data-widget-name': 'post-carousel', 'data-section': 'videos' });
    await waitFor(() => expect(seen).toHaveLength(1));
    await advance(SLOW_AFTER_MS);
    const retry = within(carousel).getByRole('button', { name: 'Reintentar' });
    expect(within(carousel).getByText(SLOW_TEXT)).toBeInTheDocument();
    retry.click();
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await waitFor(() => expect(within(carousel).getAllByRole('article').length).toBeGreaterThan(0));
    expect(within(carousel).getAllByRole('article')[0]).toHaveTextContent(videos[0]?.name ?? '');
    expect(within(carousel).queryByText(SLOW_TEXT)).toBeNull();
  });
});

describe('a listing whose request fails', () => {
  test('announces site-widgets:error (phase request, url, status) on the placeholder, which stays mounted', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const events: WidgetErrorDetail[] = [];
    const targets: unknown[] = [];
    const listener = (event: Event) => {
      targets.push(event.target);
      if (event instanceof CustomEvent) events.push(event.detail as WidgetErrorDetail);
    };
    document.addEventListener('site-widgets:error', listener);
    try {
      const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
      expect(await within(grid).findByRole('alert')).toHaveTextContent('No pudimos cargar las publicaciones.');
      expect(events).toHaveLength(1);
      expect(targets).toEqual([grid]);
      expect(events[0]).toMatchObject({ widget: 'post-grid', phase: 'request', url: '/api/posts/recetas?page=1', status: 500 });
      expect(grid).toHaveAttribute('data-widget-state', 'mounted');
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(SLOW_TEXT)).toBeNull();
    } finally {
      document.removeEventListener('site-widgets:error', listener);
    }
  });
});
