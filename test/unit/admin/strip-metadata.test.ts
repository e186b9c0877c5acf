/**
 * Removing an image's metadata by rewriting its container (src/admin/shared/uploader/prepare/):
 * on hand-built files, the output is compared byte for byte with the file as it should be,
 * the same pieces without the metadata, so every byte of the picture is shown to be kept.
 */
import { crc32 } from 'node:zlib';
import { orientationToKeep } from '../../../src/admin/shared/uploader/prepare/exif-orientation';
import { stripMetadata } from '../../../src/admin/shared/uploader/prepare/strip-metadata';
import { withoutMetadata } from '../../../src/admin/shared/uploader/prepare/without-metadata';
import type { ImageKind } from '../../../src/admin/shared/uploader/prepare/image-kind';
import {
  CAMERA,
  PLACE,
  PNG_SIGNATURE,
  WEBP_FLAGS,
  ascii,
  be16,
  bytesOf,
  chunk,
  contains,
  gifParts,
  jpegParts,
  nodeFile,
  orientationOnly,
  phoneExif,
  pngParts,
  riff,
  riffChunk,
  segment,
  useNodeFiles,
  webpParts,
  type Bytes,
} from './image-fixtures';

/** The stripped file's bytes, or null when it could not be read. */
function strip(bytes: Bytes, kind: ImageKind): { bytes: number[]; changed: boolean } | null {
  const result = stripMetadata(Uint8Array.from(bytes), kind);
  if (result === null) return null;
  return { bytes: result.parts.flatMap((part) => [...part]), changed: result.changed };
}

function stripped(bytes: Bytes, kind: ImageKind): number[] {
  const result = strip(bytes, kind);
  if (result === null) throw new Error(`the ${kind} could not be read`);
  return result.bytes;
}

/** Nothing that tells where, with what or by whom the photo was taken. */
function expectNoMetadata(bytes: number[]): void {
  for (const text of [PLACE, CAMERA, 'xmpmeta', 'GPSLatitude', 'Photoshop', '8BIM', 'Rosario', 'XML:com.adobe.xmp', 'Author']) {
    expect({ text, found: contains(bytes, text) }).toEqual({ text, found: false });
  }
}

const { soi, jfif, exif, xmp, icc, mpf, iptc, adobe, comment, dqt, sof0, sof2, dht, sos, scan, scan2, eoi, trailer } = jpegParts;
/** The APP1 segment the stripping writes back: "Exif\0\0" and the orientation alone. */
const orientationApp1 = (orientation: number) => segment(0xe1, [...ascii('Exif'), 0, 0, ...orientationOnly(orientation)]);

