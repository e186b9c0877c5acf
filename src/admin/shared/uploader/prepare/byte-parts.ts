/** A rewritten file: pieces to join (views of the original where it is kept, so nothing large is copied). */
export interface Rewritten {
  readonly parts: readonly Uint8Array<ArrayBuffer>[];
  /** False when the pieces are the original range, whole: the file can go as chosen. */
  readonly changed: boolean;
}

interface PartsWriter {
  /** Keeps `source[start, end)`; ranges that follow each other become one piece. */
  keep(start: number, end: number): void;
  /** New bytes at this point of the file. */
  add(bytes: Uint8Array<ArrayBuffer>): void;
  done(): Rewritten;
}

/**
 * Builds a file from ranges of `source` and new bytes, telling at the end whether it is
 * `source[from, to)` itself (all of `source` unless said otherwise).
 */
export function partsOf(source: Uint8Array<ArrayBuffer>, from = 0, to = source.length): PartsWriter {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let added = false;
  let start = 0;
  let end = 0;
  const flush = () => {
    if (end > start) parts.push(source.subarray(start, end));
    start = end = 0;
  };
  return {
    keep(keepStart, keepEnd) {
      if (keepEnd <= keepStart) return;
      if (end > start && keepStart === end) {
        end = keepEnd;
        return;
      }
      flush();
      start = keepStart;
      end = keepEnd;
    },
    add(bytes) {
      flush();
      parts.push(bytes);
      added = true;
    },
    done() {
      const pending = end > start;
      const whole = !added && parts.length === 0 && (pending ? start === from && end === to : from === to);
      flush();
      return { parts, changed: !whole };
    },
  };
}

export const ascii = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(text, (character) => character.charCodeAt(0));

/** Whether `bytes` hold `expected` at `offset`. */
export function hasAt(bytes: Uint8Array, offset: number, expected: Uint8Array | string): boolean {
  const want = typeof expected === 'string' ? ascii(expected) : expected;
  if (offset < 0 || offset + want.length > bytes.length) return false;
  return want.every((byte, index) => bytes[offset + index] === byte);
}
