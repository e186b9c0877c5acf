import type { EncodedType } from './encode-type';

const EXTENSIONS: Record<EncodedType, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** `foto.JPG` → `foto.webp`: the name tells the server (and whoever downloads it) the new encoding. */
export function renamedFor(name: string, type: EncodedType): string {
  const stem = name.replace(/\.[^./\\]*$/, '');
  return `${stem === '' ? 'imagen' : stem}.${EXTENSIONS[type]}`;
}
