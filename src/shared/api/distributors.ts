import * as v from 'valibot';
import { id } from '../../base/schema/laravel';
import { listOf } from '../../base/schema/list';
import { hoursSchema } from '../distributors/hours/schema';
import { getChecked, type Checked } from './request';

/**
 * A contact field some backends send (docs/widgets/catalogue.md, "Contact details"): text,
 * or a number (a phone a table keeps as one); missing, null or anything else reads as none,
 * and never costs the distributor its row.
 */
const contactText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)),
  ),
);

/**
 * A coordinate (docs/widgets/catalogue.md, "Coordinates"): a number, or its digits as text
 * (a decimal column some backends send as a string), within `limit` degrees; missing, null or
 * anything else reads as none (the distributor is then listed after the located ones).
 */
const coordinate = (limit: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const degrees = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
        return Number.isFinite(degrees) && Math.abs(degrees) <= limit ? degrees : null;
      }),
    ),
  );

/**
 * Opening hours (docs/widgets/catalogue.md, "Opening hours"): the shape of hoursSchema;
 * missing, null or anything it refuses reads as unknown ('Horario no informado'), and never
 * costs the distributor its row.
 */
const hours = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const read = v.safeParse(hoursSchema, value);
      return read.success ? read.output : null;
    }),
  ),
);

/**
 * The brand's products the distributor usually has (docs/widgets/where-to-buy.md): a list of
 * product ids (numbers or their digits). Missing, null, or anything but a list of ids (one
 * entry that is not an id spoils the list) reads as not said (`null`), never as none, and
 * never costs the distributor its row; `[]` is said: none of them.
 */
const productIds = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      if (!Array.isArray(value)) return null;
      const ids: number[] = [];
      for (const entry of value) {
        const read = v.safeParse(id, entry);
        if (!read.success) return null;
        ids.push(read.output);
      }
      return ids;
    }),
  ),
);

const distributorSchema = v.looseObject({
  id,
  name: v.string(),
  province: v.string(),
  /** The town or city (localidad). */
  locality: contactText,
  /** Street and number, for 'Cómo llegar'. */
  address: contactText,
  /** A number to call, as written in Argentina ('(0351) 422-3344', '+54 9 11 …'). */
  phone: contactText,
  /** A WhatsApp number, written the same way. */
  whatsapp: contactText,
  /** Where the shop is, in decimal degrees (WGS 84): for 'Cerca mío' and 'Cómo llegar'. */
  lat: coordinate(90),
  lng: coordinate(180),
  hours,
  /** The brand's products it usually has, by id; null when not said. */
  products: productIds,
});

export type Distributor = v.InferOutput<typeof distributorSchema>;

/** GET /api/distributors: every distributor, unpaginated; an unreadable one is left out. */
const distributorsResponseSchema = listOf(distributorSchema);

export type DistributorsResponse = v.InferOutput<typeof distributorsResponseSchema>;

export const DISTRIBUTORS_PATH = '/api/distributors';

/** GET /api/distributors (docs/widgets/catalogue.md). */
export function fetchDistributors(signal?: AbortSignal): Promise<Checked<DistributorsResponse>> {
  return getChecked(DISTRIBUTORS_PATH, distributorsResponseSchema, signal ? { signal } : {});
}
