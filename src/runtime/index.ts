export { start } from './start';
export { defineWidget, type WidgetLoader, type WidgetLoaders } from './widget';
export { useWidget, type WidgetIdentity } from './WidgetContext';
// Every widget's chunk imports the mounter (with React DOM) statically: it is always
// there when a widget runs, and one chunk with all of React compresses better than two.
export { ERROR_EVENT, type WidgetErrorDetail } from './report';
export type { Problem } from '../base/problem';
export { MOUNT_EVENT } from './base/mount-event';
export * as attr from './converters';
// A widget's own kind of text (`data-mould`): its converter, declared in its folder.
export { converter } from './converters/converter';
export type { AttributeSpec, AttributeTable, AttributeValues, Converter } from './attributes';
// What shared code and the editors use of the runtime beyond widgets: the page's CSP nonce,
// the visitor's data saver, a value made safe for a URL path, a React tree in the body (the
// login modal), and the HTTP status of a failure, as the reports read it.
export { cspNonce } from './nonce';
export { savesData } from './load/save-data';
export { pathSegment } from './converters/path-segment';
export { mountInBody } from './mount';
export { statusOf } from './report';
