export { start } from './start';
export { defineWidget, type WidgetDefinition, type WidgetLoader, type WidgetLoaders } from './widget';
export { useWidget, type WidgetIdentity } from './WidgetContext';
export { ERROR_EVENT, logError, type Problem, type WidgetErrorDetail } from './report';
export { MOUNT_EVENT } from './Portals';
export { WIDGET_ATTRIBUTE } from './scan';
export * as attr from './converters';
export type { AttributeValues } from './attributes';
