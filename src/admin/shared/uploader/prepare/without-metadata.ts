import type { ImageKind } from './image-kind';
import { stripMetadata } from './strip-metadata';

async function bytesOf(file: File): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    // Moved or changed on the disk since it was chosen: the browser no longer reads it.
    return null;
  }
}

/**
 * The file to send in place of `file`: itself when it carries no metadata, a copy of its
 * bytes without it otherwise (same name, type and date), or null when it cannot be read.
 */
export async function withoutMetadata(file: File, kind: ImageKind): Promise<File | null> {
  const bytes = await bytesOf(file);
  const stripped = bytes === null ? null : stripMetadata(bytes, kind);
  if (stripped === null) return null;
  if (!stripped.changed) return file;
  return new File([...stripped.parts], file.name, { type: file.type, lastModified: file.lastModified });
}
