// dist/preload.json: what a page with widgets will download, by entry, for the mounter and
// by widget name, each list ready to print as <link rel="modulepreload"> (a host that knows
// which widgets a page shows starts every download at once, before the entry has run).
// Files are relative to the build directory, like the manifest's `file`. The same graph is
// in manifest.json (Vite's shape: `imports` to follow); this is it flattened.
import path from 'node:path';
import { staticClosure } from './preload-imports.mjs';

const WIDGET_SOURCE = /^src\/(widgets|admin)\/([^/]+)\/index\.tsx?$/;

/**
 * `src/widgets/faq-list/index.ts` → `faq-list` (the folder is the widget's name); not a widget → undefined.
 * @param {string} [source]
 */
export function widgetOfSource(source = '') {
  const name = WIDGET_SOURCE.exec(source)?.[2];
  return name === 'shared' ? undefined : name;
}

/**
 * @param {import('./preload-imports.mjs').PreloadMetafile} metafile
 * @param {Record<string, string>} entries the host-facing entries: name → source
 * @param {string} outdir where the build wrote its files (relative to the project)
 * @param {string} [mountSource]
 */
export function preloadManifest(metafile, entries, outdir, mountSource = 'src/runtime/mount.ts') {
  const relative = (/** @type {string} */ file) => path.relative(outdir, file).split(path.sep).join('/');
  const outputOf = (/** @type {string} */ source) => Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === source);
  const withClosure = (/** @type {string} */ file) => [file, ...staticClosure(metafile, file)].map(relative);
  /** @type {{ entries: Record<string, string[]>, mount: string[], widgets: Record<string, string[]> }} */
  const result = { entries: {}, mount: [], widgets: {} };
  for (const [name, source] of Object.entries(entries)) {
    const file = outputOf(source);
    if (file !== undefined) result.entries[name] = withClosure(file);
  }
  const mount = outputOf(mountSource);
  if (mount !== undefined) result.mount = withClosure(mount);
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const widget = widgetOfSource(output.entryPoint);
    if (widget !== undefined) result.widgets[widget] = withClosure(file);
  }
  result.widgets = Object.fromEntries(Object.entries(result.widgets).sort(([a], [b]) => a.localeCompare(b)));
  return result;
}
