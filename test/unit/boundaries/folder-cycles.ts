/**
 * Folders that import each other, directly or round a longer loop: the strongly connected
 * components of the folder graph (Tarjan's algorithm) that hold more than one folder.
 */
export function folderCycles(edges: Iterable<readonly [string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    if (from === to) continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, index.size);
    low.set(folder, index.size - 1);
    stack.push(folder);
    onStack.add(folder);
    for (const target of next.get(folder) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(folder, Math.min(low.get(folder) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return cycles;
}
