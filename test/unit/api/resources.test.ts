import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { distributors, productTags, products } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { fetchDistributors } from '../../../src/shared/api/distributors';
import { postHit } from '../../../src/shared/api/hits';
import { fetchPosts, postsPath } from '../../../src/shared/api/posts';
import { fetchProducts, productsPath } from '../../../src/shared/api/products';
import { getChecked, UnexpectedAnswerError } from '../../../src/shared/api/request';
import { uploadedUrl, uploadImage, uploadPath } from '../../../src/admin/shared/uploader/uploads';
import { describeIssue } from '../../../src/base/schema/issues';
import { server } from '../msw-server';

const requestedUrls = () => backendState.requests.map((request) => `${request.method} ${request.url.replace('http://localhost', '')}`);

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
});

describe('products', () => {
  test('GET /api/products?page=n: the categories and a page of products, checked', async () => {
    const { value, skipped } = await fetchProducts({ tagId: 0, page: 2 });
    expect(skipped).toEqual([]);
    expect(value.tags.map((tag) => tag.name)).toEqual(productTags.map((tag) => tag.name));
    expect(value.posts.data.map((product) => product.id)).toEqual(products.slice(12, 24).map((product) => product.id));
    expect(value.posts.data[0]?.category).toEqual(products[12]?.category);
    expect(value.posts.next_page_url).toContain('page=3');
    expect(requestedUrls()).toEqual(['GET /api/products?page=2']);
  });

  test('GET /api/products/{tagId}?page=n: one category', async () => {
    const { value } = await fetchProducts({ tagId: 3, page: 1 });
    expect(value.posts.data.every((product) => product.category?.id === 3)).toBe(true);
    expect(requestedUrls()).toEqual(['GET /api/products/3?page=1']);
    expect(productsPath({ tagId: 0 })).toBe('/api/products');
  });

  test('a product the server sends with a numeric-string id and an empty-array category is read; a broken one is skipped', async () => {
    server.use(
      http.get('*/api/products', () =>
        HttpResponse.json({
          tags: [{ id: '1', name: 'Harinas' }],
          posts: {
            data: [
              { id: '7', name: 'Harina', image: '/h.jpg', category: [] },
              { id: 8, image: '/x.jpg' },
            ],
            links: [],
            next_page_url: null,
          },
        }),
      ),
    );
    const { value, skipped } = await fetchProducts({ tagId: 0, page: 1 });
    expect(value.posts.data).toEqual([{ id: 7, name: 'Harina', image: '/h.jpg', category: null }]);
    expect(value.tags).toEqual([{ id: 1, name: 'Harinas' }]);
    expect(skipped.map((issue) => describeIssue(issue))).toEqual(['posts.data[1].name: missing']);
  });
});

