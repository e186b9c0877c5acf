import { clearRecipeEntries } from '../recipe/storage';
import { clearDrafts } from './clear';

/**
 * Host elements that log out carry `data-logout` (docs/hosting.md, section 9): submitting
 * such a form, or clicking such a link or button, clears every editor draft, so the next
 * person on this browser is never offered the last one's unsaved work; and every recipe's
 * kept servings and check-offs (`recipe-tools`), so the next person starts from the printed
 * recipe. An attribute rather than an inline handler: a Content-Security-Policy blocks those,
 * and public pages have no editor code to call.
 */
const FORM = 'form[data-logout]';
const CONTROL = 'a[data-logout],button[data-logout]';

function onLogout(event: Event): void {
  const target = event.target;
  if (target instanceof Element && target.closest(event.type === 'submit' ? FORM : CONTROL) !== null) {
    clearDrafts();
    clearRecipeEntries();
  }
}

/**
 * Two document-level listeners, in the capture phase: a host handler that stops the event
 * still logs out. The entry installs them once per page.
 */
export function installLogoutClearsDrafts(): void {
  document.addEventListener('submit', onLogout, true);
  document.addEventListener('click', onLogout, true);
}
