import { loggedUserId } from '../page/logged-in';
import { logError } from '../../base/log';

/**
 * Host elements marked as protected content (spec, "Other behaviours"): a click inside
 * one, while nobody is logged in, opens the login prompt instead of doing what it
 * would (following a link, playing a video). Logged-in visitors click through.
 */
const PROTECTED_ATTRIBUTE = 'data-login-required';

let installed = false;

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (target.closest(`[${PROTECTED_ATTRIBUTE}]`) === null) return;
  if (loggedUserId() !== null) return;
  event.preventDefault();
  event.stopPropagation();
  // Loaded on the first protected click: every page has this listener, few visitors use it.
  import('./login-prompt').then(
    ({ openLoginPrompt }) => openLoginPrompt(),
    (error: unknown) => logError('the login prompt could not be loaded', error),
  );
}

/** One document-level listener (capture phase, so it runs before the host's own handlers). */
export function installProtectedContent(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick, true);
}
