// The demo's backend: the same MSW handlers the jsdom tests use, in a service worker.
// The host-level `SiteWidgets.ready` promise holds mounting until the worker answers,
// so no widget request reaches the static server first.
import { setupWorker } from 'msw/browser';
import { handlers } from '../../mocks/handlers';

const worker = setupWorker(...handlers);
const ready = worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
window.SiteWidgets = { ...window.SiteWidgets, ready };
