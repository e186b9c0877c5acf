import { describeElement } from '../../shared/runtime/report';
import { ERROR_EVENT, type WidgetErrorDetail } from '../../shared/runtime';

/**
 * An editor input it cannot read (broken JSON, wrong shape) is a state the editor handles
 * in plain sight: it shows the Spanish error and the form posts the value untouched. So it
 * is a console warning, not an error, while the host still gets `site-widgets:error`
 * (phase `data`) for its monitoring.
 */
export function announceUnreadable(widget: string, element: Element, detail: string): void {
  const error = new Error(detail);
  console.warn(`[site-widgets] "${widget}" on ${describeElement(element)} ${detail}`);
  element.dispatchEvent(new CustomEvent<WidgetErrorDetail>(ERROR_EVENT, { bubbles: true, detail: { widget, phase: 'data', error } }));
}
