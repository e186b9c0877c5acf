import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { gdPicture } from './component/upload-images';
import { query, row } from './database';
import { HOST_URL, uploadsFolder } from './host';
import { imageSize } from './image-size';

/**
 * Every public page of the worked host as a link preview's crawler reads it (WhatsApp,
 * Facebook, X): one request for the page's HTML, no browser, no cookie, no script run; the
 * tags of its head, each once and each address absolute; then a request for its `og:image`,
 * whose real type, weight and sides (read from the picture's own header) must be what the
 * page says. A login-required post answers its teaser, and nothing of its body. A post with
 * an uploaded photo previews with the picture the server made from it.
 */

const CRAWLER = 'WhatsApp/2.24.1.6 A';
const MAX_BYTES = 300 * 1024;
const TAGS = [
  ['meta', 'name', 'description'],
  ['link', 'rel', 'canonical'],
  ['meta', 'property', 'og:type'],
  ['meta', 'property', 'og:site_name'],
  ['meta', 'property', 'og:locale'],
  ['meta', 'property', 'og:title'],
  ['meta', 'property', 'og:description'],
  ['meta', 'property', 'og:url'],
  ['meta', 'property', 'og:image'],
  ['meta', 'property', 'og:image:width'],
  ['meta', 'property', 'og:image:height'],
  ['meta', 'property', 'og:image:alt'],
  ['meta', 'name', 'twitter:card'],
] as const;

