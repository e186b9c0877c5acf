import { statusOf } from '../../../runtime/report';
import { megabytes } from '../image-prepare/texts';
import type { FileRefusal } from './file-check';
import { uploaderTexts } from './texts';

/** The Spanish message for a file refused before sending: its size in MB is written with a decimal comma. */
export function refusalMessage(file: File, reason: FileRefusal, maxMb: number): string {
  if (reason === 'type') return uploaderTexts.notImage(file.name);
  return uploaderTexts.tooBig(file.name, megabytes(file.size), maxMb);
}

/** The Spanish message for a failed upload: 419 is Laravel's expired session (CSRF token). */
export function uploadErrorMessage(error: unknown): string {
  switch (statusOf(error)) {
    case 419:
      return uploaderTexts.sessionExpired;
    case 413:
      return uploaderTexts.tooLargeForServer;
    case 422:
      return uploaderTexts.rejected;
    default:
      return uploaderTexts.failed;
  }
}
