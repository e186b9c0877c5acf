import { ascii, hasAt, partsOf, type Rewritten } from './byte-parts';
import { isOrientationOnly, orientationTiff, orientationToKeep } from './exif-orientation';

/**
 * A WebP without its metadata, its compressed picture untouched. A simple WebP (one VP8 or
 * VP8L chunk) has no room for metadata; an extended one (VP8X) keeps its picture, alpha,
 * animation and ICC profile chunks and loses EXIF (but for its orientation), XMP and unknown
 * chunks, with the VP8X flags and the RIFF size made to match. Bytes after the RIFF go.
 */

/** VP8X flags: an EXIF chunk, an XMP chunk. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

const PICTURE = new Set(['VP8 ', 'VP8L', 'ANIM', 'ANMF', 'ALPH', 'ICCP']);

interface Chunk {
  readonly type: string;
  readonly start: number;
  readonly data: number;
  readonly size: number;
  /** After its padding byte. */
  readonly end: number;
}

function chunksOf(bytes: Uint8Array, view: DataView, riffEnd: number): Chunk[] | null {
  const chunks: Chunk[] = [];
  for (let at = 12; at < riffEnd;) {
    if (at + 8 > riffEnd) return null;
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size & 1);
    // A writer may leave out the last chunk's padding byte.
    if (at + 8 + size > riffEnd) return null;
    chunks.push({ type: String.fromCharCode(...bytes.subarray(at, at + 4)), start: at, data: at + 8, size, end: Math.min(end, riffEnd) });
    at = end;
  }
  return chunks;
}

/** An EXIF chunk holding only the orientation (26 bytes: no padding). */
function orientationChunk(orientation: number): Uint8Array<ArrayBuffer> {
  const tiff = orientationTiff(orientation);
  const chunk = new Uint8Array(8 + tiff.length);
  chunk.set(ascii('EXIF'));
  new DataView(chunk.buffer).setUint32(4, tiff.length, true);
  chunk.set(tiff, 8);
  return chunk;
}

/** The WebP without metadata, or null when it is not a RIFF WEBP whose chunks can be followed. */
export function stripWebp(bytes: Uint8Array<ArrayBuffer>): Rewritten | null {
  if (!hasAt(bytes, 0, 'RIFF') || !hasAt(bytes, 8, 'WEBP')) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length) return null;
  const [first, ...rest] = chunksOf(bytes, view, riffEnd) ?? [];
  const extended = first?.type === 'VP8X' && first.size >= 10;
  if (first === undefined || !(extended || first.type === 'VP8 ' || first.type === 'VP8L')) return null;
  // After the RIFF header and the first chunk: the chunks kept. A simple WebP holds one chunk,
  // and its decoders read no other: any chunk after it goes.
  const body = partsOf(bytes, first.end, bytes.length);
  const oldFlags = bytes[first.data] ?? 0;
  let flags = oldFlags & ~(EXIF_FLAG | XMP_FLAG);
  let exifSeen = false;
  for (const chunk of extended ? rest : []) {
    if (PICTURE.has(chunk.type)) body.keep(chunk.start, chunk.end);
    if (chunk.type !== 'EXIF' || exifSeen) continue;
    exifSeen = true;
    const data = bytes.subarray(chunk.data, chunk.data + chunk.size);
    const orientation = orientationToKeep(data);
    if (orientation === null) continue;
    flags |= EXIF_FLAG;
    // Where it was: EXIF comes after the picture's chunks.
    if (isOrientationOnly(data, orientation)) body.keep(chunk.start, chunk.end);
    else body.add(orientationChunk(orientation));
  }
  const kept = body.done();
  if (!kept.changed && (!extended || flags === oldFlags)) return { parts: [bytes], changed: false };
  // The RIFF header and the first chunk, with the new size (and VP8X's new flags).
  const head = Uint8Array.from(bytes.subarray(0, first.end));
  if (extended) head[first.data] = flags;
  const size = kept.parts.reduce((sum, part) => sum + part.length, head.length);
  new DataView(head.buffer).setUint32(4, size - 8, true);
  return { parts: [head, ...kept.parts], changed: true };
}
