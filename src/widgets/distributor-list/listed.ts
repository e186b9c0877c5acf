import type { Distributor } from '../../shared/api/distributors';
import { hoursStatus } from '../../shared/distributors/hours/status';
import { provinceKey, type Directory } from './provinces';

/**
 * Who a choice lists, in two steps the list memoises apart (a keystroke does not regroup, the
 * minute does not search again) and the store's check runs together (page-check.ts): the
 * list and the check count the same rows.
 */

/** The chosen province's distributors, every one without a province, or null before the answer. */
export function inProvince(directory: Directory | null, province: string | null): readonly Distributor[] | null {
  if (directory === null) return null;
  const key = provinceKey(province);
  return key === null ? directory.all : (directory.byKey.get(key)?.distributors ?? null);
}

/** With 'Abierto ahora' on, only those open at `now`. */
export function openOnly(found: readonly Distributor[], open: boolean, now: Date): readonly Distributor[] {
  return open ? found.filter((distributor) => hoursStatus(distributor.hours, now).kind === 'open') : found;
}
