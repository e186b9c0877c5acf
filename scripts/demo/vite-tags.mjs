// What Laravel's `@vite([...], 'build-dir')` prints for our manifest: stylesheets,
// module preloads of the static imports, and the entry's module script. The demo
// server uses it to render its pages the way a host's Blade templates would.

/** @typedef {import('../build/manifests.mjs').ManifestChunk} ManifestChunk */

/**
 * @param {Record<string, ManifestChunk>} manifest dist/manifest.json
 * @param {string[]} entrySources the entries' sources, as `@vite([...])` names them
 * @param {string} base where the bundle is served
 */
export function viteTags(manifest, entrySources, base) {
  /** @type {Set<string>} */
  const styles = new Set();
  /** @type {Set<string>} */
  const preloads = new Set();
  /** @type {string[]} */
  const scripts = [];
  /** @type {(key: string | undefined, isRoot: boolean) => ManifestChunk} */
  const visit = (key, isRoot) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk) throw new Error(`Unable to locate file in Vite manifest: ${key}.`);
    for (const css of chunk.css ?? []) styles.add(`${base}/${css}`);
    if (!isRoot) preloads.add(`${base}/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
    return chunk;
  };
  for (const source of entrySources) {
    const file = visit(source, true).file;
    // A stylesheet entry (src/entries/recipe.css) is a stylesheet link, as Laravel prints it.
    if (file.endsWith('.css')) styles.add(`${base}/${file}`);
    else scripts.push(`${base}/${file}`);
  }
  return [
    ...[...styles].map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}">`),
    ...scripts.map((src) => `<script type="module" src="${src}"></script>`),
  ].join('\n    ');
}

/**
 * What `<x-site-widgets-preload :widgets="[...]" />` prints for the build's preload.json
 * (host/packages/site-widgets/src/Preload.php, docs/hosting.md, "Preloading"): for each named
 * widget in turn, its entry's files (an editor's: the public entry's, then the admin entry's),
 * the mounter with React, then the widget's code and its chunks; every file once, where it
 * first comes. A widget is an editor when the manifest has it under `src/admin/`.
 * @param {{ entries: Record<string, string[]>, mount: string[], widgets: Record<string, string[]> }} preload dist/preload.json
 * @param {Record<string, ManifestChunk>} manifest dist/manifest.json
 * @param {string[]} widgets
 * @param {string} base where the bundle is served
 */
export function widgetsPreloadTags(preload, manifest, widgets, base) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const name of widgets) {
    const list = preload.widgets[name];
    if (list === undefined) throw new Error(`preload.json names no widget called ${name}`);
    const entries = `src/admin/${name}/index.ts` in manifest ? ['public', 'admin'] : ['public'];
    for (const file of [...entries.flatMap((entry) => preload.entries[entry] ?? []), ...preload.mount, ...list]) files.add(file);
  }
  return [...files].map((file) => `<link rel="modulepreload" href="${base}/${file}">`).join('\n    ');
}
