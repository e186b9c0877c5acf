// The demo's backend: the same MSW handlers the jsdom tests use, in a service worker.
// The host-level `SiteWidgets.ready` promise holds mounting until the worker answers,
// so no widget request reaches the static server first.
import { setupWorker } from 'msw/browser';
import { manyDistributors } from '../../mocks/fixtures';
import { backendState, handlers } from '../../mocks/handlers';

// The benchmark's page asks for a large directory: `?distribuidores=5000`.
const benchDistributors = Number(new URLSearchParams(location.search).get('distribuidores') ?? '0');
if (Number.isSafeInteger(benchDistributors) && benchDistributors > 0) backendState.distributors = manyDistributors(benchDistributors);

const worker = setupWorker(...handlers);
const ready = worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
window.SiteWidgets = { ...window.SiteWidgets, ready };

// Demo pages may show what the backend received (the sharing page lists the hits).
worker.events.on('response:mocked', async ({ request, response }) => {
  const body: unknown =
    request.method === 'POST'
      ? await request
          .clone()
          .json()
          .catch(() => null)
      : null;
  window.dispatchEvent(new CustomEvent('demo:api', { detail: { method: request.method, url: request.url, status: response.status, body } }));
});
