/**
 * Whether this browser can keep pages for offline: a service worker and the Cache API, which
 * browsers give only to secure pages (HTTPS, or the developer's localhost).
 */
export function canSaveOffline(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'caches' in window;
}
