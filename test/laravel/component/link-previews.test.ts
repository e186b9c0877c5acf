import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize } from '../image-size';
import { colourName, exifTiff, gdPicture, gif, jpegWithExif, png } from './upload-images';

/**
 * The link previews' PHP (docs/laravel-host.md, "Link previews"), through the Laravel host
 * (meta.php): the description made from stored text (HTML out, whitespace one space, at most 160
 * characters cut at a word), the share picture GD makes (1200 × 630 cover-cropped, or smaller,
 * never enlarged; a JPEG of at most 300 KB; made once, again for a new image; only this site's
 * files), and `<x-site-widgets-meta>` as a crawler reads it: each tag once, absolute addresses,
 * hostile text escaped, a login-required post by its teaser.
 */

type Picture = { url: string; width: number; height: number; type: string; base64: string; mtime: number; quarters: number[][]; corner: number[] };
type Case = { describe: unknown; max?: number } | { share: unknown } | { render: string; values?: unknown };
type Answer = { description?: string | null; picture?: Picture | null; html64?: string; error?: string };

let disk = '';
beforeAll(() => {
  disk = mkdtempSync(path.join(tmpdir(), 'site-widgets-meta-'));
});
afterAll(() => rmSync(disk, { recursive: true, force: true }));

function run(cases: Case[]): Answer[] {
  const result = spawnSync('php', [path.resolve(__dirname, 'meta.php')], {
    input: JSON.stringify({ disk, cases }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, APP_ENV: 'testing' },
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout.slice(0, 2000)}`);
  return JSON.parse(result.stdout) as Answer[];
}

const bytes = (text: Buffer | string) => ({ base64: Buffer.from(text).toString('base64') });

function descriptions(texts: unknown[], max?: number): (string | null | undefined)[] {
  return run(texts.map((text) => (max === undefined ? { describe: text } : { describe: text, max }))).map((answer) => answer.description);
}

function shares(sources: unknown[]): (Picture | null | undefined)[] {
  return run(sources.map((share) => ({ share }))).map((answer) => answer.picture);
}

function share(source: unknown): Picture | null {
  return shares([source])[0] ?? null;
}

/** Writes `bytes` on the run's public disk at `name` (`/storage/{name}`). */
function onDisk(name: string, content: Buffer): string {
  mkdirSync(path.dirname(path.join(disk, name)), { recursive: true });
  writeFileSync(path.join(disk, name), content);
  return `/storage/${name}`;
}

const codePoints = (text: string) => [...text].length;

// --- The description ------------------------------------------------------------------------

test('a description is the text without its HTML, on one line, entities read', () => {
  expect(
    descriptions([
      '<p>Mezclar la <strong>harina</strong> con la levadura.</p><p>Dejar&nbsp;levar &amp; hornear.</p>',
      'Batir\n\n  los huevos\t\u00a0con el azúcar\u2028hasta blanquear.',
      '<script>alert(1)</script><style>p{}</style><!-- nota -->Amasar<br>y estirar',
      '<ul><li>Uno</li><li>Dos</li></ul>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '   ',
      '<p></p>',
      null,
      42,
      ['lista'],
    ]),
  ).toEqual([
    'Mezclar la harina con la levadura. Dejar levar & hornear.',
    'Batir los huevos con el azúcar hasta blanquear.',
    'Amasar y estirar',
    'Uno Dos',
    // Read as text: it is the page that escapes it, as any attribute.
    '<script>alert(1)</script>',
    null,
    null,
    null,
    null,
    null,
  ]);
});

test('a long text is cut at the last word that fits in 160 characters, with an ellipsis; a short one is whole', () => {
  const step =
    'Mezclar la harina con la levadura y el azúcar, agregar los huevos de a uno y la manteca blanda, y amasar hasta obtener una masa lisa que no se pegue en las manos; dejar levar tapada.';
  const [cut, exact, word, accents, emoji] = descriptions([
    step,
    'a'.repeat(160),
    'x'.repeat(300),
    `${'á'.repeat(150)} ${'é'.repeat(20)}`,
    `${'palabra '.repeat(19)}👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦`,
  ]);
  expect(codePoints(cut ?? '')).toBeLessThanOrEqual(160);
  expect(cut).toBe(
    'Mezclar la harina con la levadura y el azúcar, agregar los huevos de a uno y la manteca blanda, y amasar hasta obtener una masa lisa que no se pegue en las…',
  );
  expect(step.startsWith((cut ?? '').slice(0, -1))).toBe(true);
  expect(exact).toBe('a'.repeat(160));
  // One word longer than the limit: cut where the limit is.
  expect(word).toBe(`${'x'.repeat(159)}…`);
  expect(accents).toBe(`${'á'.repeat(150)}…`);
  // Never inside a character made of several code points (an emoji of a family).
  expect(codePoints(emoji ?? '')).toBeLessThanOrEqual(160);
  expect(emoji?.endsWith('palabra…')).toBe(true);
});

test('text that is not valid UTF-8 is described with U+FFFD where its bytes broke', () => {
  const [broken] = descriptions([bytes(Buffer.concat([Buffer.from('Pan '), Buffer.from([0xff, 0xc3]), Buffer.from(' dulce')]))]);
  expect(broken).toBe('Pan \uFFFD\uFFFD dulce');
});

// --- The share picture ----------------------------------------------------------------------

test('a large picture: cover-cropped around its centre to 1200 × 630, a JPEG of at most 300 KB; the original untouched', () => {
  const original = gdPicture('jpeg', 2400, 1000);
  const source = onDisk('recetas/ancha.jpg', original);
  const picture = share(source);
  expect(picture).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
  expect(picture?.url).toMatch(/^\/storage\/compartir\/[0-9a-f]{40}\.jpg$/);
  const stored = Buffer.from(picture?.base64 ?? '', 'base64');
  expect(imageSize(stored)).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
  expect(stored.length).toBeLessThanOrEqual(300 * 1024);
  // The four quarters are where they were: the crop is the centre's.
  expect(picture?.quarters.map(colourName)).toEqual(['red', 'green', 'blue', 'white']);
  expect(readFileSync(path.join(disk, 'recetas/ancha.jpg')).equals(original)).toBe(true);
});

test('a picture smaller than 1200 × 630 is cropped to the same shape at its own size, never enlarged; too narrow a one gives none', () => {
  const [small, portrait, tiny, narrowest] = shares([
    onDisk('recetas/chica.jpg', gdPicture('jpeg', 800, 600)),
    onDisk('recetas/alta.webp', gdPicture('webp', 300, 1000)),
    onDisk('recetas/mini.jpg', gdPicture('jpeg', 150, 150)),
    onDisk('recetas/justa.jpg', gdPicture('jpeg', 200, 200)),
  ]);
  expect(small).toMatchObject({ width: 800, height: 420 });
  expect(portrait).toMatchObject({ width: 300, height: 157 });
  expect(tiny).toBeNull();
  expect(narrowest).toMatchObject({ width: 200, height: 105 });
  for (const picture of [small, portrait, narrowest])
    expect(imageSize(Buffer.from(picture?.base64 ?? '', 'base64'))).toEqual({ type: 'image/jpeg', width: picture?.width, height: picture?.height });
});

test('a photo as a phone stores it is previewed upright (its EXIF orientation applied); a transparent PNG on white; a GIF by its first frame', () => {
  // Stored 1000 × 2000, shown turned a quarter clockwise (orientation 6): 2000 × 1000.
  const turned = onDisk('recetas/telefono.jpg', jpegWithExif(gdPicture('jpeg', 1000, 2000), exifTiff(6)));
  const transparent = onDisk('recetas/transparente.png', png(800, 600, { alpha: 0 }));
  const palette = [
    [255, 0, 0],
    [0, 0, 255],
    [0, 255, 0],
    [255, 255, 255],
  ] as const;
  const frame = (index: number) => ({ left: 0, top: 0, width: 400, height: 210, indexes: new Array<number>(400 * 210).fill(index), delay: 20, disposal: 1 });
  const animated = onDisk('recetas/animada.gif', gif({ width: 400, height: 210, palette, frames: [frame(1), frame(0)], loops: 0 }));
  const [upright, white, first] = shares([turned, transparent, animated]);
  expect(upright).toMatchObject({ width: 1200, height: 630 });
  expect(white).toMatchObject({ width: 800, height: 420 });
  expect(white?.quarters.map(colourName)).toEqual(['white', 'white', 'white', 'white']);
  expect(first).toMatchObject({ width: 400, height: 210 });
  expect(colourName(first?.corner ?? [])).toBe('blue');
});

test('a picture that would be over 300 KB at the usual quality is written at a lower one, within 300 KB', () => {
  // Noise: what JPEG compresses worst.
  const code = `
    mt_srand(7);
    $image = imagecreatetruecolor(1600, 840);
    for ($y = 0; $y < 840; $y++) { for ($x = 0; $x < 1600; $x++) { imagesetpixel($image, $x, $y, mt_rand(0, 0xFFFFFF)); } }
    imagepng($image, null, 1);`;
  const noise = spawnSync('php', ['-r', code], { maxBuffer: 64 * 1024 * 1024 }).stdout;
  const picture = share(onDisk('recetas/ruido.png', noise));
  expect(picture).toMatchObject({ width: 1200, height: 630 });
  const stored = Buffer.from(picture?.base64 ?? '', 'base64');
  expect(stored.length).toBeLessThanOrEqual(300 * 1024);
  expect(imageSize(stored)).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
});

test('made once: the same source gives the same file, not written again; a new image at the same address gives a new picture, the old one kept', () => {
  const source = onDisk('recetas/cambia.jpg', gdPicture('jpeg', 1300, 700));
  const first = share(source);
  const again = share(source);
  expect(again?.url).toBe(first?.url);
  expect(again?.mtime).toBe(first?.mtime);
  expect(again?.base64).toBe(first?.base64);

  // The editor replaces the file (another picture, another time).
  writeFileSync(path.join(disk, 'recetas/cambia.jpg'), gdPicture('jpeg', 1400, 800));
  utimesSync(path.join(disk, 'recetas/cambia.jpg'), new Date(), new Date(Date.now() + 60_000));
  const replaced = share(source);
  expect(replaced?.url).not.toBe(first?.url);
  expect(replaced).toMatchObject({ width: 1200, height: 630 });
  expect(readFileSync(path.join(disk, (first?.url ?? '').replace('/storage/', ''))).length).toBeGreaterThan(0);
});

test("only this site's files give a picture: never another site's, a path out of the public folders, a link leading out, an SVG, a page or a missing file", () => {
  const inside = onDisk('recetas/propia.jpg', gdPicture('jpeg', 1200, 630));
  const secret = path.join(disk, '..', `secreto-${path.basename(disk)}.jpg`);
  writeFileSync(secret, gdPicture('jpeg', 1200, 630));
  symlinkSync(secret, path.join(disk, 'recetas/enlace.jpg'));
  try {
    const answers = shares([
      inside,
      `http://sitio.example${inside}`,
      `//sitio.example${inside}?v=2#x`,
      `https://otro.example${inside}`,
      `http://sitio.example:8080${inside}`,
      '/storage/recetas/../../secreto.jpg',
      '/storage/recetas/%2e%2e/%2e%2e/secreto.jpg',
      '/storage/recetas/enlace.jpg',
      '/images/recipe.svg',
      '/index.php',
      '/../.env',
      '/storage/recetas/no-existe.jpg',
      'javascript:alert(1)',
      `data:image/jpeg;base64,${gdPicture('jpeg', 400, 210).toString('base64')}`,
      '',
      null,
      bytes(Buffer.from([0x2f, 0xff, 0xfe])),
    ]);
    const [own, absolute, protocolRelative, ...refused] = answers;
    expect(own).toMatchObject({ width: 1200, height: 630 });
    expect(absolute?.url).toBe(own?.url);
    expect(protocolRelative?.url).toBe(own?.url);
    expect(refused).toEqual(refused.map(() => null));
  } finally {
    rmSync(secret, { force: true });
  }
});

