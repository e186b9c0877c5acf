/**
 * The one place widget failures go: a console error naming the widget and its element,
 * and a `site-widgets:error` DOM event on that element, which bubbles to the host.
 */
export const ERROR_EVENT = 'site-widgets:error';

export type FailurePhase = 'unknown-widget' | 'load' | 'attributes' | 'render';

export interface WidgetErrorDetail {
  widget: string;
  phase: FailurePhase;
  error: unknown;
}

export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList].map((name) => `.${name}`).join('');
  return `<${element.tagName.toLowerCase()}${id}${classes}>`;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A widget that could not mount: logged, marked, and announced to the host. */
export function reportFailure(element: Element, detail: WidgetErrorDetail): void {
  console.error(`[site-widgets] "${detail.widget}" on ${describeElement(element)} (${detail.phase}): ${reason(detail.error)}`, detail.error);
  element.setAttribute('data-widget-state', 'error');
  element.dispatchEvent(new CustomEvent<WidgetErrorDetail>(ERROR_EVENT, { bubbles: true, detail }));
}

/**
 * A failure a mounted widget survives (a request that failed): logged in the same
 * style, naming the widget and its placeholder; the widget stays usable.
 */
export function logWidgetError(widget: string, element: Element, message: string, error: unknown): void {
  console.error(`[site-widgets] "${widget}" on ${describeElement(element)} ${message}: ${reason(error)}`, error);
}
