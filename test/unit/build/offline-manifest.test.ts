import { offlineManifest } from '../../../scripts/build/offline-manifest.mjs';

/**
 * dist/offline.json (scripts/build/offline-manifest.mjs): per public widget, every file it may
 * load, its lazy parts too, so a recipe saved for offline keeps cook mode's timers.
 */
test("a public widget's files: static and dynamic imports, followed all the way, each once; no admin editor", () => {
  const metafile = {
    outputs: {
      'dist/chunks/recipe-tools-A.js': {
        entryPoint: 'src/widgets/recipe-tools/index.ts',
        imports: [
          { path: 'dist/chunks/shared-B.js', kind: 'import-statement' },
          { path: 'dist/chunks/CookTimers-C.js', kind: 'dynamic-import' },
          { path: 'https://cdn.example/x.js', kind: 'import-statement', external: true },
        ],
      },
      'dist/chunks/CookTimers-C.js': {
        entryPoint: 'src/widgets/recipe-tools/timers/CookTimers.tsx',
        imports: [
          { path: 'dist/chunks/recipe-tools-A.js', kind: 'import-statement' },
          { path: 'dist/chunks/alarm-D.js', kind: 'import-statement' },
        ],
      },
      'dist/chunks/shared-B.js': { imports: [] },
      'dist/chunks/alarm-D.js': { imports: [] },
      'dist/chunks/steps-editor-E.js': { entryPoint: 'src/admin/steps-editor/index.ts', imports: [] },
    },
  };
  expect(offlineManifest(metafile, 'dist')).toEqual({
    widgets: { 'recipe-tools': ['chunks/CookTimers-C.js', 'chunks/alarm-D.js', 'chunks/recipe-tools-A.js', 'chunks/shared-B.js'] },
  });
});
