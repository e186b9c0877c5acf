import { offlineRoute, type RequestFacts } from '../../../src/shared/offline/routing';

/**
 * The service worker's one decision (src/entries/service-worker.ts): what it answers from a
 * saved copy when the network fails, and what it never touches.
 */
const ORIGIN = 'https://sitio.example';
const get = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: new URL(path, ORIGIN).href,
  mode: 'no-cors',
  destination: 'script',
  ...facts,
});
const page = (path: string) => get(path, { mode: 'navigate', destination: 'document' });

test('pages are navigations; code, stylesheets and pictures of the site are files', () => {
  expect(offlineRoute(page('/post/1'), ORIGIN)).toBe('page');
  expect(offlineRoute(page('/mis-recetas'), ORIGIN)).toBe('page');
  expect(offlineRoute(get('/build/widgets/chunks/CookTimers-abc.js'), ORIGIN)).toBe('file');
  expect(offlineRoute(get('/css/site.css', { destination: 'style' }), ORIGIN)).toBe('file');
  expect(offlineRoute(get('/storage/posts/pan.webp', { destination: 'image' }), ORIGIN)).toBe('file');
});

test.each([
  ['the admin', page('/admin')],
  ['an admin form', page('/admin/posts/1/edit')],
  ["the admin's CSV", get('/admin/demanda.csv', { mode: 'cors', destination: '' })],
  ['the API', get('/api/posts/recetas', { mode: 'cors', destination: '' })],
  ['the API by navigation', page('/api/distributors')],
  ['the login page', page('/login')],
  ['the logout', page('/logout')],
  ['the service worker itself', get('/sw.js', { destination: 'serviceworker' })],
  ['the CSP reports', get('/csp-report', { destination: 'report' })],
  ['the health check', get('/up', { mode: 'cors', destination: '' })],
  ['a POST', { ...page('/post/1'), method: 'POST' }],
  ['a PUT', { ...get('/api/hits'), method: 'PUT' }],
  ['a HEAD', { ...get('/post/1'), method: 'HEAD' }],
  ['another site', get('https://cdn.example/lib.js')],
  ['another site by navigation', { ...page('/'), url: 'https://other.example/post/1' }],
  ['a video (ranges)', get('/media/videos/pan.mp4', { destination: 'video' })],
  ['an address that cannot be read', { ...page('/'), url: 'not a url' }],
])('never touched: %s', (_what, request) => {
  expect(offlineRoute(request, ORIGIN)).toBeNull();
});

test('the API, login and logout by their whole segment (a page named like them is still a page); anything starting /admin, to be safe', () => {
  expect(offlineRoute(page('/apio-con-limon'), ORIGIN)).toBe('page');
  expect(offlineRoute(page('/login-tips'), ORIGIN)).toBe('page');
  expect(offlineRoute(page('/administrar'), ORIGIN)).toBeNull();
});
