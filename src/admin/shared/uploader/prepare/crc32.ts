let table: Uint32Array | null = null;

function crcTable(): Uint32Array {
  const made = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    made[n] = c >>> 0;
  }
  return made;
}

/** CRC-32 (ISO 3309), as each PNG chunk carries it: only a chunk written here needs one. */
export function crc32(bytes: Uint8Array): number {
  table ??= crcTable();
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
