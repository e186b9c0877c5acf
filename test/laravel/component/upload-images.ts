import { spawnSync } from 'node:child_process';
import { crc32, deflateSync } from 'node:zlib';

/**
 * The images the upload tests send, written here byte by byte (PNG, GIF, their metadata,
 * WebP's containers) or, for JPEG and WebP pictures, encoded by PHP's GD: no binary fixture.
 * And readers of what the server stored: a JPEG's segments, a GIF's blocks.
 */

type Rgb = readonly [number, number, number];

/** The four colours of a test picture's quarters, and white. */
const RED: Rgb = [255, 0, 0];
const GREEN: Rgb = [0, 255, 0];
const BLUE: Rgb = [0, 0, 255];
const WHITE: Rgb = [255, 255, 255];
const NAMED: ReadonlyArray<readonly [string, Rgb]> = [
  ['red', RED],
  ['green', GREEN],
  ['blue', BLUE],
  ['white', WHITE],
];

/** The named colour nearest to `rgb`: a lossy encoding moves colours a little, never that far. */
export function colourName(rgb: readonly number[]): string {
  const distance = (other: Rgb) => other.reduce((sum, channel, index) => sum + (channel - (rgb[index] ?? 0)) ** 2, 0);
  return [...NAMED].sort((a, b) => distance(a[1]) - distance(b[1]))[0]?.[0] ?? '';
}

function u16le(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
}

function u16be(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function u32be(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function u32le(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Red, green, blue and white quarters (top left, top right, bottom left, bottom right). */
function quarter(x: number, y: number, width: number, height: number): Rgb {
  const right = x >= width / 2;
  if (y < height / 2) return right ? GREEN : RED;
  return right ? WHITE : BLUE;
}

// PNG

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([latin1(type), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number): Buffer {
  // 8 bits a channel, RGBA, deflate, no filter method, not interlaced.
  return pngChunk('IHDR', Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]));
}

/** An RGBA PNG of the four quarters, `alpha` (0–255) everywhere, with `chunks` before its picture. */
export function png(width: number, height: number, { alpha = 255, chunks = [] }: { alpha?: number; chunks?: Buffer[] } = {}): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = [0];
    for (let x = 0; x < width; x += 1) row.push(...quarter(x, y, width, height), alpha);
    rows.push(Buffer.from(row));
  }
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), ...chunks, pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims `width` × `height` and whose picture is one empty row: a few dozen bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(1))), pngChunk('IEND', Buffer.alloc(0))]);
}

// EXIF

/**
 * A big-endian TIFF structure as a phone writes EXIF: the orientation, a camera make and a GPS
 * directory with the position (Buenos Aires, 34° 36′ S 58° 22′ W).
 */
export function exifTiff(orientation: number): Buffer {
  const entry = (tag: number, type: number, count: number, value: Buffer) =>
    Buffer.concat([u16be(tag), u16be(type), u32be(count), Buffer.concat([value, Buffer.alloc(4)]).subarray(0, 4)]);
  const rational = (numerator: number, denominator: number) => Buffer.concat([u32be(numerator), u32be(denominator)]);
  const ASCII = 2;
  const SHORT = 3;
  const LONG = 4;
  const RATIONAL = 5;
  // Header 8, first directory 2 + 3 × 12 + 4 = 42 → the make at 50, the GPS directory at 56.
  const make = latin1('Phone\0');
  const gpsAt = 50 + make.length;
  // GPS directory: 2 + 4 × 12 + 4 = 54 bytes, then its two positions (3 rationals each).
  const latitudeAt = gpsAt + 54;
  const longitudeAt = latitudeAt + 24;
  const first = Buffer.concat([
    u16be(3),
    entry(0x010f, ASCII, make.length, u32be(50)),
    entry(0x0112, SHORT, 1, u16be(orientation)),
    entry(0x8825, LONG, 1, u32be(gpsAt)),
    u32be(0),
  ]);
  const gps = Buffer.concat([
    u16be(4),
    entry(0x0001, ASCII, 2, latin1('S\0')),
    entry(0x0002, RATIONAL, 3, u32be(latitudeAt)),
    entry(0x0003, ASCII, 2, latin1('W\0')),
    entry(0x0004, RATIONAL, 3, u32be(longitudeAt)),
    u32be(0),
  ]);
  const position = (degrees: number, minutes: number) => Buffer.concat([rational(degrees, 1), rational(minutes, 1), rational(0, 1)]);
  return Buffer.concat([latin1('MM'), u16be(42), u32be(8), first, make, gps, position(34, 36), position(58, 22)]);
}

