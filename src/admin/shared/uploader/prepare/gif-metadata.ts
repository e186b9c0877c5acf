import { hasAt, partsOf, type Rewritten } from './byte-parts';

/**
 * A GIF without its metadata, every frame untouched: comment extensions and application
 * extensions (XMP's "XMP DataXMP" among them) go, except the two that loop an animation
 * (NETSCAPE2.0, ANIMEXTS1.0) and the ICC profile (ICCRGBG1012); bytes after the trailer go.
 */

const TRAILER = 0x3b;
const IMAGE = 0x2c;
const EXTENSION = 0x21;
const COMMENT = 0xfe;
const APPLICATION = 0xff;
const KEPT_APPLICATIONS = ['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012'];

/** Where a run of data sub-blocks starting at `at` ends (after its empty block), or null when cut short. */
function subBlocksEnd(bytes: Uint8Array, at: number): number | null {
  let next = at;
  for (;;) {
    const size = bytes[next];
    if (size === undefined) return null;
    next += 1 + size;
    if (size === 0) return next;
  }
}

/** A colour table's length in bytes, from a descriptor's packed field. */
const tableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The block starting at `at`: where it ends and whether it is kept, or null when it cannot be read. */
function block(bytes: Uint8Array, at: number): { end: number; keep: boolean } | null {
  const introducer = bytes[at];
  if (introducer === IMAGE) {
    const packed = bytes[at + 9];
    if (packed === undefined) return null;
    // Descriptor (10 bytes), local colour table, LZW code size (1 byte), then the data.
    const end = subBlocksEnd(bytes, at + 10 + tableBytes(packed) + 1);
    return end === null ? null : { end, keep: true };
  }
  if (introducer !== EXTENSION) return null;
  const label = bytes[at + 1];
  const end = subBlocksEnd(bytes, at + 2);
  if (end === null) return null;
  if (label === COMMENT) return { end, keep: false };
  if (label === APPLICATION) return { end, keep: bytes[at + 2] === 11 && KEPT_APPLICATIONS.some((name) => hasAt(bytes, at + 3, name)) };
  return { end, keep: true };
}

/** The GIF without metadata, or null when its blocks cannot be followed. */
export function stripGif(bytes: Uint8Array<ArrayBuffer>): Rewritten | null {
  if (!hasAt(bytes, 0, 'GIF87a') && !hasAt(bytes, 0, 'GIF89a')) return null;
  const packed = bytes[10];
  if (packed === undefined) return null;
  const out = partsOf(bytes);
  // Header, logical screen descriptor and global colour table.
  let at = 13 + tableBytes(packed);
  if (at > bytes.length) return null;
  out.keep(0, at);
  for (;;) {
    if (at === bytes.length) {
      // Cut short between two blocks: browsers show every frame so far, and so does the trailer added here.
      out.add(Uint8Array.of(TRAILER));
      return out.done();
    }
    if (bytes[at] === TRAILER) {
      out.keep(at, at + 1);
      return out.done();
    }
    const read = block(bytes, at);
    if (read === null) return null;
    if (read.keep) out.keep(at, read.end);
    at = read.end;
  }
}
