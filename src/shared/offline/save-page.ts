import { bundleFolder, linkedStyles, loadedCode, pageAddress, pictureAddresses, placedWidgets, widgetFiles, type OfflineManifest } from './collect';
import { prepareOffline } from './register';
import { storeCopy } from './copy-cache';

/** The build's list of every file a widget may load, beside its manifest (scripts/build/offline-manifest.mjs). */
async function offlineManifest(folder: string): Promise<OfflineManifest> {
  const response = await fetch(new URL('offline.json', folder));
  if (!response.ok) throw new Error(`offline.json answered ${response.status}`);
  return (await response.json()) as OfflineManifest;
}

/**
 * The code a copy of this page needs: what the page ran (entries, chunks, stylesheets) and every
 * file its widgets, and `alsoWidgets`, may load later (cook mode's timers), so its tools work
 * without a signal.
 */
async function pageCode(alsoWidgets: readonly string[] = []): Promise<string[]> {
  const origin = location.origin;
  const code = [...loadedCode(performance.getEntriesByType('resource'), origin), ...linkedStyles(document, origin)];
  const folder = bundleFolder(code);
  const lazy = folder === null ? [] : widgetFiles(await offlineManifest(folder), [...placedWidgets(document), ...alsoWidgets], folder);
  return [...new Set([...code, ...lazy])];
}

/**
 * Keeps this page for offline in the cache `cache`, for `who` (names.ts): the page as the server
 * sends it to this visitor, its pictures at the size shown and its code. Answers with the
 * page's address, the bytes and the code (for another page kept beside it).
 */
export async function savePage(cache: string, who: string, alsoWidgets: readonly string[] = []): Promise<{ url: string; bytes: number; code: string[] }> {
  await prepareOffline(who);
  const code = await pageCode(alsoWidgets);
  const url = pageAddress(location.href);
  const bytes = await storeCopy(cache, url, [...code, ...pictureAddresses(document, location.origin)]);
  return { url, bytes, code };
}
