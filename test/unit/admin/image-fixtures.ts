/**
 * Tiny images written byte by byte, with the metadata a phone or an editing program leaves
 * in them (EXIF with a GPS position, XMP, IPTC, comments, text chunks) and what must survive
 * its removal (the compressed picture, the ICC profile, the orientation). No decoder reads
 * them here: the tests compare bytes.
 */
import { File as NodeFile } from 'node:buffer';
import { crc32 } from 'node:zlib';

export type Bytes = number[];

export const ascii = (text: string): Bytes => [...text].map((character) => character.charCodeAt(0));
export const be16 = (value: number): Bytes => [(value >> 8) & 0xff, value & 0xff];
const be32 = (value: number): Bytes => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const le16 = (value: number): Bytes => [value & 0xff, (value >> 8) & 0xff];
const le32 = (value: number): Bytes => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

/** Where the photo was taken, as it must not leave the editor's phone. */
export const PLACE = 'S 34 36 12.3 W 58 22 54.1';
export const CAMERA = 'Fonocam X12';
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description exif:GPSLatitude="34,36.205S"/></x:xmpmeta>';

// --- EXIF --------------------------------------------------------------------------

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** The value's 4 bytes, or what lies beyond the directory (then an offset is written). */
  value: Bytes;
}

/**
 * A TIFF structure as a phone writes it: IFD0 with the camera's make, the orientation and a
 * pointer to a GPS directory holding the latitude ('S' and three rationals) and a text.
 */
export function phoneExif({ orientation = 6, little = true }: { orientation?: number | null; little?: boolean } = {}): Bytes {
  const u16 = little ? le16 : be16;
  const u32 = little ? le32 : be32;
  const directory = (entries: Entry[], at: number): Bytes => {
    // Values longer than 4 bytes follow the directory (entries, the next-IFD offset).
    let extra = at + 2 + entries.length * 12 + 4;
    const body: Bytes = [];
    const tail: Bytes = [];
    for (const { tag, type, count, value } of entries) {
      body.push(...u16(tag), ...u16(type), ...u32(count));
      if (value.length <= 4) {
        body.push(...value, ...new Array<number>(4 - value.length).fill(0));
      } else {
        body.push(...u32(extra));
        tail.push(...value);
        extra += value.length;
      }
    }
    return [...u16(entries.length), ...body, ...u32(0), ...tail];
  };
  const make = [...ascii(CAMERA), 0];
  const ifd0Entries = (gpsAt: number): Entry[] => [
    { tag: 0x010f, type: 2, count: make.length, value: make },
    ...(orientation === null ? [] : [{ tag: 0x0112, type: 3, count: 1, value: u16(orientation) }]),
    { tag: 0x8825, type: 4, count: 1, value: u32(gpsAt) },
  ];
  // The GPS directory's offset depends on IFD0's length, which does not depend on it.
  const ifd0Length = directory(ifd0Entries(0), 8).length;
  const gpsAt = 8 + ifd0Length;
  const place = [...ascii(PLACE), 0];
  const gps = directory(
    [
      { tag: 0x0001, type: 2, count: 2, value: [...ascii('S'), 0] },
      { tag: 0x0002, type: 5, count: 3, value: [...u32(34), ...u32(1), ...u32(36), ...u32(1), ...u32(1230), ...u32(100)] },
      { tag: 0x001b, type: 7, count: place.length, value: place },
    ],
    gpsAt,
  );
  return [...ascii(little ? 'II' : 'MM'), ...u16(42), ...u32(8), ...directory(ifd0Entries(gpsAt), 8), ...gps];
}

/** What the stripping writes back: big-endian, one entry (Orientation), no second directory. */
export function orientationOnly(orientation: number): Bytes {
  return [...ascii('MM'), ...be16(42), ...be32(8), ...be16(1), ...be16(0x0112), ...be16(3), ...be32(1), ...be16(orientation), 0, 0, ...be32(0)];
}

// --- JPEG --------------------------------------------------------------------------

