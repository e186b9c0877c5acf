import type { Problem } from '../base/problem';

/**
 * The one place errors go (with src/base/log.ts, its smallest part, which every page loads): a console error (a warning for
 * data a widget could not read and handled) with the `[site-widgets]` prefix and, for a widget, a `site-widgets:error` DOM event on its
 * placeholder, which bubbles to the host.
 */
export const ERROR_EVENT = 'site-widgets:error';

/**
 * `unknown-widget`, `load`, `attributes` and `render` leave the placeholder in the
 * `error` state; `request` (a call that failed) and `data` (server or page data that
 * was partly unreadable) happen to a widget that stays usable (`mounted`).
 */
type FailurePhase = 'unknown-widget' | 'load' | 'attributes' | 'render' | 'request' | 'data';

export interface WidgetErrorDetail {
  widget: string;
  phase: FailurePhase;
  error: unknown;
  /** For `request`: the URL asked for (path and query). */
  url?: string;
  /** For `request`: the HTTP status, when the server answered. */
  status?: number;
}

function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList].map((name) => `.${name}`).join('');
  return `<${element.tagName.toLowerCase()}${id}${classes}>`;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function announce(element: Element, detail: WidgetErrorDetail): void {
  element.dispatchEvent(new CustomEvent<WidgetErrorDetail>(ERROR_EVENT, { bubbles: true, detail }));
}

/** A widget that could not mount: logged, marked, and announced to the host. */
export function reportFailure(element: Element, detail: WidgetErrorDetail): void {
  console.error(`[site-widgets] "${detail.widget}" on ${describeElement(element)} (${detail.phase}): ${reason(detail.error)}`, detail.error);
  element.setAttribute('data-widget-state', 'error');
  announce(element, detail);
}

/** The HTTP status of a failed request's error (axios puts the answer on `response`). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response: unknown = error.response;
  if (typeof response !== 'object' || response === null || !('status' in response)) return undefined;
  return typeof response.status === 'number' ? response.status : undefined;
}

/**
 * A failure a mounted widget survives (a request that failed, an entry it skipped):
 * logged in the same style, naming the widget and its placeholder, and announced with
 * `site-widgets:error`; the placeholder stays `mounted`. Unreadable data (`data`) is a
 * console warning: the widget handled it (left the entry out, left an editor's input
 * untouched) and nothing is missing that the visitor asked for. A failed request stays
 * an error: the visitor is shown it.
 */
export function reportProblem(widget: string, element: Element, problem: Problem): void {
  const log = problem.phase === 'data' ? console.warn : console.error;
  log(`[site-widgets] "${widget}" on ${describeElement(element)} ${problem.message}: ${reason(problem.error)}`, problem.error);
  const detail: WidgetErrorDetail = { widget, phase: problem.phase, error: problem.error };
  if (problem.url !== undefined) detail.url = problem.url;
  const status = statusOf(problem.error);
  if (status !== undefined) detail.status = status;
  announce(element, detail);
}