test("the host's default share picture, a committed JPEG, is one itself: 1200 × 630 within 300 KB", () => {
  const committed = readFileSync(path.resolve(__dirname, '../../../host/public/images/compartir.jpg'));
  expect(imageSize(committed)).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
  expect(committed.length).toBeLessThanOrEqual(300 * 1024);
  expect(share('/images/compartir.jpg')).toMatchObject({ width: 1200, height: 630 });
});

// --- The component --------------------------------------------------------------------------

const HEAD_TAGS = [
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[property="og:type"]',
  'meta[property="og:site_name"]',
  'meta[property="og:locale"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[property="og:image:type"]',
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
  'meta[property="og:image:alt"]',
  'meta[name="twitter:card"]',
];

function renders(templates: { render: string; values?: unknown }[]): Document[] {
  return run(templates).map((answer) => {
    if (answer.html64 === undefined) throw new Error(`not rendered: ${answer.error ?? JSON.stringify(answer)}`);
    const html = Buffer.from(answer.html64, 'base64');
    expect(Buffer.from(html.toString('utf8'), 'utf8').equals(html)).toBe(true);
    return new DOMParser().parseFromString(`<!doctype html><html><head>${html.toString('utf8')}</head><body></body></html>`, 'text/html');
  });
}

const content = (document: Document, selector: string) =>
  document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content') ?? null;