export const segment = (marker: number, payload: Bytes): Bytes => [0xff, marker, ...be16(payload.length + 2), ...payload];

export const jpegParts = {
  soi: [0xff, 0xd8],
  jfif: segment(0xe0, [...ascii('JFIF'), 0, 1, 2, 1, ...be16(72), ...be16(72), 0, 0]),
  exif: (exif: Bytes = phoneExif()) => segment(0xe1, [...ascii('Exif'), 0, 0, ...exif]),
  xmp: segment(0xe1, [...ascii('http://ns.adobe.com/xap/1.0/'), 0, ...ascii(XMP)]),
  icc: segment(0xe2, [...ascii('ICC_PROFILE'), 0, 1, 1, ...ascii('fake ICC profile: colours of a Display P3 screen')]),
  mpf: segment(0xe2, [...ascii('MPF'), 0, ...ascii('MM'), 0, 42, 0, 0, 0, 8]),
  iptc: segment(0xed, [...ascii('Photoshop 3.0'), 0, ...ascii('8BIM'), 0x04, 0x04, 0, 0, ...be32(12), 0x1c, 0x02, 0x5a, ...be16(7), ...ascii('Rosario')]),
  adobe: segment(0xee, [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1]),
  comment: segment(0xfe, ascii(`Tomada en ${PLACE}`)),
  dqt: segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
  sof0: segment(0xc0, [8, ...be16(1), ...be16(1), 1, 1, 0x11, 0]),
  sof2: segment(0xc2, [8, ...be16(1), ...be16(1), 1, 1, 0x11, 0]),
  dht: segment(0xc4, [0x00, 0, 1, ...new Array<number>(14).fill(0), 0]),
  sos: segment(0xda, [1, 1, 0, 0, 63, 0]),
  /** Compressed data with a stuffed FF (FF 00) and a restart marker (FF D0): not ends of the scan. */
  scan: [0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a],
  scan2: [0xab, 0xcd, 0xff, 0x00, 0xef],
  eoi: [0xff, 0xd9],
  /** What a phone appends after the picture: a second JPEG (MPF, a motion photo's video…) with its own EXIF. */
  trailer: (): Bytes => [0xff, 0xd8, ...jpegParts.exif(), 0xff, 0xd9],
};

// --- PNG ---------------------------------------------------------------------------

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function chunk(type: string, data: Bytes): Bytes {
  const typed = Buffer.from([...ascii(type), ...data]);
  return [...be32(data.length), ...typed, ...be32(crc32(typed))];
}

export const pngParts = {
  ihdr: chunk('IHDR', [...be32(1), ...be32(1), 8, 2, 0, 0, 0]),
  iccp: chunk('iCCP', [...ascii('Display P3'), 0, 0, 0x78, 0x9c, 1, 2, 3]),
  text: chunk('tEXt', [...ascii('Comment'), 0, ...ascii(PLACE)]),
  ztxt: chunk('zTXt', [...ascii('Author'), 0, 0, 0x78, 0x9c, 4, 5, 6]),
  itxt: chunk('iTXt', [...ascii('XML:com.adobe.xmp'), 0, 0, 0, 0, 0, ...ascii(XMP)]),
  exif: (exif: Bytes = phoneExif()) => chunk('eXIf', exif),
  time: chunk('tIME', [...be16(2024), 5, 25, 10, 30, 0]),
  phys: chunk('pHYs', [...be32(2835), ...be32(2835), 1]),
  idat: chunk('IDAT', [0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00]),
  iend: chunk('IEND', []),
};

/** A real 1×1 PNG (red), nothing but IHDR, IDAT and IEND: what the uploader tests send. */
export const PLAIN_PNG: Bytes = [...PNG_SIGNATURE, ...pngParts.ihdr, ...pngParts.idat, ...pngParts.iend];

// --- WebP --------------------------------------------------------------------------

/** A RIFF chunk, padded to an even length. */
export function riffChunk(type: string, data: Bytes): Bytes {
  return [...ascii(type), ...le32(data.length), ...data, ...(data.length % 2 === 1 ? [0] : [])];
}