describe('distributors', () => {
  test('GET /api/distributors: every distributor with id, name and province', async () => {
    const { value, skipped } = await fetchDistributors();
    expect(skipped).toEqual([]);
    expect(value).toHaveLength(distributors.length);
    expect(value[0]).toEqual(distributors[0]);
  });

  test('one unreadable distributor never hides the others', async () => {
    server.use(
      http.get('*/api/distributors', () =>
        HttpResponse.json([
          { id: 1, name: 'A', province: 'Salta' },
          { id: 2, name: 'B' },
          { id: '3', name: 'C', province: 'Jujuy' },
        ]),
      ),
    );
    const { value, skipped } = await fetchDistributors();
    expect(value.map((distributor) => distributor.id)).toEqual([1, 3]);
    expect(skipped.map((issue) => describeIssue(issue))).toEqual(['[1].province: missing']);
  });

  test('lat/lng: numbers or their digits as text; absent, null, out of range or anything else is none, never the row', async () => {
    server.use(
      http.get('*/api/distributors', () =>
        HttpResponse.json([
          { id: 1, name: 'A', province: 'Córdoba', lat: -31.4201, lng: -64.1888 },
          { id: 2, name: 'B', province: 'Córdoba', lat: '-31.4241000', lng: '-64.4978000' },
          { id: 3, name: 'C', province: 'Córdoba' },
          { id: 4, name: 'D', province: 'Córdoba', lat: null, lng: null },
          { id: 5, name: 'E', province: 'Córdoba', lat: 91, lng: -181 },
          { id: 6, name: 'F', province: 'Córdoba', lat: 'cerca', lng: '', extra: true },
          { id: 7, name: 'G', province: 'Córdoba', lat: { x: 1 }, lng: [1] },
        ]),
      ),
    );
    const { value, skipped } = await fetchDistributors();
    expect(skipped).toEqual([]);
    expect(value.map(({ lat, lng }) => [lat ?? null, lng ?? null])).toEqual([
      [-31.4201, -64.1888],
      [-31.4241, -64.4978],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});

describe('hits', () => {
  test('POST /api/hits with entity, type whatsapp, user_id and value', async () => {
    await postHit({ entity: 'Chipá', type: 'whatsapp', user_id: null, value: '+5491122334455' });
    await postHit({ entity: 'Pan', type: 'whatsapp', user_id: 4, value: '+5491100000000' });
    expect(backendState.hits).toEqual([
      { entity: 'Chipá', type: 'whatsapp', user_id: null, value: '+5491122334455' },
      { entity: 'Pan', type: 'whatsapp', user_id: 4, value: '+5491100000000' },
    ]);
    const request = backendState.requests[0];
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  test('a refused hit rejects (the caller ignores it)', async () => {
    await expect(postHit({ entity: 'Pan', type: 'whatsapp', user_id: null, value: '12' })).rejects.toThrow('422');
  });
});

describe('uploads', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  test('POST /api/upload_images/{path}, multipart field image: the url of the stored image', async () => {
    const url = await uploadImage(new Blob([png], { type: 'image/png' }));
    expect(url).toMatch(/^\/storage\/images\/[A-Za-z0-9]{40}\.png$/);
    expect(backendState.uploads[0]?.file.size).toBe(png.length);
    const stepUrl = await uploadImage(new Blob([png], { type: 'image/webp' }), { path: 'recipes/steps' });
    expect(stepUrl).toMatch(/^\/storage\/recipes\/steps\/[A-Za-z0-9]{40}\.webp$/);
  });

  test('either answer shape gives the location; each path segment is encoded, never "." or ".."', () => {
    expect(uploadedUrl({ url: '/storage/a.png' })).toBe('/storage/a.png');
    expect(uploadedUrl({ response: true, result: '/storage/b.png' })).toBe('/storage/b.png');
    expect(() => uploadedUrl({ response: false, result: '' })).toThrow('did not accept');
    expect(uploadPath()).toBe('/api/upload_images/images');
    expect(uploadPath('recetas/paso 1')).toBe('/api/upload_images/recetas/paso%201');
    expect(() => uploadPath('images/../admin')).toThrow('not a path segment: ".."');
  });

  test('a refused image rejects', async () => {
    await expect(uploadImage(new Blob(['hola'], { type: 'text/plain' }))).rejects.toThrow('422');
  });
});

describe('checked requests', () => {
  test('an answer that does not fit its schema throws a descriptive error with the path of the problem', async () => {
    server.use(http.get('*/api/posts/recetas', () => HttpResponse.json({ tags: [], posts: { data: [], links: 'none' } })));
    const error: unknown = await fetchPosts({ section: 'recetas', tagId: 0, page: 1, userId: null }, new AbortController().signal).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toHaveProperty('message', 'unexpected answer from /api/posts/recetas: posts.links: expected a list');
  });

  test('posts paths encode the section and never leave /api/posts/', () => {
    expect(postsPath({ section: 'recetas', tagId: 0 })).toBe('/api/posts/recetas');
    expect(postsPath({ section: 'a/b?c', tagId: -1 })).toBe('/api/posts/a%2Fb%3Fc/-1');
    expect(() => postsPath({ section: '..', tagId: 0 })).toThrow('not a path segment');
    expect(() => postsPath({ section: 'recetas', tagId: 1e23 })).toThrow('not a path segment');
  });

  test('getChecked sends its params and honours the abort signal', async () => {
    await getChecked('/api/products', v.unknown(), { params: { page: 3 } });
    expect(requestedUrls()).toEqual(['GET /api/products?page=3']);
    const controller = new AbortController();
    controller.abort();
    await expect(getChecked('/api/distributors', v.unknown(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
