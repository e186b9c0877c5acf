import type { WidgetLoaders } from '../shared/runtime';

/** The admin editors, by the name a placeholder gives in `data-widget-name`. */
export const adminWidgets: WidgetLoaders = {};