export function riff(chunks: Bytes[]): Bytes {
  const body = chunks.flat();
  return [...ascii('RIFF'), ...le32(4 + body.length), ...ascii('WEBP'), ...body];
}

export const WEBP_FLAGS = { icc: 0x20, alpha: 0x10, exif: 0x08, xmp: 0x04, animation: 0x02 };

export const webpParts = {
  vp8x: (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, ...[0, 0, 0], ...[0, 0, 0]]),
  iccp: riffChunk('ICCP', ascii('fake ICC profile, odd length')),
  alph: riffChunk('ALPH', [0, 0xff]),
  /** A lossy picture's bytes (not decodable: only copied), odd length to test the padding. */
  vp8: riffChunk(
    'VP8 ',
    [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x34, 0x25, 0xa4, 0x00, 0x03, 0x70, 0x00, 0xfe, 0xfb, 0x94, 0x00, 0x00, 0x07],
  ),
  vp8l: riffChunk('VP8L', [0x2f, 0x00, 0x00, 0x00, 0x00, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07]),
  exif: (exif: Bytes = phoneExif()) => riffChunk('EXIF', exif),
  xmp: riffChunk('XMP ', ascii(XMP)),
  unknown: riffChunk('ABCD', ascii(PLACE)),
};

// --- GIF ---------------------------------------------------------------------------

export const gifParts = {
  /** GIF89a, 1×1, a global table of two colours. */
  head: [...ascii('GIF89a'), ...le16(1), ...le16(1), 0x80, 0, 0, 0xff, 0, 0, 0, 0, 0xff],
  loop: [0x21, 0xff, 11, ...ascii('NETSCAPE2.0'), 3, 1, 0, 0, 0],
  comment: [0x21, 0xfe, PLACE.length, ...ascii(PLACE), 0],
  /**
   * XMP's application extension: raw XMP, then the "magic trailer" (01 FF FE … 01 00) that
   * brings any walk of its sub-blocks to the block terminator (00).
   */
  xmp: [0x21, 0xff, 11, ...ascii('XMP DataXMP'), ...ascii(XMP), 0x01, ...Array.from({ length: 256 }, (_, index) => 0xff - index), 0x00],
  frame: (index: 0 | 1): Bytes => [
    0x21,
    0xf9,
    4,
    0,
    ...le16(50),
    0,
    0,
    0x2c,
    ...le16(0),
    ...le16(0),
    ...le16(1),
    ...le16(1),
    0,
    2,
    2,
    0x44 | (index << 3),
    0x01,
    0,
  ],
  trailer: [0x3b],
};

// --- Files -------------------------------------------------------------------------

/**
 * Node's File: jest-fixed-jsdom gives tests Node's FormData (msw needs it), which takes only
 * Node's Blobs, and jsdom's own Blob cannot give its bytes back.
 */
export function nodeFile(bytes: Bytes | Uint8Array, name: string, type: string): File {
  const made: unknown = new NodeFile([Uint8Array.from(bytes)], name, { type, lastModified: 1_700_000_000_000 });
  if (!(made instanceof Blob) || !('name' in made)) throw new Error('Node File');
  return made as File;
}

/**
 * The uploader builds the files it sends with the page's `File`, as a browser does: in jsdom
 * that is jsdom's, which Node's FormData would send as the text "[object File]". Node's stands
 * in for it while a test runs.
 */
export function useNodeFiles(): void {
  let page: unknown;
  beforeEach(() => {
    page = globalThis.File;
    Object.defineProperty(globalThis, 'File', { value: NodeFile, configurable: true, writable: true });
  });
  afterEach(() => {
    Object.defineProperty(globalThis, 'File', { value: page, configurable: true, writable: true });
  });
}

export async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

/** Whether `text` appears anywhere in `bytes`. */
export function contains(bytes: ArrayLike<number>, text: string): boolean {
  return Buffer.from(Array.from(bytes)).includes(text, 0, 'latin1');
}
