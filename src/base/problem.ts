/**
 * A failure a mounted widget survives: a request that failed, or data it read in part
 * (report.ts logs and announces it). Here, with nothing else, so the schema helpers that
 * report skipped entries can name it without importing the runtime that imports them.
 */
export interface Problem {
  phase: 'request' | 'data';
  /** What failed, read after the widget's name: `could not load /api/posts/recetas?page=1`. */
  message: string;
  error: unknown;
  url?: string;
}