// JPEG and WebP pictures, from GD

/** The four quarters, `width` × `height`, encoded by PHP's GD at a high quality (so the colours stay put); a JPEG progressive if asked (ten scans). */
export function gdPicture(type: 'jpeg' | 'webp', width: number, height: number, { progressive = false } = {}): Buffer {
  const code = `
    $image = imagecreatetruecolor(${width}, ${height});
    foreach ([[0, 0, 255, 0, 0], [1, 0, 0, 255, 0], [0, 1, 0, 0, 255], [1, 1, 255, 255, 255]] as [$x, $y, $r, $g, $b]) {
      $left = $x * ${width} / 2;
      $top = $y * ${height} / 2;
      imagefilledrectangle($image, $left, $top, $left + ${width} / 2 - 1, $top + ${height} / 2 - 1, imagecolorallocate($image, $r, $g, $b));
    }
    imageinterlace($image, ${progressive ? 'true' : 'false'});
    image${type}($image, null, 95);`;
  const result = spawnSync('php', ['-r', code]);
  if (result.status !== 0 || result.stdout.length === 0) throw new Error(`php could not encode a ${type}: ${result.stderr.toString()}`);
  return result.stdout;
}

/** A JPEG's segments before its picture's data, each as its marker (0xE1 for APP1, 0xFE for a comment…). */
export function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff;) {
    const marker = jpeg[at + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

/** The JPEG with its last scan (its SOS segment and data) written `times` more times before its end: libjpeg reads each over the whole picture. */
export function jpegWithRepeatedLastScan(jpeg: Buffer, times: number): Buffer {
  const last = jpeg.lastIndexOf(Buffer.from([0xff, 0xda]));
  const scan = jpeg.subarray(last, jpeg.length - 2);
  return Buffer.concat([jpeg.subarray(0, jpeg.length - 2), ...Array.from({ length: times }, () => scan), Buffer.from([0xff, 0xd9])]);
}

/** The JPEG with `tiff` as its EXIF (an APP1 segment), right after its start, where cameras put it. */
export function jpegWithExif(jpeg: Buffer, tiff: Buffer): Buffer {
  const payload = Buffer.concat([latin1('Exif\0\0'), tiff]);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), u16be(payload.length + 2), payload, jpeg.subarray(2)]);
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([latin1('WEBP'), ...chunks]);
  return Buffer.concat([latin1('RIFF'), u32le(body.length), body]);
}

function webpChunk(type: string, data: Buffer): Buffer {
  return Buffer.concat([latin1(type), u32le(data.length), data, Buffer.alloc(data.length % 2)]);
}

/** VP8X: its flags, then the canvas's sides less one, in 24 bits each. */
function vp8x(flags: number, width: number, height: number): Buffer {
  return webpChunk('VP8X', Buffer.concat([Buffer.from([flags, 0, 0, 0]), u32le(width - 1).subarray(0, 3), u32le(height - 1).subarray(0, 3)]));
}

/** A simple WebP (one VP8 chunk, as GD writes) made extended, with `tiff` in an EXIF chunk after the picture. */
export function webpWithExif(webp: Buffer, tiff: Buffer, width: number, height: number): Buffer {
  const EXIF_FLAG = 0x08;
  return riff([vp8x(EXIF_FLAG, width, height), webp.subarray(12), webpChunk('EXIF', tiff)]);
}

/** The start of an animated WebP: its header says so (VP8X's animation flag, an ANIM chunk); no frame follows. */
export function animatedWebpHeader(width: number, height: number): Buffer {
  const ANIMATION_FLAG = 0x02;
  return riff([vp8x(ANIMATION_FLAG, width, height), webpChunk('ANIM', Buffer.alloc(6))]);
}

// GIF

export interface GifFrame {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** One palette index per pixel, row by row. */
  readonly indexes: readonly number[];
  /** In hundredths of a second. */
  readonly delay: number;
  readonly disposal: number;
  readonly transparent?: number;
}

export interface Gif {
  readonly width: number;
  readonly height: number;
  /** Four colours. */
  readonly palette: readonly [Rgb, Rgb, Rgb, Rgb];
  readonly frames: readonly GifFrame[];
  readonly loops?: number;
  readonly comment?: string;
  readonly xmp?: string;
}

function subBlocks(data: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const block = data.subarray(at, at + 255);
    blocks.push(Buffer.from([block.length]), block);
  }
  return Buffer.concat([...blocks, Buffer.from([0])]);
}

