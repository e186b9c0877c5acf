/**
 * What a saved copy holds, found in the page (docs/widgets/recipe.md, "Saving for offline"):
 * the page's address, its pictures at the size shown, and the code the page ran plus what its
 * widgets may load later (cook mode's timers…), from the build's offline.json.
 */

/** The build's dist/offline.json: per public widget, every file it may load, lazy parts included. */
export interface OfflineManifest {
  readonly widgets: Readonly<Record<string, readonly string[]>>;
}

/** The page's address without its fragment: what a navigation asks for. */
export function pageAddress(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

const sameOrigin = (url: string, origin: string) => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

/**
 * The pictures as the browser chose them for this screen (`currentSrc`: the srcset's candidate
 * it downloaded), else `src`; posters too. Only this site's: the service worker answers nothing
 * else.
 */
export function pictureAddresses(root: ParentNode, origin: string): string[] {
  const found = new Set<string>();
  for (const image of root.querySelectorAll('img')) {
    const shown = image.currentSrc || image.src;
    if (shown !== '' && sameOrigin(shown, origin)) found.add(shown);
  }
  for (const video of root.querySelectorAll('video[poster]')) {
    const poster = new URL(video.getAttribute('poster') ?? '', document.baseURI).href;
    if (sameOrigin(poster, origin)) found.add(poster);
  }
  return [...found];
}

/** What the performance timeline knows of a download. */
export interface LoadedEntry {
  readonly name: string;
}

const CODE = /\.(?:m?js|css)$/;

/** The scripts and stylesheets the page downloaded (entries, chunks, lazy parts already used), this site's only. */
export function loadedCode(entries: readonly LoadedEntry[], origin: string): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((name) => sameOrigin(name, origin) && CODE.test(new URL(name).pathname) && !new URL(name).pathname.endsWith('/sw.js'));
}

/** The stylesheets the page links (the host's own and the bundle's), this site's only. */
export function linkedStyles(root: ParentNode, origin: string): string[] {
  return [...root.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]')].map((link) => link.href).filter((href) => sameOrigin(href, origin));
}

/** The names of the widgets the page places. */
export function placedWidgets(root: ParentNode): string[] {
  return [...new Set([...root.querySelectorAll('[data-widget-name]')].map((element) => element.getAttribute('data-widget-name') ?? ''))].filter(
    (name) => name !== '',
  );
}

/**
 * The build's folder, from any chunk the page loaded: chunks live in its `chunks/` (build.mjs's
 * chunkNames), so the folder is one up; null when no chunk was seen.
 */
export function bundleFolder(code: readonly string[]): string | null {
  const chunk = code.find((url) => /\/chunks\/[^/]+\.js$/.test(new URL(url).pathname));
  return chunk === undefined ? null : new URL('../', chunk).href;
}

/** Every file the named widgets may load, as addresses under the build's folder. */
export function widgetFiles(manifest: OfflineManifest, names: readonly string[], folder: string): string[] {
  return names.flatMap((name) => manifest.widgets[name] ?? []).map((file) => new URL(file, folder).href);
}
