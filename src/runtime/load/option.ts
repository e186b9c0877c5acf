import { logError } from '../../base/log';
import type { StrategySetting } from './settings';

/** A strategy's setting: `data-widget-load-<name>`, trimmed; null when absent or empty. */
export function loadOption(element: Element, name: StrategySetting): string | null {
  const value = element.getAttribute(`data-widget-load-${name}`)?.trim();
  return value === undefined || value === '' ? null : value;
}

/** A setting that could not be read: said once in the console, naming the placeholder; the strategy goes on with its default. */
export function reportOption(element: Element, name: StrategySetting, value: string, fallback: string): void {
  const id = element.id ? `#${element.id}` : `[data-widget-name="${element.getAttribute('data-widget-name') ?? ''}"]`;
  logError(`${id}: data-widget-load-${name}="${value}" could not be read; ${fallback}`);
}
