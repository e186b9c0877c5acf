// One walk of a build's import graph, whatever holds the graph: esbuild's metafile (the
// preloads), Vite's manifest (what hosts read) or every import, lazy ones too (the budgets).

/**
 * Every node reachable from `start` by `next`, `start` itself left out unless a loop leads
 * back to it.
 * @template T
 * @param {T} start
 * @param {(node: T) => Iterable<T>} next
 * @returns {Set<T>}
 */
export function closure(start, next) {
  /** @type {Set<T>} */
  const seen = new Set();
  /** @param {T} node */
  const visit = (node) => {
    for (const reached of next(node)) {
      if (seen.has(reached)) continue;
      seen.add(reached);
      visit(reached);
    }
  };
  visit(start);
  return seen;
}