describe('JPEG', () => {
  test("a phone's photo loses EXIF (GPS, camera), XMP, IPTC, comments and what follows the picture; keeps JFIF, ICC, Adobe, the tables and the scan, and the orientation alone", () => {
    const photo = [
      ...soi,
      ...jfif,
      ...exif(phoneExif({ orientation: 6 })),
      ...xmp,
      ...icc,
      ...mpf,
      ...iptc,
      ...adobe,
      ...comment,
      ...dqt,
      ...sof0,
      ...dht,
      ...sos,
      ...scan,
      ...eoi,
      ...trailer(),
    ];
    expect(contains(photo, PLACE)).toBe(true);
    const out = stripped(photo, 'jpeg');
    expect(out).toEqual([...soi, ...jfif, ...orientationApp1(6), ...icc, ...adobe, ...dqt, ...sof0, ...dht, ...sos, ...scan, ...eoi]);
    expectNoMetadata(out);
  });

  test.each([
    ['little-endian', true, 6],
    ['big-endian', false, 8],
    ['little-endian, mirrored', true, 2],
  ])('the orientation of %s EXIF (%s) is written back, and only it', (_, little, orientation) => {
    const out = stripped([...soi, ...exif(phoneExif({ orientation, little })), ...dqt, ...sof0, ...sos, ...scan, ...eoi], 'jpeg');
    expect(out).toEqual([...soi, ...orientationApp1(orientation), ...dqt, ...sof0, ...sos, ...scan, ...eoi]);
    expect(orientationToKeep(Uint8Array.from(out.slice(soi.length + 4 + 6)))).toBe(orientation);
  });

  test('an upright photo (orientation 1) or one without the tag keeps no EXIF at all', () => {
    for (const orientation of [1, null]) {
      const out = stripped([...soi, ...exif(phoneExif({ orientation })), ...sof0, ...sos, ...scan, ...eoi], 'jpeg');
      expect(out).toEqual([...soi, ...sof0, ...sos, ...scan, ...eoi]);
    }
  });

  test('a progressive JPEG: every scan and the tables between them are kept, a comment between them goes', () => {
    const photo = [...soi, ...exif(), ...sof2, ...dht, ...sos, ...scan, ...comment, ...dht, ...sos, ...scan2, ...eoi];
    expect(stripped(photo, 'jpeg')).toEqual([...soi, ...orientationApp1(6), ...sof2, ...dht, ...sos, ...scan, ...dht, ...sos, ...scan2, ...eoi]);
  });

  test('a JPEG without metadata is left as it is; stripping twice changes nothing more', () => {
    const clean = [...soi, ...jfif, ...icc, ...dqt, ...sof0, ...dht, ...sos, ...scan, ...eoi];
    expect(strip(clean, 'jpeg')).toEqual({ bytes: clean, changed: false });
    const once = stripped([...soi, ...exif(), ...xmp, ...sof0, ...sos, ...scan, ...eoi], 'jpeg');
    expect(strip(once, 'jpeg')).toEqual({ bytes: once, changed: false });
  });

  test('a JPEG cut short in its scan is kept as far as it goes (browsers show it so); fill bytes before a marker are fine', () => {
    expect(stripped([...soi, ...exif(), ...sof0, ...sos, ...scan], 'jpeg')).toEqual([...soi, ...orientationApp1(6), ...sof0, ...sos, ...scan]);
    expect(stripped([...soi, 0xff, ...comment, ...sof0, ...sos, ...scan, 0xff, ...eoi], 'jpeg')).toEqual([...soi, ...sof0, ...sos, ...scan, 0xff, ...eoi]);
  });

  test.each<[string, Bytes]>([
    ['no SOI', [...jfif, ...sof0, ...sos, ...scan, ...eoi]],
    ['a segment longer than the file', [...soi, 0xff, 0xe1, ...be16(5000), ...ascii('Exif'), 0, 0]],
    ['a segment length under 2', [...soi, 0xff, 0xe1, 0, 1, ...sof0, ...sos, ...scan, ...eoi]],
    ['no scan', [...soi, ...exif(), ...dqt, ...sof0, ...eoi]],
    ['cut short inside a segment header', [...soi, ...exif(), 0xff, 0xdb, 0x00]],
    ['FF 00 where a marker should be', [...soi, 0xff, 0x00, ...sof0, ...sos, ...scan, ...eoi]],
  ])('cannot be read: %s', (_, bytes) => {
    expect(strip(bytes, 'jpeg')).toBeNull();
  });
});

const { ihdr, iccp, text, ztxt, itxt, time, phys, idat, iend } = pngParts;

