import type { ImageKind } from './prepare/image-kind';

/*
 * Only PNG, GIF, JPEG and WEBP (docs/widgets/recipe-editors.md, the uploader), judged by the file's first bytes as well
 * as its declared type and name: a renamed `.html`, `.svg` or `.php` never leaves the page.
 */
export const ACCEPT = 'image/png,image/gif,image/jpeg,image/webp,.png,.gif,.jpg,.jpeg,.webp';
export const DEFAULT_MAX_MB = 5;

const TYPES: Record<string, ImageKind> = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'image/webp': 'webp' };
const EXTENSIONS: Record<string, ImageKind> = { png: 'png', gif: 'gif', jpg: 'jpeg', jpeg: 'jpeg', jpe: 'jpeg', webp: 'webp' };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image kind announced by the first 12 bytes, or null. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** Why a file is refused before it is sent: not one of the four kinds, or too heavy. */
export type FileRefusal = 'type' | 'size';

type FileVerdict = { ok: true; kind: ImageKind } | { ok: false; reason: FileRefusal };

export async function checkImageFile(file: File, maxBytes: number): Promise<FileVerdict> {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== '' && type !== 'application/octet-stream' && TYPES[type] === undefined) return { ok: false, reason: 'type' };
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== undefined && EXTENSIONS[extension] === undefined) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  const kind = sniffImage(await firstBytes(file, 12));
  if (kind === null) return { ok: false, reason: 'type' };
  return { ok: true, kind };
}
