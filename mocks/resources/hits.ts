/**
 * POST /api/hits: a JSON HitPayload (the WhatsApp share of a recipe, or of its ingredient
 * list). Validated like `entity: required|string`, `type: required|in:whatsapp,whatsapp-ingredientes,share,donde-comprar`,
 * `user_id: nullable|integer`, and `value: required|string`: `max:50` (the host's own limit)
 * for `whatsapp-ingredientes` ('4 porciones', 'receta'), `share_sheet` or `whatsapp` for `share`, otherwise
 * a distributor's id for `donde-comprar` (`regex:/^[1-9][0-9]{0,8}$/`: never a phone number), otherwise
 * `regex:/^\+?[0-9]{4,}$/` (a full phone number, country code included).
 * Stricter than Laravel on one point: `user_id` must be a JSON number (or null/absent), not a
 * numeric string, so that the widget is held to the HitPayload type.
 * A valid hit is pushed to `state.hits` (absent `user_id` stored as null) and answered 201 `{ok: true}`;
 * an invalid one is answered 422 with Laravel's `{message, errors}`.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { hitPayloadSchema, type HitPayload } from '../../src/shared/api/hits';
import type { BackendState } from '../state';
import { api, receive, validationError, type ValidationErrors } from './util';

const PHONE = /^\+?[0-9]{4,}$/;
const TYPES = ['whatsapp', 'whatsapp-ingredientes', 'share', 'donde-comprar'] as const;
const DISTRIBUTOR_ID = /^[1-9][0-9]{0,8}$/;
type HitType = (typeof TYPES)[number];
const SHARE_METHOD = /^(?:share_sheet|whatsapp)$/;

function isHitType(type: unknown): type is HitType {
  return TYPES.some((known) => known === type);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** The hit, or Laravel-style errors by field. */
function validateHit(body: unknown): { hit: HitPayload } | { errors: ValidationErrors } {
  const input = isRecord(body) ? body : {};
  const errors: ValidationErrors = {};
  const { entity, type, user_id: userId, value } = input;

  if (!present(entity)) errors.entity = ['The entity field is required.'];
  else if (typeof entity !== 'string') errors.entity = ['The entity field must be a string.'];

  if (!present(type)) errors.type = ['The type field is required.'];
  else if (!isHitType(type)) errors.type = ['The selected type is invalid.'];

  if (userId !== undefined && userId !== null && !(typeof userId === 'number' && Number.isSafeInteger(userId))) {
    errors.user_id = ['The user id field must be an integer.'];
  }

  if (!present(value)) errors.value = ['The value field is required.'];
  else if (typeof value !== 'string') errors.value = ['The value field must be a string.'];
  // As the host: a kind it does not know has its value read as a phone number.
  else if (
    type === 'share'
      ? !SHARE_METHOD.test(value)
      : type === 'donde-comprar'
        ? !DISTRIBUTOR_ID.test(value)
        : type !== 'whatsapp-ingredientes' && !PHONE.test(value)
  )
    errors.value = ['The value field format is invalid.'];
  else if (value.length > 50) errors.value = ['The value field must not be greater than 50 characters.'];

  if (Object.keys(errors).length > 0 || typeof entity !== 'string' || !isHitType(type) || typeof value !== 'string') {
    return { errors };
  }
  // What is stored is what the widget's own schema describes.
  return { hit: v.parse(hitPayloadSchema, { entity, type, user_id: typeof userId === 'number' ? userId : null, value }) };
}

export function hitsHandlers(state: BackendState) {
  return [
    http.post(api('/api/hits'), async ({ request }) => {
      await receive(state, request);
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        body = null; // Laravel reads an unparsable body as no input
      }
      const result = validateHit(body);
      if ('errors' in result) return validationError(result.errors);
      state.hits.push(result.hit);
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
  ];
}
