import * as v from 'valibot';
import { id } from '../../runtime/schema/laravel';
import { listOf } from '../../runtime/schema/list';
import { getChecked, type Checked } from './request';

const distributorSchema = v.looseObject({
  id,
  name: v.string(),
  province: v.string(),
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
