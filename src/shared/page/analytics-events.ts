import { sendEvent } from './analytics';
import { sendSettled } from './analytics-settled';

/**
 * GA4's recommended events the widgets send (docs/widgets/sharing.md, "Analytics"), with
 * their parameter names as Google documents them, so the host's reports need no mapping.
 */

/** How something was shared: the phone's share sheet, or a WhatsApp link. */
export type ShareMethod = 'share_sheet' | 'whatsapp';

/** `share`: what (content_type, item_id: the post's id) and how. */
export function trackShare(method: ShareMethod, contentType: 'recipe' | 'recipe_ingredients', itemId: number): void {
  sendEvent('share', { method, content_type: contentType, item_id: String(itemId) });
}

/**
 * `search`: the term, and how many results it found (`results_count`, a custom parameter; 0
 * counts too), once the typing rests.
 */
export function trackSearch(searchTerm: string, resultsCount: number): void {
  sendSettled('search', { search_term: searchTerm, results_count: resultsCount });
}

/** `select_content`: a listing's tab chosen (`item_id`: the tab's id), once the choosing rests. */
export function trackTab(itemId: number): void {
  sendSettled('select_content', { content_type: 'tab', item_id: String(itemId) });
}

/**
 * `generate_lead`: a visitor asked a distributor for what a recipe or a product needs
 * (docs/widgets/where-to-buy.md, "Analytics"): `lead_source` says from where, `content_type` and
 * `item_id` what for (the recipe's or the product's id), `distributor_id` to whom (custom).
 */
export function trackLead(contentType: 'recipe' | 'product', itemId: number, distributorId: number): void {
  sendEvent('generate_lead', {
    lead_source: 'where_to_buy',
    method: 'whatsapp',
    content_type: contentType,
    item_id: String(itemId),
    distributor_id: String(distributorId),
  });
}
