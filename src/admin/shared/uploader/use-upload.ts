import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../runtime';
import { uploadImage, uploadPath } from './uploads';
import { fileToSend, type UploadDecision } from './prepare/file-to-send';
import type { ResizeOptions } from './prepare/options';
import { imagePreparation } from './prepare/load-prepare';
import { megabytes, prepareTexts } from './prepare/texts';
import { refusalMessage, uploadFailure } from './error-message';
import { checkImageFile } from './file-check';
import { uploaderTexts } from './texts';

type UploadPhase =
  | { name: 'idle' }
  /** Made lighter before it is sent (a phone photo): see `image-prepare/`. */
  | { name: 'preparing' }
  | { name: 'uploading'; percent: number | null }
  /** `retry`: what 'Reintentar' does again; null when doing it again cannot help. */
  | { name: 'failed'; message: string; retry: Retry | null };

/** The file to send again as it was prepared, or (`prepared: false`) the file chosen, to prepare first. */
interface Retry {
  readonly file: File;
  readonly prepared: boolean;
}

interface UploadOptions {
  /** `{path}` of POST /api/upload_images/{path}. */
  readonly path: string;
  readonly maxMb: number;
  readonly resize: ResizeOptions;
  /** The server has the file at `url`; `file` is what was sent, for a preview from memory. */
  readonly onUploaded: (url: string, file: File) => void;
  /** Tells a screen reader how the upload goes ('' says nothing). */
  readonly announce: (status: string) => void;
}

interface Upload {
  readonly phase: UploadPhase;
  /** Checks `file`, then sends it; ignored (and said so) while another one is on its way. */
  readonly start: (file: File) => Promise<void>;
  /** Tries a failed upload again ('Reintentar'): a prepared file is sent as it is. */
  readonly retry: () => Promise<void>;
  /** Forgets a failure: the field's value changed some other way. */
  readonly settle: () => void;
}

/** The message for a file that is not sent: too big as chosen, not made lighter, still too big, or its metadata inseparable. */
function refusal(file: File, decision: Extract<UploadDecision, { ok: false }>, maxMb: number): string {
  if (decision.refusal === 'unreadable') return prepareTexts.unreadable(file.name);
  const mb = megabytes(decision.bytes);
  switch (decision.refusal) {
    case 'too-big':
      return uploaderTexts.tooBig(file.name, mb, maxMb);
    case 'not-prepared':
      return prepareTexts.notPrepared(file.name, mb, maxMb);
    case 'still-too-big':
      return prepareTexts.stillTooBig(file.name, mb, maxMb);
  }
}

/**
 * A chosen file's way to the server, one step after the other: the file check (a file that
 * is not an image never leaves the page), the preparation (a big photo is made lighter and
 * turned upright, every image loses its metadata), the size limit on what is to be sent,
 * then the upload with its progress. A failed upload that may go through later (a lost
 * connection, a server error, too many uploads at once) keeps the prepared file for
 * 'Reintentar'; an uploader taken off the page cancels what is under way.
 */
export function useUpload({ path, maxMb, resize, onUploaded, announce }: UploadOptions): Upload {
  const widget = useWidget();
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });

  useEffect(() => () => abort.current?.abort(), []);

  /** One file on its way at a time: a second choice, drop or double click meanwhile is ignored. */
  const run = async (work: (controller: AbortController) => Promise<void>) => {
    if (busy.current) {
      announce(uploaderTexts.busy);
      return;
    }
    busy.current = true;
    const controller = new AbortController();
    abort.current = controller;
    try {
      await work(controller);
    } catch (error) {
      // Only an abort (the uploader left the page) rejects the preparation.
      if (!controller.signal.aborted) throw error;
    } finally {
      busy.current = false;
    }
  };

  const start = (file: File) =>
    run(async (controller) => {
      // The type first; the size is judged on what will be sent, once prepared.
      const verdict = await checkImageFile(file, Number.POSITIVE_INFINITY);
      if (!verdict.ok) {
        setPhase({ name: 'failed', message: refusalMessage(file, verdict.reason, maxMb), retry: null });
        return;
      }
      setPhase({ name: 'preparing' });
      announce(prepareTexts.preparing);
      const prepareImage = await imagePreparation.request().catch(() => null);
      if (prepareImage === null) {
        // Its code did not arrive (the connection): nothing may leave unprepared.
        setPhase({ name: 'failed', message: uploaderTexts.failed, retry: { file, prepared: false } });
        announce('');
        return;
      }
      const prepared = await prepareImage(file, verdict.kind, resize, controller.signal);
      // A failed resize is this browser's limit, not the site's: the message says it, no report.
      const decision = fileToSend(file, prepared, maxMb * 1024 * 1024);
      if (!decision.ok) {
        setPhase({ name: 'failed', message: refusal(file, decision, maxMb), retry: null });
        announce('');
        return;
      }
      await send(decision.file, controller);
    });

  // A file kept once prepared was checked and prepared already: the very same bytes go again.
  const retry = () => {
    const again = phase.name === 'failed' ? phase.retry : null;
    if (again === null) return Promise.resolve();
    return again.prepared ? run((controller) => send(again.file, controller)) : start(again.file);
  };

  const send = async (file: File, controller: AbortController) => {
    setPhase({ name: 'uploading', percent: null });
    announce(uploaderTexts.uploading(null));
    try {
      const url = await uploadImage(file, { path, signal: controller.signal, onProgress: (percent) => setPhase({ name: 'uploading', percent }) });
      setPhase({ name: 'idle' });
      announce(uploaderTexts.uploaded);
      onUploaded(url, file);
    } catch (error) {
      if (controller.signal.aborted) return;
      const url = uploadUrlOf(path);
      widget.report({ phase: 'request', message: `could not upload ${url}`, error, url });
      const failure = uploadFailure(error);
      setPhase({ name: 'failed', message: failure.message, retry: failure.retryable ? { file, prepared: true } : null });
      announce('');
    }
  };

  return { phase, start, retry, settle: () => setPhase({ name: 'idle' }) };
}

/** The upload's URL for the report; a folder it refuses (`..`) is named as written. */
function uploadUrlOf(path: string): string {
  try {
    return uploadPath(path);
  } catch {
    return `/api/upload_images/${path}`;
  }
}
