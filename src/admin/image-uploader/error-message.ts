import { statusOf } from '../../runtime/report';
import { uploaderTexts } from './texts';

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
