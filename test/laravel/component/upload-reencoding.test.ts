import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import {
  animatedWebpHeader,
  colourName,
  exifTiff,
  gdPicture,
  gif,
  gifBlocks,
  jpegMarkers,
  jpegWithExif,
  jpegWithRepeatedLastScan,
  png,
  pngChunk,
  pngClaiming,
  webpWithExif,
  type GifFrame,
} from './upload-images';

/**
 * `POST /api/upload_images/{path}` posted to directly, past the uploader's own checks, through
 * the Laravel host's HTTP kernel as the editor: what the server stores is its own re-encoding
 * (no EXIF, GPS, comment or trailing bytes, turned upright, transparency kept, animation kept),
 * images too large by their header and unknown folders are refused with nothing written.
 */

const storedSchema = v.object({
  path: v.string(),
  base64: v.string(),
  exif: v.nullable(v.array(v.string())),
  picture: v.nullable(v.object({ width: v.number(), height: v.number(), quarters: v.array(v.tuple([v.number(), v.number(), v.number(), v.number()])) })),
});
const answerSchema = v.object({
  status: v.number(),
  body: v.unknown(),
  sentExif: v.nullable(v.array(v.string())),
  stored: v.array(storedSchema),
  folders: v.array(v.string()),
});
type Answer = v.InferOutput<typeof answerSchema>;
type Stored = v.InferOutput<typeof storedSchema>;

interface Upload {
  readonly folder: string;
  readonly name: string;
  readonly bytes: Buffer;
}

const HTML = Buffer.from('<!doctype html><title>x</title><script>alert(document.cookie)</script>');
const ORIENTATIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** 32 × 16: red, green / blue, white. */
const JPEG = gdPicture('jpeg', 32, 16);
const WEBP = gdPicture('webp', 32, 16);

const palette = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 255],
] as const;
const solid = (index: number, width: number, height: number): number[] => new Array<number>(width * height).fill(index);
const frame = (index: number, extra: Partial<GifFrame> = {}): GifFrame => ({
  left: 0,
  top: 0,
  width: 8,
  height: 8,
  indexes: solid(index, 8, 8),
  delay: 20,
  disposal: 1,
  ...extra,
});
const SCRIPT = '<script>alert(document.cookie)</script>';
const ANIMATED_GIF = gif({
  width: 8,
  height: 8,
  palette,
  loops: 0,
  comment: SCRIPT,
  xmp: '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>',
  frames: [
    frame(0, { delay: 50 }),
    frame(1, { left: 2, top: 4, width: 4, height: 4, indexes: solid(1, 4, 4), disposal: 2, transparent: 3 }),
    frame(2, { delay: 7 }),
  ],
});

/** The picture with each orientation, in EXIF with a GPS position. */
const ORIENTED_JPEGS = Object.fromEntries(
  ORIENTATIONS.map((orientation) => [`jpeg${orientation}`, { folder: 'recetas', name: 'foto.jpg', bytes: jpegWithExif(JPEG, exifTiff(orientation)) }]),
) as Record<`jpeg${(typeof ORIENTATIONS)[number]}`, Upload>;

