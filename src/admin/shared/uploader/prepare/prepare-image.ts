import type { ImageKind } from './image-kind';
import { mayResize } from './needs-resize';
import type { ResizeOptions } from './options';
import { resizeImage, type ResizeFailure } from './resize-image';
import { withoutMetadata } from './without-metadata';

/**
 * Why no file can be sent as it is: the browser could not re-encode it (see `ResizeFailure`),
 * or `unreadable`: its container could not be read and re-encoding it was not allowed (a GIF
 * would lose its animation; with resizing off the host asked for the image's own bytes).
 */
type PrepareFailure = ResizeFailure | 'unreadable';

/**
 * The file to send, never with the metadata of the one chosen:
 * - `original`: the file chosen, which carried none;
 * - `stripped`: its own bytes without its metadata (orientation and colour profile kept);
 * - `resized`: re-encoded from its pixels, lighter (or because its container could not be read);
 * - `failed`: not re-encoded; `fallback` is the file without metadata, to send if it fits the
 *   limit, or null when its metadata could not be told apart: nothing may then be sent.
 */
export type PreparedImage =
  | { readonly status: 'original' | 'stripped'; readonly file: File }
  | { readonly status: 'resized'; readonly file: File; readonly width: number; readonly height: number }
  | { readonly status: 'failed'; readonly reason: PrepareFailure; readonly fallback: File | null };

/**
 * What leaves the page for an accepted image: a big photo made lighter and upright (a
 * canvas keeps only pixels, so no metadata survives it), any other image stripped of its
 * metadata without re-encoding. An image whose container cannot be read is re-encoded where
 * resizing may re-encode it, and otherwise not sent. Rejects with the signal's reason when aborted.
 */
export async function prepareImage(file: File, kind: ImageKind, options: ResizeOptions, signal?: AbortSignal): Promise<PreparedImage> {
  const resized = await resizeImage(file, kind, options, signal);
  if (resized.status === 'resized') return resized;
  signal?.throwIfAborted();
  const clean = await withoutMetadata(file, kind);
  signal?.throwIfAborted();
  if (clean !== null) {
    if (resized.status === 'failed') return { status: 'failed', reason: resized.reason, fallback: clean };
    return { status: clean === file ? 'original' : 'stripped', file: clean };
  }
  if (resized.status === 'failed') return { status: 'failed', reason: resized.reason, fallback: null };
  if (!mayResize(kind, options)) return { status: 'failed', reason: 'unreadable', fallback: null };
  const rebuilt = await resizeImage(file, kind, options, signal, true);
  if (rebuilt.status === 'resized') return rebuilt;
  return { status: 'failed', reason: rebuilt.status === 'failed' ? rebuilt.reason : 'unreadable', fallback: null };
}
