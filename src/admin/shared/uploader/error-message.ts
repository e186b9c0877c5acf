import { statusOf } from '../../../runtime';
import { megabytes } from './prepare/texts';
import type { FileRefusal } from './file-check';
import { uploaderTexts } from './texts';

/** The Spanish message for a file refused before sending: its size in MB is written with a decimal comma. */
export function refusalMessage(file: File, reason: FileRefusal, maxMb: number): string {
  if (reason === 'type') return uploaderTexts.notImage(file.name);
  return uploaderTexts.tooBig(file.name, megabytes(file.size), maxMb);
}

/** What a failed upload says, and whether sending the same file again may work. */
interface UploadFailure {
  readonly message: string;
  readonly retryable: boolean;
}

/**
 * The Spanish message for a failed upload. 419 is Laravel's expired session (CSRF token),
 * 403 a user without the right to upload (the host's authorization), 413 and 422 refuse this
 * very file: sending it again cannot help, the message says what will. 429 is Laravel's `throttle` on uploads: the same file may go once the wait is over,
 * as after a lost connection or a server error (the messages invite a retry). 507 is the
 * host's full disk (nothing of the file kept), 502 to 504 a site away for a moment (an app
 * server down, the database or Redis restarting): the same file may go later, and the
 * message says whom to tell or when to try.
 */
export function uploadFailure(error: unknown): UploadFailure {
  switch (statusOf(error)) {
    case 419:
      return { message: uploaderTexts.sessionExpired, retryable: false };
    case 403:
      return { message: uploaderTexts.forbidden, retryable: false };
    case 413:
      return { message: uploaderTexts.tooLargeForServer, retryable: false };
    case 422:
      return { message: uploaderTexts.rejected, retryable: false };
    case 429:
      return { message: uploaderTexts.tooManyUploads, retryable: true };
    case 507:
      return { message: uploaderTexts.noSpace, retryable: true };
    case 502:
    case 503:
    case 504:
      return { message: uploaderTexts.unavailable, retryable: true };
    default:
      return { message: uploaderTexts.failed, retryable: true };
  }
}
