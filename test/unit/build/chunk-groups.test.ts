import { planChunkGroups } from '../../../scripts/build/chunk-groups.mjs';
import type { PreloadMetafile } from '../../../scripts/build/preload-imports.mjs';

const statics = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' }));
const lazy = (...paths: string[]) => paths.map((path) => ({ path, kind: 'dynamic-import' }));

/**
 * A build like the real one: the entry's scanner imports the mounter and two public
 * widgets and an editor lazily; React is in a chunk of its own, the attribute runtime in
 * another; the FAQ widget loads DOMPurify on demand.
 */
const metafile: PreloadMetafile = {
  outputs: {
    'public.js': { entryPoint: 'src/entries/public.ts', imports: [...statics('scan.js'), ...lazy('faq.js', 'grid.js', 'steps.js')] },
    'scan.js': { imports: lazy('mount.js') },
    'mount.js': { entryPoint: 'src/runtime/mount.ts', imports: statics('react.js') },
    'react.js': { imports: [] },
    'attributes.js': { imports: statics('react.js') },
    'faq.js': { entryPoint: 'src/widgets/faq/index.ts', imports: [...statics('react.js', 'attributes.js', 'tiny.js'), ...lazy('purify.js')] },
    'grid.js': { entryPoint: 'src/widgets/grid/index.ts', imports: statics('react.js', 'attributes.js', 'tiny.js', 'axios.js') },
    'steps.js': { entryPoint: 'src/admin/steps/index.ts', imports: statics('react.js', 'attributes.js', 'editor.js') },
    'tiny.js': { imports: [] },
    'axios.js': { imports: [] },
    'editor.js': { imports: [] },
    'purify.js': { entryPoint: 'node_modules/dompurify/purify.es.mjs', imports: [] },
  },
};
const sizes: Record<string, number> = { 'react.js': 60000, 'axios.js': 20000, 'purify.js': 9000, 'editor.js': 120, 'tiny.js': 80 };

const plan = planChunkGroups(metafile, {
  sizeOf: (file) => sizes[file] ?? 1000,
  isWidget: (source) => /^src\/(widgets|admin)\//.test(source),
  isAdmin: (file) => file === 'steps.js' || file === 'editor.js',
  mountSource: 'src/runtime/mount.ts',
  fileCost: 360,
});
const groupOf = (file: string) => plan.groups.find((group) => group.includes(file));

test('every non-entry file is in exactly one group; the entry stays alone', () => {
  const grouped = plan.groups.flat();
  expect(grouped.sort()).toEqual(
    Object.keys(metafile.outputs)
      .filter((file) => file !== 'public.js')
      .sort(),
  );
  expect(plan.entries).toEqual(['public.js']);
});

test('what every widget loads joins the mounter: React and the attribute runtime in one file', () => {
  expect(groupOf('mount.js')).toEqual(expect.arrayContaining(['mount.js', 'react.js', 'attributes.js']));
});

test('two lazily imported modules never share a file, and a lazy helper stays on demand', () => {
  for (const group of plan.groups) expect(group.filter((file) => ['mount.js', 'faq.js', 'grid.js', 'steps.js'].includes(file)).length).toBeLessThanOrEqual(1);
  expect(groupOf('purify.js')).toEqual(['purify.js']);
});

test('editor code never joins a file a public widget loads, however small', () => {
  const editor = groupOf('editor.js') ?? [];
  expect(editor.some((file) => ['mount.js', 'react.js', 'attributes.js', 'faq.js', 'grid.js', 'tiny.js'].includes(file))).toBe(false);
});

test('a small chunk two widgets share joins one of them; a large one stays its own file', () => {
  expect(groupOf('tiny.js')?.length).toBeGreaterThan(1);
  expect(groupOf('axios.js')).toEqual(expect.arrayContaining(['axios.js']));
  expect(groupOf('axios.js')).not.toContain('faq.js');
});

test('what a lazy helper needs of its own never joins the files of the editor asking for it: those are already there when it is asked for', () => {
  // An editor (steps.js) asks for a drag layer (drag.js) on first use; the layer imports the
  // editor's shared code (editor.js, there already) and a small library of its own (dnd.js).
  const withHelper: PreloadMetafile = {
    outputs: {
      'public.js': { entryPoint: 'src/entries/public.ts', imports: [...statics('scan.js'), ...lazy('steps.js')] },
      'scan.js': { imports: lazy('mount.js') },
      'mount.js': { entryPoint: 'src/runtime/mount.ts', imports: statics('react.js') },
      'react.js': { imports: [] },
      'steps.js': { entryPoint: 'src/admin/steps/index.ts', imports: [...statics('react.js', 'editor.js'), ...lazy('drag.js')] },
      'editor.js': { imports: [] },
      'drag.js': { entryPoint: 'src/admin/shared/sorting/DragLayer.tsx', imports: statics('editor.js', 'dnd.js') },
      'dnd.js': { imports: [] },
    },
  };
  const helperPlan = planChunkGroups(withHelper, {
    sizeOf: (file) => ({ 'react.js': 60000, 'editor.js': 120, 'dnd.js': 100 })[file] ?? 1000,
    isWidget: (source) => /^src\/(widgets|admin)\/[^/]+\/index\.ts$/.test(source),
    isAdmin: (file) => ['steps.js', 'editor.js', 'drag.js', 'dnd.js'].includes(file),
    mountSource: 'src/runtime/mount.ts',
    fileCost: 360,
  });
  const dnd = helperPlan.groups.find((group) => group.includes('dnd.js'));
  expect(dnd).not.toContain('editor.js');
  expect(dnd).not.toContain('steps.js');
});
