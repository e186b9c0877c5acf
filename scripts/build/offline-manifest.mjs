// dist/offline.json: per public widget, every file it may ever load, its lazy parts too (cook
// mode's timers), relative to the build's folder. A recipe saved for offline keeps these beside
// the page (src/shared/offline/save-page.ts), so the tools work without a signal. preload.json
// lists only what a widget needs before it runs; this follows dynamic imports as well.
import path from 'node:path';
import { closure } from './closure.mjs';
import { widgetOfSource } from './preload-manifest.mjs';

const FOLLOWED = new Set(['import-statement', 'dynamic-import']);

/**
 * @param {import('./preload-imports.mjs').PreloadMetafile} metafile
 * @param {string} outdir where the build wrote its files (relative to the project)
 */
export function offlineManifest(metafile, outdir) {
  const relative = (/** @type {string} */ file) => path.relative(outdir, file).split(path.sep).join('/');
  const next = (/** @type {string} */ file) =>
    (metafile.outputs[file]?.imports ?? []).filter((item) => FOLLOWED.has(item.kind) && !item.external).map((item) => item.path);
  /** @type {Record<string, string[]>} */
  const widgets = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const widget = widgetOfSource(output.entryPoint);
    // Public widgets only: an admin editor is never saved for offline.
    if (widget === undefined || output.entryPoint?.startsWith('src/admin/')) continue;
    widgets[widget] = [...new Set([file, ...closure(file, next)])]
      .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
      .map(relative)
      .sort();
  }
  return { widgets: Object.fromEntries(Object.entries(widgets).sort(([a], [b]) => a.localeCompare(b))) };
}
