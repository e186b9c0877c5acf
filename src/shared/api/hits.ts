import * as v from 'valibot';
import { afterShown } from '../page/shown';
import { postChecked } from './request';

/**
 * POST /api/hits: a WhatsApp share of a recipe (docs/widgets/sharing.md, "The share flow"),
 * `whatsapp`, or of its ingredient list (docs/widgets/recipe.md, "Ingredients by WhatsApp"),
 * `whatsapp-ingredientes`; or of its link through the "Compartir" button (docs/widgets/sharing.md,
 * "Compartir"), `share`; or a visitor asking a distributor by WhatsApp for what a recipe or a product needs
 * (docs/widgets/where-to-buy.md), `donde-comprar`; or, counted without anyone's id (docs/widgets/where-to-buy.md,
 * "The hit and analytics"; docs/widgets/catalogue.md, "Searches that find nothing"), a province chosen or 'Cerca mío'
 * tapped in "Dónde comprar", `donde-comprar-consulta`, or a directory search that found nothing,
 * `busqueda-sin-resultado`. The host stores `type` and `value` as texts of at most 50 characters, `value`
 * required (a search's may be empty: a province alone).
 */
export const hitPayloadSchema = v.looseObject({
  /** The recipe's name (`donde-comprar` and `donde-comprar-consulta` on a product page: the product's; `busqueda-sin-resultado`: the province, or `todas`). */
  entity: v.string(),
  type: v.picklist(['whatsapp', 'whatsapp-ingredientes', 'share', 'donde-comprar', 'donde-comprar-consulta', 'busqueda-sin-resultado']),
  /** The logged user, or null (always null for `donde-comprar-consulta` and `busqueda-sin-resultado`). */
  user_id: v.nullable(v.pipe(v.number(), v.safeInteger('expected a whole number'))),
  /** `whatsapp`: the full phone number, country code included; `whatsapp-ingredientes`: the servings ('4 porciones'), or 'receta'; `share`: how it went out, `share_sheet` (the phone's share sheet, recorded only once the visitor shared) or `whatsapp` (WhatsApp's link, where there is no sheet); `donde-comprar`: the distributor's id (never anyone's number); `donde-comprar-consulta`: the province as the list shows it, or `cerca-mio` (never the position); `busqueda-sin-resultado`: the search as the directory compares it, at most 50 characters, never one that `namesAPerson`. */
  value: v.string(),
});

export type HitPayload = v.InferOutput<typeof hitPayloadSchema>;

/**
 * Whether a search may name a person: an `@` (an e-mail address) or six digits or more (a phone
 * number, a document). Such a search is never sent as `busqueda-sin-resultado`; the host refuses it too.
 */
export const namesAPerson = (search: string): boolean => search.includes('@') || (search.match(/[0-9]/g)?.length ?? 0) >= 6;

export const HITS_PATH = '/api/hits';

/** The answer is not read, so whatever JSON comes back is accepted. */
const hitAnswerSchema = v.unknown();

/**
 * Records the hit; the request is sent even if the visitor leaves the page meanwhile
 * (`keepalive`). The caller ignores a failure: sharing goes on (docs/widgets/sharing.md).
 */
export function postHit(hit: HitPayload): Promise<void> {
  // A page prerendered ahead of a tap counts nothing until the visitor sees it; a shown page's
  // request leaves at once, within the click (the WhatsApp window opens right after).
  return new Promise((resolve) => {
    afterShown(() => resolve(postChecked(HITS_PATH, hit, hitAnswerSchema, { keepalive: true }).then(() => undefined)));
  });
}
