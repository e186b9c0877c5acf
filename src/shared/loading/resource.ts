import type { Problem } from '../../runtime';
import { reportSkipped } from '../../base/schema/skipped';
import type { Checked } from '../api/request';
import type { ResourceRequest } from './prefetch';

type Report = (problem: Problem) => void;

/** The entries an answer had to leave out, reported once as `data`; the rest is the value shown. */
export function usable<T>({ value, skipped }: Checked<T>, url: string, report: Report): T {
  reportSkipped(report, skipped, url);
  return value;
}

/**
 * A resource's load with the widget's reports: the answer's left-out entries as `data`, and a
 * failed request, or an answer unusable as a whole, as `request` (`onError`). `url` names the
 * request in both, as the visitor's browser asked it (path and page). `pending`: the same
 * request already under way (asked ahead), taken instead of asking again.
 */
export function reportedLoad<T>(
  { url, fetch }: Pick<ResourceRequest<T>, 'url' | 'fetch'>,
  report: Report,
  pending?: () => Promise<Checked<T>> | undefined,
): { load: (signal: AbortSignal) => Promise<T>; onError: (error: unknown) => void } {
  return {
    load: async (signal) => usable(await (pending?.() ?? fetch(signal)), url, report),
    onError: (error) => report({ phase: 'request', message: `could not load ${url}`, error, url }),
  };
}
