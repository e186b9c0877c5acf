/**
 * Which of esbuild's chunks to join into one file (merge-chunks.mjs does the joining).
 *
 * esbuild makes one chunk per set of lazy imports that reach a module, and offers no
 * control over it (evanw/esbuild#207). With a lazy import per widget, that is dozens of
 * small files: React in one, the runtime's attribute code in another, valibot in a third,
 * though every page with a widget loads all three. Each file is compressed alone, so a
 * small one costs more than its own bytes in lost context (about 360 bytes a file here,
 * measured by joining a page's files: docs/benchmark.md).
 *
 * The plan, from esbuild's metafile:
 * - the chunks every entry loads become one file (the scanner and the logger);
 * - every other chunk is a candidate, grouped greedily: two groups join when the bytes
 *   the pages loading both save (one file less each) outweigh the bytes the pages loading
 *   only one of them then download for nothing. The loads weighed are one per widget (the
 *   widget and the mounter with React, as a page with that one widget loads them), one per
 *   pair of public widgets or of editors (pages mostly show several), and one per lazy
 *   helper (the login prompt, the error reporter, DOMPurify: what it loads that
 *   is not already there: the mounter's files and those of every widget asking for it);
 * - a group holds at most one lazily imported module (a widget, the mounter), so every
 *   `import()` keeps its own file to point to; lazy helpers a widget loads on demand
 *   (DOMPurify, the upload's axios, the paste box's parser) stay files of their own, or
 *   they would stop being on demand;
 * - a group never puts editor code on a page that only loads public widgets;
 * - two groups never join when a third lies between them (one imports the third, which
 *   imports the other): files importing each other would change the order modules run in.
 */

/** @import { PreloadMetafile } from './preload-imports.mjs' */

/** What a separate file costs beyond its own compressed bytes (measured, see above). */
const FILE_COST = 360;

/**
 * A candidate file, or files already joined: their size, whether one is lazily imported
 * (`roots`), whether they are editor code or on a public widget's page, and which of the
 * weighed loads (`pages`, below) download them.
 * @typedef {{ files: string[], size: number, roots: number, admin: boolean, loads: boolean[], public: boolean }} Group
 */

/**
 * The item at `index`, which the caller's loop bounds keep in range (a miss is a bug here).
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 * @returns {T}
 */
function at(list, index) {
  const item = list[index];
  if (item === undefined) throw new Error(`chunk plan: no item ${index} of ${list.length}`);
  return item;
}

/**
 * @param {PreloadMetafile} metafile esbuild's (JS outputs are read)
 * @param {{
 *   sizeOf: (file: string) => number,
 *   isWidget: (entryPoint: string) => boolean,
 *   isAdmin: (file: string) => boolean,
 *   mountSource: string,
 *   fileCost?: number,
 * }} options
 * @returns {{ groups: string[][], entries: string[] }} every non-entry JS output in exactly one group
 */
