import type { PreparedImage } from './prepare-image';

/**
 * Why nothing is sent: `too-big` (as chosen, over the limit: the uploader's own "too big"
 * message, as before; also for a file the browser could not read as an image, which no
 * browser could make lighter), `not-prepared` (this browser cannot resize, and the original
 * is over the limit), `still-too-big` (made lighter, and still over it).
 */
export type Refusal = 'too-big' | 'not-prepared' | 'still-too-big';

export type UploadDecision =
  | { readonly ok: true; readonly file: File }
  /** `bytes`: the size of the file that did not fit, to name in the message. */
  | { readonly ok: false; readonly refusal: Refusal; readonly bytes: number };

/** The uploader's limit still holds after resizing; a failed resize sends the original if it fits. */
export function fileToSend(original: File, prepared: PreparedImage, maxBytes: number): UploadDecision {
  const file = prepared.status === 'failed' ? original : prepared.file;
  if (file.size <= maxBytes) return { ok: true, file };
  const refusal = prepared.status === 'resized' ? 'still-too-big' : prepared.status === 'failed' && prepared.reason !== 'decode' ? 'not-prepared' : 'too-big';
  return { ok: false, refusal, bytes: file.size };
}
