import { readPageGlobals } from '../page/globals';
import { logError } from '../../base/log';
import { loginModalState } from './modal-state';

/** The part of Bootstrap 5's JavaScript the host's own modal is opened with. */
interface BootstrapModalApi {
  getOrCreateInstance: (element: Element) => { show: () => void };
}

declare global {
  interface Window {
    bootstrap?: { Modal?: BootstrapModalApi };
  }
}

/**
 * Asks a logged-out visitor to log in (docs/widgets/post-listings.md, "Login prompt and the
 * host's own modal"). When the page globals name the host's own modal (`loginModal`, a CSS
 * selector) and the page loads Bootstrap 5's JavaScript (`window.bootstrap`), that modal is
 * shown; otherwise the bundle's own modal, downloaded the first time it is needed, links to
 * `loginUrl`.
 */
export function openLoginPrompt(): void {
  const { loginModal } = readPageGlobals();
  if (loginModal !== null && openHostModal(loginModal)) return;
  void openBundleModal();
}

function openHostModal(selector: string): boolean {
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch {
    element = null;
  }
  const api = window.bootstrap?.Modal;
  if (element !== null && typeof api?.getOrCreateInstance === 'function') {
    try {
      api.getOrCreateInstance(element).show();
      return true;
    } catch (error) {
      logError(`the host's login modal "${selector}" could not be shown; showing the bundle's instead`, error);
      return false;
    }
  }
  const reason = element === null ? 'no element matches it' : "window.bootstrap.Modal is missing (the page must load Bootstrap's JavaScript)";
  logError(`loginModal "${selector}": ${reason}; showing the bundle's login modal instead`);
  return false;
}

let mounting: Promise<void> | null = null;

async function openBundleModal(): Promise<void> {
  loginModalState.set(true);
  mounting ??= import('./bundle-modal').then(({ mountBundleModal }) => mountBundleModal());
  try {
    await mounting;
  } catch (error) {
    // A failed download may work next time.
    mounting = null;
    loginModalState.set(false);
    logError('the login modal could not be loaded', error);
  }
}
