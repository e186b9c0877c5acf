import type { Distributor } from '../../shared/api/distributors';
import { NAME_ORDER } from '../../shared/distributors/name-order';

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

const collator = new Intl.Collator(NAME_ORDER.locale, NAME_ORDER.options);

/** What tells provinces apart: trimmed, single-spaced, lower case ('  CÓRDOBA ' is 'córdoba'), as the directory. */
function provinceKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

/** The provinces the list has, each once (its first spelling, tidied), in name order. */
export function provincesOf(distributors: readonly Distributor[]): { key: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const { province } of distributors) {
    const key = provinceKey(province);
    if (key !== '' && !seen.has(key)) seen.set(key, province.trim().replace(/\s+/g, ' '));
  }
  return [...seen].map(([key, name]) => ({ key, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** In name order (Spanish collation, as the directory). */
export function byName(distributors: readonly Distributor[]): Distributor[] {
  return [...distributors].sort((a, b) => collator.compare(a.name, b.name));
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
