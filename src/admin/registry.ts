import type { WidgetLoaders } from '../runtime';
import { documentEditors } from './catalogue/document-editors';

/** The admin editors, by the name a placeholder gives in `data-widget-name`: the stored documents' editors from their catalogue, and the others. */
export const adminWidgets: WidgetLoaders = {
  ...Object.fromEntries(Object.entries(documentEditors).map(([name, { widget }]) => [name, widget])),
  'category-select': () => import('./category-select'),
  'image-uploader': () => import('./image-uploader'),
  'revision-compare': () => import('./revision-compare'),
  'editing-presence': () => import('./editing-presence'),
};
