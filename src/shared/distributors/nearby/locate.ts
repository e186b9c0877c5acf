import type { Point } from './distance';

/** What asking for the position gave: the point, or why not. */
export type Located = { kind: 'found'; point: Point } | { kind: 'denied' | 'timeout' | 'failed' | 'unsupported' };

/** How long the phone may take to find itself before the visitor is told (and the list left as it was). */
const LOCATE_TIMEOUT_MS = 10_000;

/**
 * The phone's position, asked once (docs/widgets/catalogue.md, "Cerca mío"). Only here, and
 * only when the visitor asks: the point stays in the page's memory, never in a request, the
 * address or storage. A position up to five minutes old will do (the browser's own), and a
 * coarse one: ordering shops needs no GPS fix, and the network's answers sooner.
 */
export function locate(timeout = LOCATE_TIMEOUT_MS): Promise<Located> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (geolocation === undefined) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    // Some browsers never call back when the prompt is dismissed: our own clock as well.
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), timeout + 1000);
    const done = (located: Located) => {
      clearTimeout(timer);
      resolve(located);
    };
    try {
      geolocation.getCurrentPosition(
        (position) => done({ kind: 'found', point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
        (error) => done({ kind: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'failed' }),
        { enableHighAccuracy: false, maximumAge: 300_000, timeout },
      );
    } catch {
      done({ kind: 'failed' });
    }
  });
}

/**
 * Whether the visitor already let this site read the position: an address with `cerca=1`
 * (a reload, a return) asks again only then, so no prompt appears unasked. Browsers
 * without the Permissions API: no.
 */
export async function locationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}
