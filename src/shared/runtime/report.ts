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

export function reportFailure(element: Element, detail: WidgetErrorDetail): void {
  const reason = detail.error instanceof Error ? detail.error.message : String(detail.error);
  console.error(`[site-widgets] "${detail.widget}" on ${describeElement(element)} (${detail.phase}): ${reason}`, detail.error);
  element.setAttribute('data-widget-state', 'error');
  element.dispatchEvent(new CustomEvent<WidgetErrorDetail>(ERROR_EVENT, { bubbles: true, detail }));
}
