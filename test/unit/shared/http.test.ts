import { http as mock, HttpResponse } from 'msw';
import { HttpError, requestJson } from '../../../src/shared/api/http';
import { statusOf } from '../../../src/runtime/report';
import { server } from '../msw-server';

describe('HTTP client', () => {
  afterEach(() => {
    delete window.SiteWidgets;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  test('sends X-Requested-With and the XSRF-TOKEN cookie as X-XSRF-TOKEN, and reads the JSON answer', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const seen: { headers?: Headers } = {};
    server.use(
      mock.get('http://localhost/api/echo', ({ request }) => {
        seen.headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(requestJson('GET', '/api/echo', undefined)).resolves.toEqual({ ok: true });
    expect(seen.headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen.headers?.get('x-xsrf-token')).toBe('abc=123');
    expect(seen.headers?.get('accept')).toContain('application/json');
  });

  test('never sends the XSRF token to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    const seen: { headers?: Headers } = {};
    server.use(
      mock.get('https://elsewhere.example/api/echo', ({ request }) => {
        seen.headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await requestJson('GET', 'https://elsewhere.example/api/echo', undefined);
    expect(seen.headers?.get('x-xsrf-token')).toBeNull();
    expect(seen.headers?.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  test('reads the base URL from the page globals on each request, and adds the parameters', async () => {
    window.SiteWidgets = { apiBaseUrl: 'http://localhost/backend/' };
    const seen: string[] = [];
    server.use(
      mock.get('http://localhost/backend/api/ping', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ pong: 1 });
      }),
    );
    await expect(requestJson('GET', '/api/ping', undefined, { params: { page: 2, q: 'dulce de leche' } })).resolves.toEqual({ pong: 1 });
    expect(new URL(seen[0] ?? '').searchParams.get('q')).toBe('dulce de leche');
    expect(new URL(seen[0] ?? '').searchParams.get('page')).toBe('2');
  });

  test('posts JSON, and FormData as multipart', async () => {
    const seen: { type: string | null; body: unknown }[] = [];
    server.use(
      mock.post('http://localhost/api/echo', async ({ request }) => {
        const type = request.headers.get('content-type');
        seen.push({ type, body: type === 'application/json' ? await request.json() : (await request.formData()).get('name') });
        return HttpResponse.json({ saved: true });
      }),
    );
    await requestJson('POST', '/api/echo', { name: 'Chipá' });
    const form = new FormData();
    form.append('name', 'Pastelitos');
    await requestJson('POST', '/api/echo', form);
    expect(seen[0]).toEqual({ type: 'application/json', body: { name: 'Chipá' } });
    expect(seen[1]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]?.body).toBe('Pastelitos');
  });

  test('a status outside 2xx rejects with the status where the widgets read it, and a body that is not JSON arrives as text', async () => {
    server.use(
      mock.get('http://localhost/api/missing', () => HttpResponse.json({ message: 'No encontrado' }, { status: 404 })),
      mock.get('http://localhost/api/html', () => HttpResponse.text('<html>login</html>')),
    );
    const failure: unknown = await requestJson('GET', '/api/missing', undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(statusOf(failure)).toBe(404);
    expect(failure instanceof HttpError && failure.response.data).toEqual({ message: 'No encontrado' });
    await expect(requestJson('GET', '/api/html', undefined)).resolves.toBe('<html>login</html>');
  });

  test('an aborted request rejects and its answer is never read', async () => {
    server.use(mock.get('http://localhost/api/slow', () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = requestJson('GET', '/api/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
