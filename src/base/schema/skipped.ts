import type { Problem } from '../problem';
import { describeIssue, type Issue } from './issues';

/**
 * Reports, once, the list entries a read left out: how many, of what, and the first
 * problem's path (`skipped 1 unreadable entry of /api/posts/recetas?page=1: posts.data[3].name: expected a string`).
 */
export function reportSkipped(report: (problem: Problem) => void, skipped: readonly Issue[], source: string, root = ''): void {
  const first = skipped[0];
  if (first === undefined) return;
  const count = skipped.length === 1 ? '1 unreadable entry' : `${skipped.length} unreadable entries`;
  report({ phase: 'data', message: `skipped ${count} of ${source}`, error: new Error(describeIssue(first, root)) });
}
