// What Laravel's `@vite([...], 'build-dir')` prints for our manifest: stylesheets,
// module preloads of the static imports, and the entry's module script. The demo
// server uses it to render its pages the way a host's Blade templates would.

export function viteTags(manifest, entrySources, base) {
  const styles = new Set();
  const preloads = new Set();
  const scripts = [];
  const visit = (key, isRoot) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Unable to locate file in Vite manifest: ${key}.`);
    for (const css of chunk.css ?? []) styles.add(`${base}/${css}`);
    if (!isRoot) preloads.add(`${base}/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  for (const source of entrySources) {
    visit(source, true);
    scripts.push(`${base}/${manifest[source].file}`);
  }
  return [
    ...[...styles].map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}">`),
    ...scripts.map((src) => `<script type="module" src="${src}"></script>`),
  ].join('\n    ');
}

/**
 * What `<x-site-widgets-preload :widgets="[...]" />` prints for the build's preload.json:
 * one `<link rel="modulepreload">` per file the named widgets need (the mounter with React,
 * each widget's code and its chunks), every file once (docs/hosting.md, "Preloading").
 */
export function widgetsPreloadTags(preload, widgets, base) {
  const files = new Set(preload.mount);
  for (const name of widgets) {
    const list = preload.widgets[name];
    if (list === undefined) throw new Error(`preload.json names no widget called ${name}`);
    for (const file of list) files.add(file);
  }
  return [...files].map((file) => `<link rel="modulepreload" href="${base}/${file}">`).join('\n    ');
}