function expectEveryTagOnce(document: Document): void {
  for (const selector of HEAD_TAGS) expect([selector, document.head.querySelectorAll(selector).length]).toEqual([selector, 1]);
}

const POST = {
  id: 7,
  name: 'Pan dulce de la casa',
  type: 'recipe',
  image: '/storage/recetas/ancha.jpg',
  login_required: false,
  metadata: { commensals: '8', time: '2 horas' },
  tag: { name: 'Panadería' },
  steps: [{ name: 'Masa', steps: [{ text: '<p>Mezclar la <em>harina</em>\n con la levadura.</p>' }, { text: 'Segundo paso.' }] }],
};

test("a page's head, from its own title, description, picture and address: every tag once, every address absolute", () => {
  onDisk('recetas/ancha.jpg', gdPicture('jpeg', 2400, 1000));
  const [page] = renders([
    {
      render:
        '<x-site-widgets-meta title="Recetas" description="<p>Todas las recetas, <b>paso a paso</b>.</p>" image="/storage/recetas/ancha.jpg" image-alt="Panes" url="/recetas?pagina=2" />',
    },
  ]);
  if (page === undefined) throw new Error('not rendered');
  expectEveryTagOnce(page);
  expect(content(page, 'meta[name="description"]')).toBe('Todas las recetas, paso a paso.');
  expect(content(page, 'meta[property="og:description"]')).toBe('Todas las recetas, paso a paso.');
  expect(content(page, 'link[rel="canonical"]')).toBe('http://sitio.example/recetas?pagina=2');
  expect(content(page, 'meta[property="og:url"]')).toBe('http://sitio.example/recetas?pagina=2');
  expect(content(page, 'meta[property="og:type"]')).toBe('website');
  expect(content(page, 'meta[property="og:title"]')).toBe('Recetas');
  expect(content(page, 'meta[property="og:locale"]')).toBe('es_AR');
  expect(content(page, 'meta[property="og:site_name"]')).toBe('Sitio');
  expect(content(page, 'meta[property="og:image"]')).toMatch(/^http:\/\/sitio\.example\/storage\/compartir\/[0-9a-f]{40}\.jpg$/);
  expect(content(page, 'meta[property="og:image:type"]')).toBe('image/jpeg');
  expect([content(page, 'meta[property="og:image:width"]'), content(page, 'meta[property="og:image:height"]')]).toEqual(['1200', '630']);
  expect(content(page, 'meta[property="og:image:alt"]')).toBe('Panes');
  expect(content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
});

test('a post: its name, its first step as the description, its picture; without a canonical given, the address without its query; an SVG previews with the default picture', () => {
  onDisk('recetas/ancha.jpg', gdPicture('jpeg', 2400, 1000));
  const [post, svg, stepless] = renders([
    { render: '<x-site-widgets-meta :post="$values[\'post\']" />', values: { post: POST } },
    { render: '<x-site-widgets-meta :post="$values[\'post\']" />', values: { post: { ...POST, image: '/images/recipe.svg' } } },
    { render: '<x-site-widgets-meta :post="$values[\'post\']" />', values: { post: { ...POST, type: 'video', steps: [] } } },
  ]);
  if (post === undefined || svg === undefined || stepless === undefined) throw new Error('not rendered');
  expectEveryTagOnce(post);
  expect(content(post, 'meta[property="og:title"]')).toBe('Pan dulce de la casa');
  expect(content(post, 'meta[name="description"]')).toBe('Mezclar la harina con la levadura.');
  expect(content(post, 'meta[property="og:type"]')).toBe('article');
  expect(content(post, 'link[rel="canonical"]')).toBe('http://sitio.example/post/7');
  expect(content(post, 'meta[property="og:image:alt"]')).toBe('Pan dulce de la casa');

  expectEveryTagOnce(svg);
  const defaultPicture = share('/images/compartir.jpg');
  expect(content(svg, 'meta[property="og:image"]')).toBe(`http://sitio.example${defaultPicture?.url ?? ''}`);
  // The alt says what the default picture shows, not the post's.
  expect(content(svg, 'meta[property="og:image:alt"]')).toBe('Sitio: recetas, videos y productos');

  expect(content(stepless, 'meta[name="description"]')).toBe('Video: Pan dulce de la casa.');
});

test('a login-required post is described by its teaser only, never by its steps', () => {
  const [locked] = renders([
    { render: '<x-site-widgets-meta :post="$values[\'post\']" />', values: { post: { ...POST, type: 'video', login_required: true } } },
  ]);
  if (locked === undefined) throw new Error('not rendered');
  expectEveryTagOnce(locked);
  const description = content(locked, 'meta[name="description"]');
  expect(description).toBe('Panadería · 2 h · 8 porciones. Contenido exclusivo para usuarios registrados: iniciá sesión para verlo.');
  expect(locked.head.innerHTML).not.toMatch(/Mezclar|Segundo paso/);
  expect(content(locked, 'meta[property="og:title"]')).toBe(POST.name);
});

test('hostile names and texts are escaped like every attribute: quotes, markup and bytes that are not UTF-8', () => {
  const hostile = `"><script>alert(1)</script><meta property="og:title" content="x' onload='alert(2)`;
  const broken = bytes(Buffer.concat([Buffer.from('Pan '), Buffer.from([0xff]), Buffer.from(' "dulce" <b>')]));
  const [page, invalid, addresses] = renders([
    {
      render: '<x-site-widgets-meta :post="$values[\'post\']" :image-alt="$values[\'name\']" />',
      values: { post: { ...POST, name: hostile, steps: [{ steps: [{ text: hostile }] }] }, name: hostile },
    },
    { render: '<x-site-widgets-meta :post="$values[\'post\']" />', values: { post: { ...POST, name: broken, steps: [{ steps: [{ text: broken }] }] } } },
    {
      render: '<x-site-widgets-meta title="x" :url="$values[\'url\']" :image="$values[\'image\']" :type="$values[\'type\']" />',
      values: { url: 'javascript:alert(1)', image: '" onerror="alert(1)', type: '"><script>alert(3)</script>' },
    },
  ]);
  if (page === undefined || invalid === undefined || addresses === undefined) throw new Error('not rendered');
  for (const document of [page, invalid, addresses]) {
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect([...document.head.querySelectorAll('*')].every((element) => [...element.attributes].every((attribute) => !attribute.name.startsWith('on')))).toBe(
      true,
    );
  }
  expect(content(page, 'meta[property="og:title"]')).toBe(hostile);
  expect(content(page, 'meta[property="og:image:alt"]')).toBe(hostile);
  // The step's text is read as HTML: its markup is gone, its words stay.
  expect(content(page, 'meta[name="description"]')).toBe('">');
  expect(content(invalid, 'meta[property="og:title"]')).toBe('Pan \uFFFD "dulce" <b>');
  expect(content(invalid, 'meta[name="description"]')).toBe('Pan \uFFFD "dulce"');
  // An address that is not one is no canonical: the page's own is.
  expect(content(addresses, 'link[rel="canonical"]')).toBe('http://sitio.example/post/7');
  expect(content(addresses, 'meta[property="og:type"]')).toBe('"><script>alert(3)</script>');
  expect(content(addresses, 'meta[property="og:image"]')).toBe(`http://sitio.example${share('/images/compartir.jpg')?.url ?? ''}`);
});

test('share pictures are named by the hash of what they are made from: the name says nothing of the source', () => {
  const picture = share(onDisk('recetas/nombre-secreto.jpg', gdPicture('jpeg', 1200, 630)));
  expect(picture?.url).not.toMatch(/nombre-secreto/);
});
