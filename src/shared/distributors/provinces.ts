import type { Distributor } from '../api/distributors';
import { NAME_ORDER } from './name-order';

/**
 * The provinces a list of distributors has, as the directory and "Dónde comprar" both show them
 * (docs/widgets/catalogue.md, "Provinces"): told apart trimmed, single-spaced and case aside, each
 * shown in the spelling most of its distributors use (the first one seen on a tie), in Spanish
 * order, each with its distributors by name. The host's App\Support\Directory is its PHP.
 */

/** Spanish order: Córdoba before Corrientes, Entre Ríos among the E's, Distribuidora 2 before 10. */
const collator = new Intl.Collator(NAME_ORDER.locale, NAME_ORDER.options);

export interface Province {
  /** What tells provinces apart: trimmed, single-spaced, lower case. */
  key: string;
  /** The spelling most of its distributors use (the first one seen on a tie). */
  name: string;
  /** Its distributors, by name. */
  distributors: Distributor[];
}

function tidy(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The province a written name belongs to ('  CÓRDOBA ' and 'Córdoba' are one), or null for none. */
export function provinceKey(name: string | null | undefined): string | null {
  const tidied = tidy(name ?? '');
  return tidied === '' ? null : tidied.toLocaleLowerCase('es');
}

export function byName(a: Distributor, b: Distributor): number {
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

/** The provinces of `distributors` (in the API's order, which breaks a tie between spellings), in name order. */
export function groupProvinces(distributors: readonly Distributor[]): Province[] {
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
  return provinces.sort((a, b) => collator.compare(a.name, b.name));
}
