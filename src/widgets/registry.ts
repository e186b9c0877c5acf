import type { WidgetLoaders } from '../runtime';

/** The public widgets, by the name a placeholder gives in `data-widget-name`. */
export const publicWidgets: WidgetLoaders = {
  'faq-item': () => import('./faq-item'),
  'faq-list': () => import('./faq-list'),
  'post-grid': () => import('./post-grid'),
  'post-carousel': () => import('./post-carousel'),
  'product-grid': () => import('./product-grid'),
  'cookbook-grid': () => import('./cookbook-grid'),
  'distributor-list': () => import('./distributor-list'),
  'distributor-hours': () => import('./distributor-hours'),
  'whatsapp-share': () => import('./whatsapp-share'),
  'caption-carousel': () => import('./caption-carousel'),
  'recipe-tools': () => import('./recipe-tools'),
  'where-to-buy': () => import('./where-to-buy'),
  'shopping-list': () => import('./shopping-list'),
  'save-recipe': () => import('./save-recipe'),
  'saved-recipes': () => import('./saved-recipes'),
  'consent-notice': () => import('./consent-notice'),
};
