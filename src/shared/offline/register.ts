import { SERVICE_WORKER_URL, WHO_CACHE, WHO_KEY } from './names';

/**
 * Installs the service worker at the site's root (the host serves it there: docs/hosting.md,
 * "The service worker") and tells it whose copies it may answer with. Run at the first save:
 * a visitor who never saves never gets a worker.
 */
export async function prepareOffline(who: string): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await (await caches.open(WHO_CACHE)).put(WHO_KEY, new Response(who));
  // Asked, never waited for: a browser that grants it keeps the copies under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
}