describe('PNG', () => {
  test('loses tEXt, zTXt, iTXt (XMP), eXIf, tIME and what follows IEND; keeps iCCP, pHYs and IDAT, and an eXIf with the orientation alone, its CRC right', () => {
    const image = [
      ...PNG_SIGNATURE,
      ...ihdr,
      ...iccp,
      ...text,
      ...ztxt,
      ...itxt,
      ...pngParts.exif(phoneExif({ orientation: 6 })),
      ...phys,
      ...idat,
      ...time,
      ...iend,
      ...ascii(PLACE),
    ];
    const out = stripped(image, 'png');
    const orientationChunk = [...chunk('eXIf', orientationOnly(6))];
    expect(out).toEqual([...PNG_SIGNATURE, ...ihdr, ...iccp, ...orientationChunk, ...phys, ...idat, ...iend]);
    // The CRC is computed by the code; checked against Node's own.
    const written = Buffer.from(orientationChunk);
    expect(written.readUInt32BE(written.length - 4)).toBe(crc32(written.subarray(4, written.length - 4)));
    expectNoMetadata(out);
  });

  test('without an orientation to keep, no eXIf at all; a PNG without metadata is left as it is', () => {
    expect(stripped([...PNG_SIGNATURE, ...ihdr, ...pngParts.exif(phoneExif({ orientation: null })), ...idat, ...iend], 'png')).toEqual([
      ...PNG_SIGNATURE,
      ...ihdr,
      ...idat,
      ...iend,
    ]);
    const clean = [...PNG_SIGNATURE, ...ihdr, ...iccp, ...phys, ...idat, ...iend];
    expect(strip(clean, 'png')).toEqual({ bytes: clean, changed: false });
    const once = stripped([...PNG_SIGNATURE, ...ihdr, ...pngParts.exif(), ...idat, ...iend], 'png');
    expect(strip(once, 'png')).toEqual({ bytes: once, changed: false });
  });

  test('APNG animation chunks stay; an unknown ancillary chunk goes', () => {
    const actl = chunk('acTL', [0, 0, 0, 1, 0, 0, 0, 0]);
    const fctl = chunk('fcTL', new Array<number>(26).fill(0));
    const vendor = chunk('prVt', ascii(PLACE));
    expect(stripped([...PNG_SIGNATURE, ...ihdr, ...actl, ...vendor, ...fctl, ...idat, ...iend], 'png')).toEqual([
      ...PNG_SIGNATURE,
      ...ihdr,
      ...actl,
      ...fctl,
      ...idat,
      ...iend,
    ]);
  });

  test.each<[string, Bytes]>([
    ['no IHDR first', [...PNG_SIGNATURE, ...idat, ...ihdr, ...iend]],
    ['no IEND', [...PNG_SIGNATURE, ...ihdr, ...text, ...idat]],
    ['a chunk longer than the file', [...PNG_SIGNATURE, ...ihdr, ...idat.slice(0, 10)]],
    ['a chunk type that is not letters', [...PNG_SIGNATURE, ...ihdr, 0, 0, 0, 0, 1, 2, 3, 4, 0, 0, 0, 0, ...iend]],
    ['only the signature and zeros', [...PNG_SIGNATURE, ...new Array<number>(56).fill(0)]],
  ])('cannot be read: %s', (_, bytes) => {
    expect(strip(bytes, 'png')).toBeNull();
  });
});

const { vp8x, alph, vp8, vp8l, xmp: webpXmp, unknown } = webpParts;

describe('WebP', () => {
  test('an extended WebP loses EXIF (but for its orientation), XMP and unknown chunks; the VP8X flags and the RIFF size follow', () => {
    const { icc: ICC, alpha, exif: EXIF, xmp: XMP_FLAG } = WEBP_FLAGS;
    const image = riff([vp8x(ICC | alpha | EXIF | XMP_FLAG), webpParts.iccp, alph, vp8, webpParts.exif(phoneExif({ orientation: 3 })), webpXmp, unknown]);
    const out = stripped(image, 'webp');
    expect(out).toEqual(riff([vp8x(ICC | alpha | EXIF), webpParts.iccp, alph, vp8, riffChunk('EXIF', orientationOnly(3))]));
    expect(Buffer.from(out).readUInt32LE(4)).toBe(out.length - 8);
    expectNoMetadata(out);
  });

  test('without an orientation to keep, the EXIF flag goes with the chunk', () => {
    const image = riff([vp8x(WEBP_FLAGS.exif | WEBP_FLAGS.xmp), vp8, webpParts.exif(phoneExif({ orientation: null })), webpXmp]);
    expect(stripped(image, 'webp')).toEqual(riff([vp8x(0), vp8]));
  });

  test('"Exif\\0\\0" before the TIFF structure (some writers put it) is read too', () => {
    const image = riff([vp8x(WEBP_FLAGS.exif), vp8l, riffChunk('EXIF', [...ascii('Exif'), 0, 0, ...phoneExif({ orientation: 5 })])]);
    expect(stripped(image, 'webp')).toEqual(riff([vp8x(WEBP_FLAGS.exif), vp8l, riffChunk('EXIF', orientationOnly(5))]));
  });

  test('a simple WebP is left as it is; chunks or bytes after its one chunk go', () => {
    const simple = riff([vp8l]);
    expect(strip(simple, 'webp')).toEqual({ bytes: simple, changed: false });
    expect(stripped([...riff([vp8, webpParts.exif()]), ...ascii(PLACE)], 'webp')).toEqual(riff([vp8]));
    const clean = riff([vp8x(WEBP_FLAGS.alpha), alph, vp8]);
    expect(strip(clean, 'webp')).toEqual({ bytes: clean, changed: false });
    const once = stripped(riff([vp8x(WEBP_FLAGS.exif | WEBP_FLAGS.xmp), vp8, webpParts.exif(), webpXmp]), 'webp');
    expect(strip(once, 'webp')).toEqual({ bytes: once, changed: false });
  });

  test('an animation keeps its frames', () => {
    const anim = riffChunk('ANIM', [0, 0, 0, 0, 0, 0]);
    const frame = riffChunk('ANMF', [...new Array<number>(16).fill(0), ...vp8]);
    const image = riff([vp8x(WEBP_FLAGS.animation | WEBP_FLAGS.xmp), anim, frame, frame, webpXmp]);
    expect(stripped(image, 'webp')).toEqual(riff([vp8x(WEBP_FLAGS.animation), anim, frame, frame]));
  });

  test.each<[string, Bytes]>([
    ['a RIFF size beyond the file', [...riff([vp8]).slice(0, 20)]],
    ['a chunk beyond the RIFF', [...ascii('RIFF'), 30, 0, 0, 0, ...ascii('WEBP'), ...ascii('VP8 '), 200, 0, 0, 0, ...new Array<number>(18).fill(0)]],
    ['a first chunk that is no picture', riff([webpParts.exif(), vp8])],
    ['no chunk', riff([])],
    ['not WEBP', [...ascii('RIFF'), 4, 0, 0, 0, ...ascii('WAVE')]],
  ])('cannot be read: %s', (_, bytes) => {
    expect(strip(bytes, 'webp')).toBeNull();
  });
});

