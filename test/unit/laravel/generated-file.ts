import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

function current(absolute: string): string | null {
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return null;
  }
}

/**
 * A file the repository keeps, written from the bundle's own declarations: the test fails
 * when it is out of date, and `npm run readme` (UPDATE_README=1) writes it instead.
 */
export function expectGenerated(file: string, expected: string): void {
  const absolute = path.join(ROOT, file);
  const text = current(absolute);
  if (process.env.UPDATE_README === '1' && text !== expected) {
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, expected);
    return;
  }
  expect(text).toBe(expected);
}
