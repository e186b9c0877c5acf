/**
 * POST /api/hits: a JSON HitPayload (the WhatsApp share of a recipe, or of its ingredient
 * list). Validated like `entity: required|string`, `type: required|in:whatsapp,whatsapp-ingredientes,share,donde-comprar`,
 * `user_id: nullable|integer`, and `value: required|string`: `max:50` (the host's own limit)
 * for `whatsapp-ingredientes` ('4 porciones', 'receta'), `share_sheet` or `whatsapp` for `share`, otherwise
 * a distributor's id for `donde-comprar` (`regex:/^[1-9][0-9]{0,8}$/`: never a phone number), otherwise
 * `regex:/^\+?[0-9]{4,}$/` (a full phone number, country code included); for `donde-comprar-consulta`, a
 * province the mocked directory has (as written there, case and spaces aside) or `cerca-mio`; for
 * `busqueda-sin-resultado`, a search as the directory compares it (`searchText`, so never with accents
 * or capitals), at most 50 characters, never one that `namesAPerson`, empty only with a province, and
 * an entity that is a province or `todas` (the host also takes the country's provinces the directory
 * lacks: the mock takes any text there). Those two are stored with `user_id` null, whatever was sent.
 * Stricter than Laravel on one point: `user_id` must be a JSON number (or null/absent), not a
 * numeric string, so that the widget is held to the HitPayload type.
 * A valid hit is pushed to `state.hits` (absent `user_id` stored as null) and answered 201 `{ok: true}`;
 * an invalid one is answered 422 with Laravel's `{message, errors}`.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { hitPayloadSchema, namesAPerson, type HitPayload } from '../../src/shared/api/hits';
import { searchText } from '../../src/widgets/distributor-list/search';
import type { BackendState } from '../base/state';
import { api, receive, validationError, type ValidationErrors } from './util';

const PHONE = /^\+?[0-9]{4,}$/;
const TYPES = ['whatsapp', 'whatsapp-ingredientes', 'share', 'donde-comprar', 'donde-comprar-consulta', 'busqueda-sin-resultado'] as const;
const ANONYMOUS: readonly unknown[] = ['donde-comprar-consulta', 'busqueda-sin-resultado'];
const CONTROL = /\p{C}/u;
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

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/** Whether `value` is a province the mocked directory has. */
function isProvince(state: BackendState, value: string): boolean {
  return value.trim() !== '' && state.distributors.some((distributor) => tidy(distributor.province) === tidy(value));
}

/** A `busqueda-sin-resultado`'s value: as the directory compares it, no person, no control character. */
function isSearch(value: string): boolean {
  return searchText(value) === value && !namesAPerson(value) && !CONTROL.test(value);
}

/** The hit, or Laravel-style errors by field. */
function validateHit(state: BackendState, body: unknown): { hit: HitPayload } | { errors: ValidationErrors } {
  const input = isRecord(body) ? body : {};
  const errors: ValidationErrors = {};
  const { entity, type, user_id: userId, value } = input;

  if (!present(entity)) errors.entity = ['The entity field is required.'];
  else if (typeof entity !== 'string') errors.entity = ['The entity field must be a string.'];
  else if (type === 'busqueda-sin-resultado' && (CONTROL.test(entity) || entity.length > 255)) errors.entity = ['The selected entity is invalid.'];

  if (!present(type)) errors.type = ['The type field is required.'];
  else if (!isHitType(type)) errors.type = ['The selected type is invalid.'];

  if (userId !== undefined && userId !== null && !(typeof userId === 'number' && Number.isSafeInteger(userId))) {
    errors.user_id = ['The user id field must be an integer.'];
  }

  const emptySearch = type === 'busqueda-sin-resultado' && value === '' && typeof entity === 'string' && entity !== 'todas';
  if (!present(value) && !emptySearch) errors.value = ['The value field is required.'];
  else if (typeof value !== 'string') errors.value = ['The value field must be a string.'];
  else if (type === 'donde-comprar-consulta' ? value !== 'cerca-mio' && !isProvince(state, value) : type === 'busqueda-sin-resultado' && !isSearch(value))
    errors.value = ['The value field format is invalid.'];
  // As the host: a kind it does not know has its value read as a phone number.
  else if (
    type === 'share'
      ? !SHARE_METHOD.test(value)
      : type === 'donde-comprar'
        ? !DISTRIBUTOR_ID.test(value)
        : type !== 'whatsapp-ingredientes' && !ANONYMOUS.includes(type) && !PHONE.test(value)
  )
    errors.value = ['The value field format is invalid.'];
  else if ([...value].length > 50) errors.value = ['The value field must not be greater than 50 characters.'];

  if (Object.keys(errors).length > 0 || typeof entity !== 'string' || !isHitType(type) || typeof value !== 'string') {
    return { errors };
  }
  // What is stored is what the widget's own schema describes.
  return { hit: v.parse(hitPayloadSchema, { entity, type, user_id: typeof userId === 'number' && !ANONYMOUS.includes(type) ? userId : null, value }) };
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
      const result = validateHit(state, body);
      if ('errors' in result) return validationError(result.errors);
      state.hits.push(result.hit);
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
  ];
}
