import * as v from 'valibot';
import { postChecked, prepareKeepalive } from './request';

/**
 * POST /api/hits: a WhatsApp share of a recipe (docs/widgets/sharing.md, "The share flow"),
 * `whatsapp`, or of its ingredient list (docs/widgets/recipe.md, "Ingredients by WhatsApp"),
 * `whatsapp-ingredientes`; or of its link through the "Compartir" button (docs/widgets/sharing.md,
 * "Compartir"), `share`; or a visitor asking a distributor by WhatsApp for what a recipe or a product needs
 * (docs/widgets/where-to-buy.md), `donde-comprar`. The host stores `type` and `value` as texts of at most 50
 * characters, `value` required.
 */
export const hitPayloadSchema = v.looseObject({
  /** The recipe's name (`donde-comprar` on a product page: the product's). */
  entity: v.string(),
  type: v.picklist(['whatsapp', 'whatsapp-ingredientes', 'share', 'donde-comprar']),
  /** The logged user, or null. */
  user_id: v.nullable(v.pipe(v.number(), v.safeInteger('expected a whole number'))),
  /** `whatsapp`: the full phone number, country code included; `whatsapp-ingredientes`: the servings ('4 porciones'), or 'receta'; `share`: how it went out, `share_sheet` (the phone's share sheet, recorded only once the visitor shared) or `whatsapp` (WhatsApp's link, where there is no sheet); `donde-comprar`: the distributor's id (never anyone's number). */
  value: v.string(),
});

export type HitPayload = v.InferOutput<typeof hitPayloadSchema>;

export const HITS_PATH = '/api/hits';

/** The answer is not read, so whatever JSON comes back is accepted. */
const hitAnswerSchema = v.unknown();

/**
 * Records the hit; the request is sent even if the visitor leaves the page meanwhile
 * (`keepalive`). The caller ignores a failure: sharing goes on (docs/widgets/sharing.md).
 */
export async function postHit(hit: HitPayload): Promise<void> {
  await postChecked(HITS_PATH, hit, hitAnswerSchema, { keepalive: true });
}

/** Called when a share box mounts: the hit's request is ready to leave the moment it is sent. */
export const prepareHit = prepareKeepalive;