const UPLOADS = {
  ...ORIENTED_JPEGS,
  pngOriented: { folder: 'productos', name: 'foto.png', bytes: png(32, 16, { chunks: [pngChunk('eXIf', exifTiff(6))] }) },
  webpOriented: { folder: 'images', name: 'foto.webp', bytes: webpWithExif(WEBP, exifTiff(6), 32, 16) },
  huge: { folder: 'recetas', name: 'enorme.png', bytes: pngClaiming(30000, 30000) },
  tooWide: { folder: 'recetas', name: 'ancha.png', bytes: pngClaiming(8001, 10) },
  gifComment: { folder: 'recetas/pasos', name: 'quieta.gif', bytes: gif({ width: 8, height: 8, palette, comment: SCRIPT, frames: [frame(2)] }) },
  gifAnimated: { folder: 'recetas/pasos', name: 'animada.gif', bytes: Buffer.concat([ANIMATED_GIF, HTML]) },
  pngPolyglot: {
    folder: 'recetas',
    name: 'foto.png',
    bytes: Buffer.concat([png(8, 8, { chunks: [pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`))] }), HTML]),
  },
  jpegPolyglot: { folder: 'recetas', name: 'foto.jpg', bytes: Buffer.concat([JPEG, HTML]) },
  pngTranslucent: { folder: 'recetas', name: 'transparente.png', bytes: png(8, 8, { alpha: 128 }) },
  jpegProgressive: { folder: 'recetas', name: 'progresiva.jpg', bytes: gdPicture('jpeg', 64, 48, { progressive: true }) },
  jpegScans: { folder: 'recetas', name: 'pasadas.jpg', bytes: jpegWithRepeatedLastScan(gdPicture('jpeg', 64, 48, { progressive: true }), 100) },
  webpAnimated: { folder: 'recetas', name: 'animada.webp', bytes: animatedWebpHeader(32, 16) },
  // acTL: two frames, played forever (the frames themselves are not needed to be refused).
  pngAnimated: { folder: 'recetas', name: 'animada.png', bytes: png(8, 8, { chunks: [pngChunk('acTL', Buffer.from([0, 0, 0, 2, 0, 0, 0, 0]))] }) },
  unknownFolder: { folder: 'zzz-desconocida/fotos', name: 'foto.png', bytes: png(8, 8) },
  underAllowedFolder: { folder: 'recetas/otra', name: 'foto.png', bytes: png(8, 8) },
} satisfies Record<string, Upload>;
type Name = keyof typeof UPLOADS;

let answers = new Map<Name, Answer>();

beforeAll(() => {
  const folder = mkdtempSync(path.join(tmpdir(), 'host-uploads-'));
  try {
    const database = path.join(folder, 'uploads.sqlite');
    const disk = path.join(folder, 'public');
    writeFileSync(database, '');
    mkdirSync(disk);
    const names = Object.keys(UPLOADS) as Name[];
    const uploads = names.map((name) => ({ folder: UPLOADS[name].folder, name: UPLOADS[name].name, base64: UPLOADS[name].bytes.toString('base64') }));
    const result = spawnSync('php', [path.resolve(__dirname, 'upload-requests.php')], {
      input: JSON.stringify({ disk, uploads }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // `testing`: Laravel leaves out the CSRF check, as for its own HTTP tests; the key is the run's own.
      env: { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: `base64:${randomBytes(32).toString('base64')}` },
    });
    if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout.slice(0, 2000)}`);
    const parsed = v.parse(v.array(answerSchema), JSON.parse(result.stdout));
    answers = new Map(names.map((name, index) => [name, parsed[index] as Answer]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);

function answer(name: Name): Answer {
  const found = answers.get(name);
  if (found === undefined) throw new Error(`no answer for ${name}`);
  return found;
}

/** The one file an accepted upload stored, checked against the `url` the uploader reads. */
function stored(name: Name, extension: string): Stored & { bytes: Buffer } {
  const { status, body, stored: files } = answer(name);
  expect({ status, files: files.length }).toEqual({ status: 200, files: 1 });
  const file = files[0] as Stored;
  expect(file.path).toMatch(new RegExp(`^${UPLOADS[name].folder}/\\w{40}\\.${extension}$`));
  expect(body).toEqual({ url: `/storage/${file.path}` });
  return { ...file, bytes: Buffer.from(file.base64, 'base64') };
}

function refused(name: Name, message: string): void {
  const { status, body, stored: files } = answer(name);
  // Laravel 8's `message` is its own English sentence; the uploader shows `errors`.
  expect({ status, body, files }).toEqual({ status: 422, body: expect.objectContaining({ errors: { image: [message] } }), files: [] });
}

/** The colours of the picture's quarters: top left, top right, bottom left, bottom right. */
function quarters(file: Stored): string[] {
  return (file.picture?.quarters ?? []).map((rgba) => colourName(rgba.slice(0, 3)));
}

describe('a JPEG with EXIF (GPS, camera, orientation)', () => {
  test('the file sent carries it; the file stored has no EXIF segment, no GPS, no comment and no byte of the sent EXIF', () => {
    expect(answer('jpeg6').sentExif).toEqual(expect.arrayContaining(['IFD0', 'GPS']));
    for (const orientation of ORIENTATIONS) {
      const file = stored(`jpeg${orientation}`, 'jpg');
      expect(jpegMarkers(file.bytes).filter((marker) => marker >= 0xe1 && marker <= 0xef)).toEqual([]);
      expect(jpegMarkers(file.bytes)).not.toContain(0xfe);
      for (const trace of ['Exif', 'MM\0*', 'Phone']) expect(file.bytes.includes(trace)).toBe(false);
      if (file.exif !== null) expect(file.exif).not.toEqual(expect.arrayContaining(['GPS']));
      if (file.exif !== null) expect(file.exif.filter((section) => ['IFD0', 'EXIF', 'GPS', 'COMMENT'].includes(section))).toEqual([]);
    }
  });

  test('each of the eight orientations is applied to the pixels: sides swapped for 5 to 8, quarters where a browser shows them', () => {
    const seen = ORIENTATIONS.map((orientation) => {
      const file = stored(`jpeg${orientation}`, 'jpg');
      return [orientation, `${file.picture?.width ?? 0}×${file.picture?.height ?? 0}`, quarters(file)];
    });
    // The picture sent: 32 × 16, red and green over blue and white.
    expect(seen).toEqual([
      [1, '32×16', ['red', 'green', 'blue', 'white']],
      [2, '32×16', ['green', 'red', 'white', 'blue']],
      [3, '32×16', ['white', 'blue', 'green', 'red']],
      [4, '32×16', ['blue', 'white', 'red', 'green']],
      [5, '16×32', ['red', 'blue', 'green', 'white']],
      [6, '16×32', ['blue', 'red', 'white', 'green']],
      [7, '16×32', ['white', 'green', 'blue', 'red']],
      [8, '16×32', ['green', 'white', 'red', 'blue']],
    ]);
  });
});

test("a PNG's eXIf and a WebP's EXIF chunk: turned upright, and gone", () => {
  const pngFile = stored('pngOriented', 'png');
  expect([pngFile.picture?.width, pngFile.picture?.height, quarters(pngFile)]).toEqual([16, 32, ['blue', 'red', 'white', 'green']]);
  expect(pngFile.bytes.includes('eXIf')).toBe(false);
  const webpFile = stored('webpOriented', 'webp');
  expect([webpFile.picture?.width, webpFile.picture?.height, quarters(webpFile)]).toEqual([16, 32, ['blue', 'red', 'white', 'green']]);
  expect(webpFile.bytes.includes('EXIF')).toBe(false);
  expect(webpFile.bytes.includes('Phone')).toBe(false);
});

test('a PNG whose header claims 30000 × 30000 px: refused in Spanish before decoding, nothing stored', () => {
  refused('huge', 'La imagen mide 30000 × 30000 px: el máximo es 8000 px por lado y 40 megapíxeles.');
  refused('tooWide', 'La imagen mide 8001 × 10 px: el máximo es 8000 px por lado y 40 megapíxeles.');
});

describe('GIFs', () => {
  test('a still GIF with <script> in a comment: stored without the comment', () => {
    const file = stored('gifComment', 'gif');
    expect(file.bytes.includes('<script')).toBe(false);
    expect(gifBlocks(file.bytes).extensions).not.toContain(0xfe);
    expect(quarters(file)).toEqual(['blue', 'blue', 'blue', 'blue']);
  });

  test('an animated GIF with a comment, XMP and HTML after it: the frames, their places, delays, disposal, transparency and the loop kept; the rest gone', () => {
    expect(UPLOADS.gifAnimated.bytes.includes('<script')).toBe(true);
    const file = stored('gifAnimated', 'gif');
    for (const trace of ['<script', 'XMP', 'xmpmeta', '<!doctype']) expect(file.bytes.includes(trace)).toBe(false);
    const blocks = gifBlocks(file.bytes);
    expect(blocks).toEqual({
      width: 8,
      height: 8,
      loops: 0,
      frames: [
        { left: 0, top: 0, width: 8, height: 8, delay: 50, disposal: 1, transparent: false },
        { left: 2, top: 4, width: 4, height: 4, delay: 20, disposal: 2, transparent: true },
        { left: 0, top: 0, width: 8, height: 8, delay: 7, disposal: 1, transparent: false },
      ],
      // The loop (NETSCAPE2.0) and one graphic control a frame: nothing else.
      extensions: [0xff, 0xf9, 0xf9, 0xf9],
      trailing: 0,
    });
    expect(quarters(file)).toEqual(['red', 'red', 'red', 'red']);
  });
});

test('an image followed by an HTML page (a polyglot): the trailing bytes and text chunks are gone', () => {
  const pngFile = stored('pngPolyglot', 'png');
  expect(pngFile.bytes.includes('<script')).toBe(false);
  expect(pngFile.bytes.includes('tEXt')).toBe(false);
  expect(pngFile.bytes.subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
  const jpegFile = stored('jpegPolyglot', 'jpg');
  expect(jpegFile.bytes.includes('<script')).toBe(false);
  expect([...jpegFile.bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
});

test('a translucent PNG keeps its alpha channel', () => {
  const file = stored('pngTranslucent', 'png');
  // GD's alpha runs from 0 (opaque) to 127 (transparent): 128 of 255 opaque is 63.
  expect(file.picture?.quarters.map((rgba) => rgba[3])).toEqual([63, 63, 63, 63]);
});

test('a progressive JPEG is stored; one of more scans than an encoder writes (a decompression bomb: libjpeg reads each over the whole picture) is refused in Spanish before decoding', () => {
  expect(quarters(stored('jpegProgressive', 'jpg'))).toEqual(['red', 'green', 'blue', 'white']);
  refused(
    'jpegScans',
    'La imagen JPEG está guardada en más de 64 pasadas. Guardala de nuevo con otro programa (o sin la opción "progresiva") y subila otra vez.',
  );
});

test('an animated WebP or PNG: refused in Spanish, as GD would keep its first frame only', () => {
  refused('webpAnimated', 'Las imágenes WebP animadas no se pueden subir: subí una imagen fija o la animación como GIF.');
  refused('pngAnimated', 'Los PNG animados no se pueden subir: subí una imagen fija o la animación como GIF.');
});

test('a folder not on the allow-list answers 404 and creates nothing, not even under an allowed folder', () => {
  for (const name of ['unknownFolder', 'underAllowedFolder'] as const) {
    const { status, stored: files, folders } = answer(name);
    expect({ status, files }).toEqual({ status: 404, files: [] });
    expect(folders.filter((folder) => folder.startsWith('zzz') || folder === 'recetas/otra')).toEqual([]);
  }
  // The allowed ones were created by the uploads above, and only they.
  expect(answer('underAllowedFolder').folders).toEqual(['images', 'productos', 'recetas', 'recetas/pasos']);
});
