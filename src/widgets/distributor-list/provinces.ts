import type { Distributor } from '../../shared/api/distributors';
import { NAME_ORDER } from '../../shared/distributors/name-order';
import { searchKey } from './search';

/** Spanish order: Córdoba before Corrientes, Entre Ríos among the E's, Distribuidora 2 before 10. */
const collator = new Intl.Collator(NAME_ORDER.locale, NAME_ORDER.options);

interface Province {
  /** What tells provinces apart: trimmed, single-spaced, lower case. */
  key: string;
  /** The spelling most of its distributors use (the first one seen on a tie). */
  name: string;
  /** Its distributors, by name. */
  distributors: Distributor[];
}

export interface Directory {
  /** Every distributor, by name. */
  all: Distributor[];
  provinces: Province[];
  byKey: ReadonlyMap<string, Province>;
  /** Each distributor's search key (name, locality, address), normalised once. */
  searchKeys: ReadonlyMap<Distributor, string>;
}

function tidy(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The province a written name belongs to ('  CÓRDOBA ' and 'Córdoba' are one), or null for none. */
export function provinceKey(name: string | null | undefined): string | null {
  const tidied = tidy(name ?? '');
  return tidied === '' ? null : tidied.toLocaleLowerCase('es');
}

function byName(a: Distributor, b: Distributor): number {
  return collator.compare(a.name, b.name);
}

function mostUsed(spellings: Map<string, number>): string {
  let best = '';
  let count = 0;
  for (const [spelling, uses] of spellings) {
    if (uses > count) [best, count] = [spelling, uses];
  }
  return best;
}

/**
 * Groups the list once, so that choosing a province is a lookup (a 5,000-distributor
 * list repaints within a frame): provinces de-duplicated and sorted with Spanish
 * collation, each with its distributors sorted by name; and each distributor's search key,
 * so that a keystroke in the search box only compares prepared text.
 */
export function buildDirectory(distributors: readonly Distributor[]): Directory {
  const groups = new Map<string, { spellings: Map<string, number>; distributors: Distributor[] }>();
  for (const distributor of distributors) {
    const key = provinceKey(distributor.province);
    if (key === null) continue;
    let group = groups.get(key);
    if (group === undefined) {
      group = { spellings: new Map(), distributors: [] };
      groups.set(key, group);
    }
    const spelling = tidy(distributor.province ?? '');
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1);
    group.distributors.push(distributor);
  }
  const provinces = [...groups].map(([key, group]) => ({ key, name: mostUsed(group.spellings), distributors: group.distributors.sort(byName) }));
  provinces.sort((a, b) => collator.compare(a.name, b.name));
  return {
    all: [...distributors].sort(byName),
    provinces,
    byKey: new Map(provinces.map((province) => [province.key, province])),
    searchKeys: new Map(distributors.map((distributor) => [distributor, searchKey(distributor)])),
  };
}
