import { http as mock, HttpResponse } from 'msw';
import { http } from '../../../src/shared/api/http';
import { server } from '../msw-server';

describe('HTTP client', () => {
  afterEach(() => {
    delete window.SiteWidgets;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  test('sends X-Requested-With and the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const seen: { headers?: Headers } = {};
    server.use(
      mock.get('http://localhost/api/echo', ({ request }) => {
        seen.headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    const response = await http.get<{ ok: boolean }>('/api/echo');
    expect(response.data).toEqual({ ok: true });
    expect(seen.headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen.headers?.get('x-xsrf-token')).toBe('abc=123');
    expect(seen.headers?.get('accept')).toContain('application/json');
  });

  test('has no timeout and reads the base URL from the page globals on each request', async () => {
    expect(http.defaults.timeout).toBe(0);
    window.SiteWidgets = { apiBaseUrl: 'http://localhost/backend' };
    server.use(mock.get('http://localhost/backend/api/ping', () => HttpResponse.json({ pong: 1 })));
    await expect(http.get('/api/ping')).resolves.toMatchObject({ data: { pong: 1 } });
  });
});