/** The seed's first video: login required, with its recipe. */
function protectedVideo(): { id: number; steps: string } {
  return v.parse(v.object({ id: v.number(), steps: v.string() }), row("select id, steps from posts where name = 'Clase exclusiva de pan dulce'"));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#039': "'", '#39': "'" };

/** The `<meta>` and `<link>` tags of the page's `<head>`, each as its attributes (names in lower case, values with their entities read). */
function headTags(html: string): { tag: string; attributes: Record<string, string> }[] {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  // What a script or a comment holds is no tag of the head.
  const markup = head.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  return [...markup.matchAll(/<(meta|link)\b([^>]*)>/gi)].map(([, tag = '', attributes = '']) => ({
    tag: tag.toLowerCase(),
    attributes: Object.fromEntries(
      [...attributes.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map(([, name = '', double, single, bare]) => [
        name.toLowerCase(),
        (double ?? single ?? bare ?? '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
          if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
          if (code.startsWith('#') && ENTITIES[code] === undefined) return String.fromCodePoint(Number(code.slice(1)));
          return ENTITIES[code.toLowerCase()] ?? entity;
        }),
      ]),
    ),
  }));
}

type Preview = Record<(typeof TAGS)[number][2], string>;

/** The page as a crawler reads it: 200 without a redirect, each tag once, each value given. */
async function preview(request: APIRequestContext, pagePath: string): Promise<{ tags: Preview; html: string }> {
  const answer = await request.get(pagePath, { headers: { 'User-Agent': CRAWLER, Accept: 'text/html' }, maxRedirects: 0 });
  expect([pagePath, answer.status()]).toEqual([pagePath, 200]);
  const html = await answer.text();
  const found = headTags(html);
  const tags: Partial<Preview> = {};
  for (const [tag, key, name] of TAGS) {
    const matching = found.filter((each) => each.tag === tag && each.attributes[key] === name);
    expect([pagePath, name, matching.length]).toEqual([pagePath, name, 1]);
    const value = matching[0]?.attributes[tag === 'link' ? 'href' : 'content'] ?? '';
    expect([pagePath, name, value.trim() === '']).toEqual([pagePath, name, false]);
    tags[name] = value;
  }
  return { tags: tags as Preview, html };
}

/** An absolute http(s) address of the site itself. */
function expectAbsolute(pagePath: string, name: string, address: string): URL {
  expect([pagePath, name, address]).toEqual([pagePath, name, expect.stringMatching(/^https?:\/\//)]);
  const url = new URL(address);
  expect([pagePath, name, url.origin]).toEqual([pagePath, name, new URL(HOST_URL).origin]);
  return url;
}

/** The page's tags and its picture, checked as a crawler would; the picture's address and bytes. */
async function expectPreview(request: APIRequestContext, pagePath: string): Promise<{ tags: Preview; html: string; picture: Buffer }> {
  const { tags, html } = await preview(request, pagePath);
  expectAbsolute(pagePath, 'canonical', tags.canonical);
  expect(tags['og:url']).toBe(tags.canonical);
  expect(tags['og:locale']).toBe('es_AR');
  expect(tags['twitter:card']).toBe('summary_large_image');
  expect([...tags.description].length).toBeLessThanOrEqual(160);
  expect(tags['og:description']).toBe(tags.description);

  const image = expectAbsolute(pagePath, 'og:image', tags['og:image']);
  const answer = await request.get(image.href, { headers: { 'User-Agent': CRAWLER } });
  expect([pagePath, image.pathname, answer.status()]).toEqual([pagePath, image.pathname, 200]);
  const picture = await answer.body();
  const type = answer.headers()['content-type'] ?? '';
  expect([pagePath, type]).toEqual([pagePath, expect.stringMatching(/^image\/(jpeg|png)$/)]);
  expect([pagePath, picture.length <= MAX_BYTES]).toEqual([pagePath, true]);
  // What the picture itself says, not what the page or the header say.
  expect([pagePath, imageSize(picture)]).toEqual([pagePath, { type, width: Number(tags['og:image:width']), height: Number(tags['og:image:height']) }]);
  return { tags, html, picture };
}

const PAGES = [
  '/',
  '/recetas',
  '/videos',
  '/post/1',
  '/productos',
  '/distribuidores',
  '/preguntas-frecuentes',
  '/recetarios',
  '/product/1',
  '/recetarios/1',
  '/distribuidores/1',
];

for (const pagePath of PAGES) {
  test(`${pagePath} previews with its title, description, canonical address and a picture`, async ({ request }) => {
    const { tags } = await expectPreview(request, pagePath);
    expect(new URL(tags.canonical).pathname).toBe(pagePath);
  });
}

test('each page has its own title and description; a post is an article with its name and first step', async ({ request }) => {
  const seen = new Map<string, Preview>();
  for (const pagePath of ['/recetas', '/videos', '/productos', '/distribuidores', '/preguntas-frecuentes', '/recetarios']) {
    seen.set(pagePath, (await preview(request, pagePath)).tags);
  }
  expect(new Set([...seen.values()].map((tags) => tags['og:title'])).size).toBe(seen.size);
  expect(new Set([...seen.values()].map((tags) => tags.description)).size).toBe(seen.size);
  // The FAQ's own description (its first question and answer) is checked in content-forms.spec.ts,
  // which runs its tests one after the other, as the FAQ journeys there change the FAQ.

  const { tags } = await preview(request, '/post/1');
  const name = v.parse(v.object({ name: v.string() }), row('select name from posts where id = 1')).name;
  expect(tags).toMatchObject({ 'og:title': name, 'og:type': 'article', description: 'Mezclar la harina con la levadura y el azúcar.' });
});

test('a listing previews at its own address: its tab and page kept, anything else left out', async ({ request }) => {
  const { tags } = await preview(request, '/recetas?etiqueta=1&pagina=2&utm_source=whatsapp');
  expect(tags.canonical).toBe(`${HOST_URL}/recetas?etiqueta=1&pagina=2`);
  expect(tags['og:url']).toBe(tags.canonical);
});

test('a login-required post previews its teaser only: its name and picture, no step, no video', async ({ request }) => {
  const video = protectedVideo();
  const { tags, html } = await expectPreview(request, `/post/${video.id}`);
  expect(tags['og:title']).toBe('Clase exclusiva de pan dulce');
  expect(tags.description).toBe('Clases · 2 h · 8 porciones. Contenido exclusivo para usuarios registrados: iniciá sesión para verlo.');
  const steps = v.parse(v.array(v.object({ steps: v.array(v.object({ text: v.string() })) })), JSON.parse(video.steps));
  for (const step of steps.flatMap((group) => group.steps)) expect(html).not.toContain(step.text);
  // No printed recipe (`sw-recipe`); the teaser's picture may carry the transition's class, `sw-recipe-hero`.
  expect(html).not.toMatch(/\.mp4|<video|sw-recipe(?!-hero)/);
});

test.describe('a post with an uploaded photo', () => {
  test.describe.configure({ mode: 'serial' });
  // The last recipe, on the listing's last page, which no other journey reads.
  const post = () =>
    v.parse(v.object({ id: v.number(), image: v.nullable(v.string()) }), row("select id, image from posts where section = 'recetas' order by id desc limit 1"));
  let original: string | null = null;

  test.beforeAll(() => {
    original = post().image;
  });
  test.afterAll(() => {
    const { id } = post();
    query('update posts set image = ? where id = ?', original, id);
  });

  /** A photo as an upload stores it: on the public disk under a new name. */
  function upload(width: number, height: number): string {
    const name = `recetas/vista-previa-${Date.now()}-${width}x${height}.jpg`;
    mkdirSync(path.join(uploadsFolder(), 'recetas'), { recursive: true });
    writeFileSync(path.join(uploadsFolder(), name), gdPicture('jpeg', width, height));
    return `/storage/${name}`;
  }

  test('previews with the 1200 × 630 JPEG the server made from it, once; a new photo gets a new picture; the photo itself is untouched', async ({
    request,
  }) => {
    const { id } = post();
    const photo = upload(2000, 1500);
    query('update posts set image = ? where id = ?', photo, id);

    const first = await expectPreview(request, `/post/${id}`);
    expect(first.tags['og:image']).toMatch(/\/storage\/compartir\/[0-9a-f]{40}\.jpg$/);
    expect(imageSize(first.picture)).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
    expect(first.tags['og:image:alt']).toBe(v.parse(v.object({ name: v.string() }), row('select name from posts where id = ?', id)).name);
    const again = await expectPreview(request, `/post/${id}`);
    expect(again.tags['og:image']).toBe(first.tags['og:image']);
    expect(again.picture.equals(first.picture)).toBe(true);
    // The photo is served as it was stored.
    const served = await request.get(photo);
    expect(imageSize(await served.body())).toEqual({ type: 'image/jpeg', width: 2000, height: 1500 });

    // A smaller photo: its own size in the share shape, never enlarged.
    query('update posts set image = ? where id = ?', upload(800, 600), id);
    const replaced = await expectPreview(request, `/post/${id}`);
    expect(replaced.tags['og:image']).not.toBe(first.tags['og:image']);
    expect(imageSize(replaced.picture)).toEqual({ type: 'image/jpeg', width: 800, height: 420 });
  });
});
