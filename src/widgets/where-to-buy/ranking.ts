import type { Distributor } from '../../shared/api/distributors';
import { byName, groupProvinces, provinceKey } from '../../shared/distributors/provinces';

/** Whether a distributor usually has the products asked for: all of them, some, or none or not said. */
export type Tier = 'all' | 'some' | 'other';

const TIER_ORDER: Record<Tier, number> = { all: 0, some: 1, other: 2 };

/** The distributor's tier for the products asked for (their ids); `null` products (not said) and `[]` are 'other'. */
export function tierOf(distributor: Distributor, wanted: readonly number[]): Tier {
  const has = new Set(distributor.products ?? []);
  const held = wanted.filter((product) => has.has(product)).length;
  if (wanted.length > 0 && held === wanted.length) return 'all';
  return held > 0 ? 'some' : 'other';
}

/** The provinces the list has (the directory's: src/shared/distributors/provinces.ts), for the select. */
export function provincesOf(distributors: readonly Distributor[]): { key: string; name: string }[] {
  return groupProvinces(distributors).map(({ key, name }) => ({ key, name }));
}

/** In name order (Spanish collation, as the directory). */
export function inNameOrder(distributors: readonly Distributor[]): Distributor[] {
  return [...distributors].sort(byName);
}

/**
 * The distributors to show (docs/widgets/where-to-buy.md, "The order"): those of `province`
 * (all of them when null), from `ordered` (name order, or nearest first while 'Cerca mío' is
 * on), then those that have all the products first, then some, then the others; the order
 * given is kept within each tier (a stable sort).
 */
export function rank(ordered: readonly Distributor[], wanted: readonly number[], province: string | null): Distributor[] {
  const shown = province === null ? [...ordered] : ordered.filter((distributor) => provinceKey(distributor.province) === province);
  const tiers = new Map(shown.map((distributor) => [distributor, TIER_ORDER[tierOf(distributor, wanted)]]));
  return shown.sort((a, b) => (tiers.get(a) ?? 2) - (tiers.get(b) ?? 2));
}
