import type { PreparedImage } from './prepare-image';

/**
 * Why nothing is sent: `too-big` (as chosen, over the limit: the uploader's own "too big"
 * message, as before; also for a file the browser could not read as an image, which no
 * browser could make lighter), `not-prepared` (this browser cannot resize, and the original
 * is over the limit), `still-too-big` (made lighter, and still over it).
 */
type Refusal = 'too-big' | 'not-prepared' | 'still-too-big';

export type UploadDecision =
  | { readonly ok: true; readonly file: File }
  /** `bytes`: the size of the file that did not fit, to name in the message. */
  | { readonly ok: false; readonly refusal: Refusal; readonly bytes: number }
  /** Within the limit, but its metadata could not be removed (see `PreparedImage`). */
  | { readonly ok: false; readonly refusal: 'unreadable' };

function sizeRefusal(prepared: PreparedImage): Refusal {
  if (prepared.status === 'resized') return 'still-too-big';
  return prepared.status === 'failed' && (prepared.reason === 'unsupported' || prepared.reason === 'encode') ? 'not-prepared' : 'too-big';
}

/**
 * The uploader's limit still holds after preparing; a failed resize sends the file without
 * its metadata if it fits. The size is judged first: a file too big is told so, whatever else.
 */
export function fileToSend(original: File, prepared: PreparedImage, maxBytes: number): UploadDecision {
  const file = prepared.status === 'failed' ? prepared.fallback : prepared.file;
  const judged = file ?? original;
  if (judged.size > maxBytes) return { ok: false, refusal: sizeRefusal(prepared), bytes: judged.size };
  return file === null ? { ok: false, refusal: 'unreadable' } : { ok: true, file };
}