export function planChunkGroups(metafile, { sizeOf, isWidget, isAdmin, mountSource, fileCost = FILE_COST }) {
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  const importsOf = (/** @type {string} */ file) => (metafile.outputs[file]?.imports ?? []).filter((entry) => !entry.external);
  const lazyTargets = new Set(
    files.flatMap((file) =>
      importsOf(file)
        .filter((entry) => entry.kind === 'dynamic-import')
        .map((entry) => entry.path),
    ),
  );
  const entries = files.filter((file) => metafile.outputs[file]?.entryPoint !== undefined && !lazyTargets.has(file));
  const mount = files.find((file) => metafile.outputs[file]?.entryPoint === mountSource);
  const widgets = [...lazyTargets].filter((file) => isWidget(metafile.outputs[file]?.entryPoint ?? ''));
  const widgetSet = new Set(widgets);
  const helpers = [...lazyTargets].filter((file) => file !== mount && !widgetSet.has(file));

  /** The files `start` loads before it runs: itself and its static imports, transitively. */
  const closure = (/** @type {string} */ start) => {
    const seen = new Set([start]);
    const visit = (/** @type {string} */ file) => {
      for (const entry of importsOf(file)) {
        if (entry.kind !== 'import-statement' || seen.has(entry.path)) continue;
        seen.add(entry.path);
        visit(entry.path);
      }
    };
    visit(start);
    return seen;
  };

  const entryClosures = entries.map((entry) => closure(entry));
  const reachedByEntries = new Set(entryClosures.flatMap((set) => [...set]));
  const loadedByEveryEntry = files.filter((file) => !entries.includes(file) && entryClosures.every((set) => set.has(file)));
  /** @type {Set<string>} */
  const mountClosure = mount === undefined ? new Set() : closure(mount);
  const importsLazily = (/** @type {string} */ file, /** @type {string} */ helper) =>
    importsOf(file).some((entry) => entry.kind === 'dynamic-import' && entry.path === helper);
  const importedFromEntries = (/** @type {string} */ helper) => files.some((file) => reachedByEntries.has(file) && importsLazily(file, helper));
  /**
   * What is already there when a helper only widgets import lazily is asked for: the
   * mounter's files, and what every widget that can ask for it loaded first (a drag layer
   * asked for by an editor finds the editor's files there). Counting those as the helper's
   * own load would weigh files it never downloads.
   */
  const alreadyThere = (/** @type {string} */ helper) => {
    const askers = widgets.map((widget) => closure(widget)).filter((loads) => [...loads].some((file) => importsLazily(file, helper)));
    const there = new Set(mountClosure);
    for (const file of askers[0] ?? []) if (askers.every((loads) => loads.has(file))) there.add(file);
    return there;
  };
  const pairs = widgets.flatMap((a, index) =>
    widgets
      .slice(index + 1)
      .filter((b) => isAdmin(a) === isAdmin(b))
      .map((b) => new Set([...closure(a), ...closure(b), ...mountClosure])),
  );
  const pages = [
    ...widgets.map((widget) => new Set([...closure(widget), ...mountClosure])),
    ...pairs,
    ...helpers.map((helper) => {
      const loads = closure(helper);
      if (importedFromEntries(helper)) return loads;
      const there = alreadyThere(helper);
      return new Set([...loads].filter((file) => !there.has(file)));
    }),
  ];
  const publicPages = widgets.flatMap((widget, index) => (isAdmin(widget) ? [] : [at(pages, index)]));

  const helperSet = new Set(helpers);
  const candidates = files.filter((file) => !reachedByEntries.has(file) && !helperSet.has(file));
  /** @type {Group[]} */
  let groups = candidates.map((file) => ({
    files: [file],
    size: sizeOf(file),
    roots: file === mount || widgetSet.has(file) ? 1 : 0,
    admin: isAdmin(file),
    loads: pages.map((page) => page.has(file)),
    public: publicPages.some((page) => page.has(file)),
  }));
  // The graph between groups (and the files that are no candidates), to refuse a join that
  // would make two files import each other (see the top of this file).
  const others = files.filter((file) => !entries.includes(file) && !candidates.includes(file));
  const successors = (/** @type {Group[]} */ current) => {
    /** @type {Map<string, number>} */
    const nodeOf = new Map();
    current.forEach((group, index) => group.files.forEach((file) => nodeOf.set(file, index)));
    others.forEach((file, index) => nodeOf.set(file, current.length + index));
    const edges = Array.from({ length: current.length + others.length }, () => /** @type {Set<number>} */ (new Set()));
    for (const [file, node] of nodeOf) {
      for (const entry of importsOf(file)) {
        const target = nodeOf.get(entry.path);
        if (entry.kind === 'import-statement' && target !== undefined && target !== node) at(edges, node).add(target);
      }
    }
    const reach = edges.map((from) => {
      /** @type {Set<number>} */
      const seen = new Set();
      const stack = [...from];
      for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        if (seen.has(node)) continue;
        seen.add(node);
        stack.push(...at(edges, node));
      }
      return seen;
    });
    return { edges, reach };
  };
  /** @type {(graph: ReturnType<typeof successors>, i: number, j: number) => boolean} */
  const wouldCycle = ({ edges, reach }, i, j) =>
    [...at(edges, i), ...at(edges, j)].some((node) => node !== i && node !== j && (at(reach, node).has(i) || at(reach, node).has(j)));

  for (;;) {
    /** @type {{ i: number, j: number, gain: number } | null} */
    let best = null;
    const graph = successors(groups);
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const a = at(groups, i);
        const b = at(groups, j);
        if (a.roots + b.roots > 1 || (a.admin && b.public) || (b.admin && a.public)) continue;
        let gain = 0;
        for (let page = 0; page < pages.length; page += 1) {
          if (a.loads[page] && b.loads[page]) gain += fileCost;
          else if (a.loads[page]) gain -= b.size;
          else if (b.loads[page]) gain -= a.size;
        }
        if (gain > 0 && (best === null || gain > best.gain) && !wouldCycle(graph, i, j)) best = { i, j, gain };
      }
    }
    if (best === null) break;
    const a = at(groups, best.i);
    const b = at(groups, best.j);
    const joined = {
      files: [...a.files, ...b.files],
      size: a.size + b.size,
      roots: a.roots + b.roots,
      admin: a.admin || b.admin,
      loads: a.loads.map((loaded, page) => loaded || at(b.loads, page)),
      public: a.public || b.public,
    };
    groups = groups.filter((_, index) => index !== best.i && index !== best.j).concat([joined]);
  }

  const grouped = new Set([...groups.flatMap((group) => group.files), ...loadedByEveryEntry]);
  const rest = files.filter((file) => !entries.includes(file) && !grouped.has(file)).map((file) => [file]);
  const result = [...(loadedByEveryEntry.length > 0 ? [loadedByEveryEntry] : []), ...groups.map((group) => group.files), ...rest];
  return { groups: result.map((group) => [...group].sort()), entries };
}
