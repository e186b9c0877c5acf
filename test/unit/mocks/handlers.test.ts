import * as v from 'valibot';
import { hoursSchema } from '../../../src/shared/distributors/hours/schema';
import type { Distributor } from '../../../src/shared/api/distributors';
import type { PostsResponse } from '../../../src/shared/api/posts';
import type { ProductsResponse } from '../../../src/shared/api/products';
import { backendState, createBackendState, createHandlers, handlers, resetBackendState } from '../../../mocks/handlers';
import { server } from '../msw-server';
import { postTags, products, recipes, videos, landings } from '../../../mocks/fixtures';

const BASE = 'http://localhost';

async function getJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Under jest-fixed-jsdom, FormData and Blob are Node's but File is jsdom's, and Node's
 * FormData refuses jsdom Files: send a (Node) Blob with a file name instead.
 */
function upload(path: string, image?: Blob | string, filename?: string): Promise<Response> {
  const form = new FormData();
  if (typeof image === 'string') form.append('image', image);
  else if (image) form.append('image', image, filename);
  return fetch(`${BASE}/api/upload_images/${path}`, { method: 'POST', body: form });
}

function postHit(body: unknown): Promise<Response> {
  return fetch(`${BASE}/api/hits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
}

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
});

describe('exports', () => {
  it('exposes the default handlers bound to backendState', () => {
    expect(handlers.length).toBeGreaterThanOrEqual(5);
  });

  it('createHandlers answers from and records into its own state', async () => {
    const state = createBackendState({ distributors: [{ id: 1, name: 'Única', province: 'Salta' }], latency: 0 });
    server.use(...createHandlers(state));
    expect((await getJson<Distributor[]>('/api/distributors')).body).toEqual([{ id: 1, name: 'Única', province: 'Salta' }]);
    expect(state.requests).toHaveLength(1);
    expect(backendState.requests).toEqual([]);
  });

  it("waits msw's realistic latency by default and still answers", async () => {
    backendState.latency = 'real';
    expect((await getJson<Distributor[]>('/api/distributors')).body).toHaveLength(86);
  });
});

describe('GET /api/posts/{section}', () => {
  it('answers tags, landings and the first page of 12 recipes', async () => {
    const { status, body } = await getJson<PostsResponse>('/api/posts/recetas');
    expect(status).toBe(200);
    expect(body.tags).toEqual(postTags);
    expect(body.landings).toEqual([]);
    expect(body.posts.data).toEqual(recipes.slice(0, 12));
    expect(body.posts).toMatchObject({
      current_page: 1,
      per_page: 12,
      total: recipes.length,
      last_page: Math.ceil(recipes.length / 12),
      path: `${BASE}/api/posts/recetas`,
      next_page_url: `${BASE}/api/posts/recetas?page=2`,
    });
  });

  it('pages with ?page and lists landings for videos', async () => {
    const { body } = await getJson<PostsResponse>('/api/posts/videos?page=3&user_id=7');
    expect(body.landings).toEqual(landings);
    expect(body.posts.current_page).toBe(3);
    expect(body.posts.data).toEqual(videos.slice(24, 36));
    expect(body.posts.data.every((post) => post.type === 'video')).toBe(true);
    expect(body.posts.links.find((link) => link.active)?.label).toBe('3');
    expect(backendState.requests.at(-1)?.url).toBe(`${BASE}/api/posts/videos?page=3&user_id=7`);
  });

  it('reads an invalid page as 1 and answers an empty page beyond the last', async () => {
    expect((await getJson<PostsResponse>('/api/posts/recetas?page=abc')).body.posts.current_page).toBe(1);
    const { body } = await getJson<PostsResponse>('/api/posts/recetas?page=99');
    expect(body.posts).toMatchObject({ current_page: 99, data: [], from: null, to: null });
  });

  it('filters by parent tag', async () => {
    const { body } = await getJson<PostsResponse>('/api/posts/recetas/2');
    const expected = recipes.filter((post) => post.tag?.id === 2);
    expect(expected.length).toBeGreaterThan(12);
    expect(body.posts.total).toBe(expected.length);
    expect(body.posts.data.every((post) => post.tag?.name === 'Pastelería')).toBe(true);
    expect(body.posts.path).toBe(`${BASE}/api/posts/recetas/2`);
    expect(body.posts.next_page_url).toBe(`${BASE}/api/posts/recetas/2?page=2`);
  });

  it('filters by child tag, including posts of another parent that carry it', async () => {
    const { body } = await getJson<PostsResponse>('/api/posts/recetas/8'); // Panes
    const names = body.posts.data.map((post) => post.name);
    expect(names).toEqual(expect.arrayContaining(['Pan francés', 'Chipá']));
    expect(names).not.toContain('Medialunas de manteca'); // Facturas, same parent
    expect(body.posts.data.every((post) => post.tags.some((tag) => tag.id === 8))).toBe(true);
    expect(body.posts.data.find((post) => post.name === 'Chipá')?.tag?.name).toBe('Sin TACC');
  });

  it('treats tag 0 as all and tag -1 as landings only', async () => {
    expect((await getJson<PostsResponse>('/api/posts/videos/0')).body.posts.total).toBe(videos.length);
    const { body } = await getJson<PostsResponse>('/api/posts/videos/-1');
    expect(body.landings).toEqual(landings);
    expect(body.posts).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('answers an empty page for a tag no post uses', async () => {
    const { status, body } = await getJson<PostsResponse>('/api/posts/recetas/999');
    expect(status).toBe(200);
    expect(body.posts.total).toBe(0);
  });

  it('answers 404 for an unknown section or a non-numeric tag', async () => {
    expect(await getJson('/api/posts/noticias')).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect((await getJson('/api/posts/recetas/panes')).status).toBe(404);
    expect((await getJson('/api/posts/toString')).status).toBe(404);
  });

  it('serves whatever the state holds', async () => {
    const recetas = backendState.sections.recetas;
    if (!recetas) throw new Error('no recetas section');
    recetas.posts = recetas.posts.slice(0, 2);
    const { body } = await getJson<PostsResponse>('/api/posts/recetas');
    expect(body.posts.total).toBe(2);
    expect(recipes.length).toBeGreaterThan(2); // the fixture itself is untouched
  });
});

describe('GET /api/products', () => {
  it('lists every product on /api/products with category tags', async () => {
    const { body } = await getJson<ProductsResponse>('/api/products?page=2');
    expect(body.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Harinas', 'Premezclas', 'Levaduras', 'Margarinas', 'Rellenos']));
    expect(body.posts).toMatchObject({ current_page: 2, total: 60, last_page: 5, per_page: 12, path: `${BASE}/api/products` });
    expect(body.posts.data).toEqual(products.slice(12, 24));
  });

  it('filters by category, 0 meaning all', async () => {
    const { body } = await getJson<ProductsResponse>('/api/products/3?page=1');
    expect(body.posts.total).toBeGreaterThan(0);
    expect(body.posts.data.every((product) => product.category?.name === 'Levaduras')).toBe(true);
    expect(body.posts.next_page_url).toBeNull();
    expect((await getJson<ProductsResponse>('/api/products/0')).body.posts.total).toBe(60);
    expect((await getJson('/api/products/harinas')).status).toBe(404);
  });
});

describe('GET /api/distributors', () => {
  it('answers every distributor', async () => {
    const { status, body } = await getJson<Distributor[]>('/api/distributors');
    expect(status).toBe(200);
    expect(body).toHaveLength(86);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      province: expect.any(String),
      locality: expect.any(String),
      address: expect.any(String),
      phone: expect.any(String),
      whatsapp: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
      hours: expect.objectContaining({ weekly: expect.any(Object), holidays: 'closed', exceptions: expect.any(Array) }),
      products: [2, 19],
    });
    // Which of the brand's products some usually have (docs/widgets/where-to-buy.md); the others do not say.
    expect(body.filter((d) => d.products === undefined).length).toBeGreaterThan(60);
    expect(body.filter((d) => Array.isArray(d.products) && d.products.length === 0)).toHaveLength(1);
    // Opening hours for most, as the schema reads them; some none (docs/widgets/catalogue.md, "Opening hours").
    expect(body.filter((d) => d.hours === null).length).toBeGreaterThan(0);
    expect(body.filter((d) => d.hours != null && v.is(hoursSchema, d.hours)).length).toBeGreaterThan(60);
    expect(body.filter((d) => d.hours?.holidays === 'open').length).toBeGreaterThan(0);
    expect(body.filter((d) => d.hours?.closure != null).length).toBe(1);
    // Coordinates for most, not all (docs/widgets/catalogue.md, "Cerca mío").
    expect(body.filter((d) => d.lat == null).length).toBeGreaterThan(0);
    expect(body.filter((d) => typeof d.lat === 'number' && typeof d.lng === 'number').length).toBeGreaterThan(80);
    // Contact details for some, not all (docs/widgets/catalogue.md, "Contact details").
    expect(body.filter((d) => d.phone != null).length).toBeGreaterThan(0);
    expect(body.filter((d) => d.locality == null && d.phone == null && d.whatsapp == null && d.address == null).length).toBeGreaterThan(40);
    expect(new Set(body.map((d) => d.province.trim().replace(/\s+/g, ' ').toLowerCase()))).toEqual(expect.objectContaining({ size: 14 }));
    expect(body.filter((d) => d.province === 'Neuquén').length).toBeGreaterThan(0);
  });

  it('records the request headers', async () => {
    await fetch(`${BASE}/api/distributors`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(backendState.requests).toEqual([
      expect.objectContaining({ method: 'GET', url: `${BASE}/api/distributors`, headers: expect.objectContaining({ 'x-requested-with': 'XMLHttpRequest' }) }),
    ]);
  });
});

describe('POST /api/upload_images/{path}', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('stores a png and answers its url', async () => {
    const response = await upload('images', new Blob([png], { type: 'image/png' }), 'torta.png');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string };
    expect(body.url).toMatch(/^\/storage\/images\/[A-Za-z0-9]{40}\.png$/);
    expect(backendState.uploads).toHaveLength(1);
    expect(backendState.uploads[0]).toMatchObject({ path: 'images', url: body.url });
    expect(backendState.uploads[0]?.file.size).toBe(png.length);
  });

  it('accepts a path with slashes and names jpeg files .jpg', async () => {
    const response = await upload('recipes/steps', new Blob([png], { type: 'image/jpeg' }), 'paso.jpeg');
    const body = (await response.json()) as { url: string };
    expect(body.url).toMatch(/^\/storage\/recipes\/steps\/[A-Za-z0-9]{40}\.jpg$/);
  });

  it('gives successive uploads different names', async () => {
    const a = (await (await upload('images', new Blob([png], { type: 'image/webp' }), 'a.webp')).json()) as { url: string };
    const b = (await (await upload('images', new Blob([png], { type: 'image/gif' }), 'b.gif')).json()) as { url: string };
    expect(a.url).not.toBe(b.url);
    expect(backendState.uploads.map((u) => u.name.split('.')[1])).toEqual(['webp', 'gif']);
  });

  it('defaults the path to images and falls back to the extension for a blank type', async () => {
    const response = await fetch(`${BASE}/api/upload_images`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('image', new Blob([png]), 'foto.PNG');
        return form;
      })(),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^\/storage\/images\/[A-Za-z0-9]{40}\.png$/);
  });

  it('rejects text/plain with 422', async () => {
    const response = await upload('images', new Blob(['hola'], { type: 'text/plain' }), 'notas.txt');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The image must be a file of type: png, gif, jpeg, webp.',
      errors: { image: ['The image must be a file of type: png, gif, jpeg, webp.'] },
    });
    expect(backendState.uploads).toEqual([]);
  });

  it('rejects a missing file and a text field with 422', async () => {
    const missing = await upload('images');
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ message: 'The image field is required.', errors: { image: ['The image field is required.'] } });
    const text = await upload('images', 'no soy un archivo');
    expect(text.status).toBe(422);
    expect(backendState.uploads).toEqual([]);
  });
});

describe('POST /api/hits', () => {
  const hit = { entity: 'Budín de limón', type: 'whatsapp', user_id: 12, value: '+5491123456789' };

  it('records a valid hit and answers 201', async () => {
    const response = await postHit(hit);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(backendState.hits).toEqual([hit]);
  });

  it('accepts a null user_id', async () => {
    expect((await postHit({ ...hit, user_id: null })).status).toBe(201);
    expect(backendState.hits[0]?.user_id).toBeNull();
  });

  it("accepts the ingredients' share (value: the servings), up to 50 characters", async () => {
    const ingredients = { entity: 'Pan casero', type: 'whatsapp-ingredientes', user_id: null, value: '4 porciones' };
    expect((await postHit(ingredients)).status).toBe(201);
    expect((await postHit({ ...ingredients, value: 'x'.repeat(51) })).status).toBe(422);
    expect((await postHit({ ...ingredients, value: '' })).status).toBe(422);
    expect(backendState.hits).toEqual([ingredients]);
  });

  it("accepts an order to a distributor (value: the distributor's id), and refuses a phone number for it", async () => {
    const order = { entity: 'Pan casero', type: 'donde-comprar', user_id: null, value: '3' };
    expect((await postHit(order)).status).toBe(201);
    expect((await postHit({ ...order, value: '+5493515551234' })).status).toBe(422);
    expect((await postHit({ ...order, value: '3515551234' })).status).toBe(422);
    expect((await postHit({ ...order, value: '0' })).status).toBe(422);
    expect(backendState.hits).toEqual([order]);
  });

  it("accepts 'Dónde comprar's choice (a province of the directory, or cerca-mio) and a search that found nothing, never with a user", async () => {
    const asked = { entity: 'Pan casero', type: 'donde-comprar-consulta', user_id: 4, value: 'Córdoba' };
    expect((await postHit(asked)).status).toBe(201);
    expect((await postHit({ ...asked, value: 'cerca-mio' })).status).toBe(201);
    expect((await postHit({ ...asked, value: 'Narnia' })).status).toBe(422);
    expect((await postHit({ ...asked, value: '-31.41,-64.18' })).status).toBe(422);
    const search = { entity: 'todas', type: 'busqueda-sin-resultado', user_id: 4, value: 'harina integral' };
    expect((await postHit(search)).status).toBe(201);
    expect((await postHit({ ...search, entity: 'Jujuy', value: '' })).status).toBe(201);
    expect((await postHit({ ...search, value: '' })).status).toBe(422);
    expect((await postHit({ ...search, value: 'Harina Integral' })).status).toBe(422);
    expect((await postHit({ ...search, value: '351 555 1234' })).status).toBe(422);
    expect((await postHit({ ...search, value: 'ana@example.com' })).status).toBe(422);
    expect((await postHit({ ...search, value: 'x'.repeat(51) })).status).toBe(422);
    expect(backendState.hits).toEqual([
      { ...asked, user_id: null },
      { ...asked, user_id: null, value: 'cerca-mio' },
      { ...search, user_id: null },
      { ...search, user_id: null, entity: 'Jujuy', value: '' },
    ]);
  });

  it('answers 422 with Laravel errors for a bad body, recording nothing', async () => {
    const response = await postHit({ entity: '', type: 'sms', user_id: '12', value: '12' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('The entity field is required. (and 3 more errors)');
    expect(Object.keys(body.errors)).toEqual(['entity', 'type', 'user_id', 'value']);
    expect((await postHit([hit])).status).toBe(422);
    expect(backendState.hits).toEqual([]);
  });

  it('answers 422 for a body that is not JSON', async () => {
    const response = await fetch(`${BASE}/api/hits`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(response.status).toBe(422);
    expect(backendState.hits).toEqual([]);
  });
});
