import { waitFor } from '@testing-library/react';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { postHit } from '../../../src/shared/api/hits';
import { findVisitor } from '../../../src/shared/distributors/nearby';
import { noteOfflineVisit } from '../../../src/shared/offline/on-visit';
import { sendEvent } from '../../../src/shared/page/analytics';
import { afterShown } from '../../../src/shared/page/shown';
import { installFakeCaches } from '../offline/fake-caches';

/**
 * A page the browser prerendered ahead of a tap (Speculation Rules) is silent until it is shown:
 * `document.prerendering` stubbed true, then the activation (`prerenderingchange`) played.
 */
function prerendering(): () => void {
  Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
  return () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
    document.dispatchEvent(new Event('prerenderingchange'));
  };
}

/** A turn of the event loop and the promises it settles: long enough for a request to have left. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const caches = installFakeCaches();

beforeEach(() => resetBackendState(backendState));
afterEach(() => {
  Reflect.deleteProperty(document, 'prerendering');
  delete window.gtag;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'permissions');
  Reflect.deleteProperty(navigator, 'geolocation');
});

test('afterShown: at once on a page loaded as usual; on activation, once, on a prerendered one', () => {
  const ran: string[] = [];
  afterShown(() => ran.push('shown page'));
  expect(ran).toEqual(['shown page']);
  const show = prerendering();
  afterShown(() => ran.push('first'));
  afterShown(() => ran.push('second'));
  expect(ran).toEqual(['shown page']);
  show();
  document.dispatchEvent(new Event('prerenderingchange'));
  expect(ran).toEqual(['shown page', 'first', 'second']);
});

test('an analytics event waits for the page to be shown, then goes, in order', () => {
  const gtag = jest.fn();
  window.gtag = gtag;
  const show = prerendering();
  sendEvent('view_item_list', { item_list_name: 'recetas' });
  sendEvent('search', { search_term: 'pan' });
  expect(gtag).not.toHaveBeenCalled();
  show();
  expect(gtag.mock.calls.map((call: unknown[]) => call[1])).toEqual(['view_item_list', 'search']);
});

test('a hit is not sent before the page is shown', async () => {
  const show = prerendering();
  const sent = postHit({ entity: 'todas', type: 'busqueda-sin-resultado', user_id: null, value: 'pan' });
  await settle();
  expect(backendState.hits).toEqual([]);
  show();
  await sent;
  expect(backendState.hits).toEqual([expect.objectContaining({ type: 'busqueda-sin-resultado', value: 'pan' })]);
});

test('the service worker is told of the visit only once the page is shown', async () => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
  const show = prerendering();
  noteOfflineVisit();
  await settle();
  expect(caches().urls()).toEqual({});
  show();
  await waitFor(() => expect(caches().urls()).toEqual({ 'site-widgets:offline:who': ['/__site-widgets-offline-who'] }));
});

test("'Cerca mío' asked by the address (cerca=1) asks for the position only once the page is shown", async () => {
  const query = jest.fn(() => Promise.resolve({ state: 'granted' }));
  const getCurrentPosition = jest.fn((found: PositionCallback) => found({ coords: { latitude: -34.6, longitude: -58.4 } } as GeolocationPosition));
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  const show = prerendering();
  const point = findVisitor(true, () => undefined);
  await settle();
  expect(query).not.toHaveBeenCalled();
  expect(getCurrentPosition).not.toHaveBeenCalled();
  show();
  await expect(point).resolves.toEqual({ lat: -34.6, lng: -58.4 });
});
