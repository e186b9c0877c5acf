import { SERVICE_WORKER_URL, WHO_CACHE, WHO_KEY } from './names';

/**
 * The Trusted Types policy the worker's address goes through where a page's policy requires
 * them (`require-trusted-types-for 'script'`): the host allows it by name
 * (`trusted-types dompurify site-widgets-sw`, docs/hosting.md, "Content Security Policy"). It
 * lets through the one address and nothing else.
 */
const WORKER_POLICY = 'site-widgets-sw';

/** What this file uses of the browser's Trusted Types (the DOM's types here do not have them). */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | null = null;

/** The worker's address, as a TrustedScriptURL where the browser has Trusted Types. */
function workerAddress(): string {
  const factory = Reflect.get(window, 'trustedTypes') as TrustedTypesFactory | undefined;
  if (factory === undefined) return SERVICE_WORKER_URL;
  policy ??= factory.createPolicy(WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== SERVICE_WORKER_URL) throw new TypeError(`${WORKER_POLICY} allows ${SERVICE_WORKER_URL} only`);
      return url;
    },
  });
  // A TrustedScriptURL: register() takes it where the DOM's types say a string.
  return policy.createScriptURL(SERVICE_WORKER_URL) as string;
}

/**
 * Installs the service worker at the site's root (the host serves it there: docs/hosting.md,
 * "The service worker") and tells it whose copies it may answer with. Run at the first save:
 * a visitor who never saves never gets a worker.
 */
export async function prepareOffline(who: string): Promise<void> {
  await navigator.serviceWorker.register(workerAddress(), { scope: '/' });
  await (await caches.open(WHO_CACHE)).put(WHO_KEY, new Response(who));
  // Asked, never waited for: a browser that grants it keeps the copies under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
}
