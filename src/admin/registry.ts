import type { WidgetLoaders } from '../runtime';

/** The admin editors, by the name a placeholder gives in `data-widget-name`. */
export const adminWidgets: WidgetLoaders = {
  'steps-editor': () => import('./steps-editor'),
  'ingredients-editor': () => import('./ingredients-editor'),
  'category-select': () => import('./category-select'),
  'image-uploader': () => import('./image-uploader'),
  'product-attributes-editor': () => import('./product-attributes-editor'),
  'banner-editor': () => import('./banner-editor'),
  'faq-editor': () => import('./faq-editor'),
  'revision-compare': () => import('./revision-compare'),
  'editing-presence': () => import('./editing-presence'),
};