describe('GIF', () => {
  const { head, loop, comment: gifComment, xmp: gifXmp, frame, trailer: end } = gifParts;

  test('an animation loses its comment and XMP; its loop and both frames are kept; what follows the trailer goes', () => {
    const animation = [...head, ...loop, ...gifComment, ...gifXmp, ...frame(0), ...frame(1), ...end, ...ascii(PLACE)];
    const out = stripped(animation, 'gif');
    expect(out).toEqual([...head, ...loop, ...frame(0), ...frame(1), ...end]);
    expectNoMetadata(out);
  });

  test('a GIF without metadata is left as it is; one cut short between blocks gets its trailer', () => {
    const clean = [...head, ...loop, ...frame(0), ...end];
    expect(strip(clean, 'gif')).toEqual({ bytes: clean, changed: false });
    expect(stripped([...head, ...frame(0)], 'gif')).toEqual([...head, ...frame(0), ...end]);
  });

  test.each<[string, Bytes]>([
    ['cut short inside a frame', [...head, ...frame(0).slice(0, 15)]],
    ['an unknown block', [...head, 0x99, ...end]],
    ['cut short in the colour table', head.slice(0, 15)],
  ])('cannot be read: %s', (_, bytes) => {
    expect(strip(bytes, 'gif')).toBeNull();
  });
});

describe('withoutMetadata', () => {
  useNodeFiles();

  test('gives the very file when there is nothing to remove, and a copy with the same name, type and date otherwise', async () => {
    const clean = nodeFile([...soi, ...sof0, ...sos, ...scan, ...eoi], 'torta.jpg', 'image/jpeg');
    await expect(withoutMetadata(clean, 'jpeg')).resolves.toBe(clean);

    const photo = nodeFile([...soi, ...exif(), ...sof0, ...sos, ...scan, ...eoi], 'IMG_2041.jpg', 'image/jpeg');
    const copy = await withoutMetadata(photo, 'jpeg');
    if (copy === null) throw new Error('not read');
    expect(copy).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg', lastModified: photo.lastModified });
    expect(await bytesOf(copy)).toEqual([...soi, ...orientationApp1(6), ...sof0, ...sos, ...scan, ...eoi]);
  });

  test('null for a file whose structure cannot be followed', async () => {
    await expect(withoutMetadata(nodeFile([...PNG_SIGNATURE, ...new Array<number>(56).fill(0)], 'foto.png', 'image/png'), 'png')).resolves.toBeNull();
  });
});