/**
 * LZW data a decoder reads as the indexes themselves: a code size of 8 bits (minimum code
 * size 7), each index a literal code, and the table cleared every 100 codes so it never
 * grows to 9 bits.
 */
function lzw(indexes: readonly number[]): Buffer {
  const CLEAR = 128;
  const END = 129;
  const codes: number[] = [];
  indexes.forEach((index, at) => {
    if (at % 100 === 0) codes.push(CLEAR);
    codes.push(index);
  });
  return Buffer.concat([Buffer.from([7]), subBlocks(Buffer.from([...codes, END]))]);
}

/** A GIF, animated when it has more than one frame, with the metadata blocks asked for. */
export function gif({ width, height, palette, frames, loops, comment, xmp }: Gif): Buffer {
  const parts = [latin1('GIF89a'), u16le(width), u16le(height), Buffer.from([0x80 | 0x70 | 0x01, 0, 0]), Buffer.from(palette.flat())];
  if (loops !== undefined) parts.push(Buffer.from([0x21, 0xff, 11]), latin1('NETSCAPE2.0'), Buffer.from([3, 1]), u16le(loops), Buffer.from([0]));
  if (comment !== undefined) parts.push(Buffer.from([0x21, 0xfe]), subBlocks(latin1(comment)));
  if (xmp !== undefined) parts.push(Buffer.from([0x21, 0xff, 11]), latin1('XMP DataXMP'), subBlocks(latin1(xmp)));
  for (const frame of frames) {
    const transparent = frame.transparent !== undefined;
    parts.push(Buffer.from([0x21, 0xf9, 4, (frame.disposal << 2) | (transparent ? 1 : 0)]), u16le(frame.delay), Buffer.from([frame.transparent ?? 0, 0]));
    parts.push(Buffer.from([0x2c]), u16le(frame.left), u16le(frame.top), u16le(frame.width), u16le(frame.height), Buffer.from([0]), lzw(frame.indexes));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

export interface GifBlocks {
  readonly width: number;
  readonly height: number;
  readonly frames: ReadonlyArray<{ left: number; top: number; width: number; height: number; delay: number; disposal: number; transparent: boolean }>;
  readonly loops: number | null;
  /** Every extension's label, in order (0xf9 graphic control, 0xfe comment, 0xff application…). */
  readonly extensions: readonly number[];
  /** Bytes after the trailer. */
  readonly trailing: number;
}

/** Where the sub-blocks starting at `at` end, after their empty block. */
function subBlocksEnd(bytes: Buffer, at: number): number {
  let next = at;
  for (let size = bytes[next]; size !== undefined && size !== 0; size = bytes[next]) next += 1 + size;
  return next + 1;
}

/** A GIF's blocks, as a browser walks them. */
export function gifBlocks(bytes: Buffer): GifBlocks {
  const packed = bytes[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const frames: Array<GifBlocks['frames'][number]> = [];
  const extensions: number[] = [];
  let loops: number | null = null;
  let control = { delay: 0, disposal: 0, transparent: false };
  while (at < bytes.length && bytes[at] !== 0x3b) {
    if (bytes[at] === 0x21) {
      const label = bytes[at + 1] ?? 0;
      extensions.push(label);
      if (label === 0xf9) {
        const flags = bytes[at + 3] ?? 0;
        control = { delay: bytes.readUInt16LE(at + 4), disposal: (flags >> 2) & 7, transparent: (flags & 1) === 1 };
      }
      if (label === 0xff && bytes.subarray(at + 3, at + 14).toString('latin1') === 'NETSCAPE2.0') loops = bytes.readUInt16LE(at + 16);
      at = subBlocksEnd(bytes, at + 2);
    } else if (bytes[at] === 0x2c) {
      const framePacked = bytes[at + 9] ?? 0;
      frames.push({
        left: bytes.readUInt16LE(at + 1),
        top: bytes.readUInt16LE(at + 3),
        width: bytes.readUInt16LE(at + 5),
        height: bytes.readUInt16LE(at + 7),
        ...control,
      });
      control = { delay: 0, disposal: 0, transparent: false };
      at = subBlocksEnd(bytes, at + 10 + (framePacked & 0x80 ? 3 * 2 ** ((framePacked & 7) + 1) : 0) + 1);
    } else {
      throw new Error(`not a GIF block at ${at}: ${bytes[at]}`);
    }
  }
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8), frames, loops, extensions, trailing: bytes.length - at - 1 };
}
