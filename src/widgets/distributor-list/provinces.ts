import type { Distributor } from '../../shared/api/distributors';
import { byName, groupProvinces, type Province } from '../../shared/distributors/provinces';
import { searchKey } from './search';

export { provinceKey } from '../../shared/distributors/provinces';

export interface Directory {
  /** Every distributor, by name. */
  all: Distributor[];
  provinces: Province[];
  byKey: ReadonlyMap<string, Province>;
  /** Each distributor's search key (name, locality, address), normalised once. */
  searchKeys: ReadonlyMap<Distributor, string>;
}

/**
 * Groups the list once, so that choosing a province is a lookup (a 5,000-distributor
 * list repaints within a frame): the provinces (src/shared/distributors/provinces.ts), each
 * with its distributors sorted by name; and each distributor's search key, so that a
 * keystroke in the search box only compares prepared text.
 */
export function buildDirectory(distributors: readonly Distributor[]): Directory {
  const provinces = groupProvinces(distributors);
  return {
    all: [...distributors].sort(byName),
    provinces,
    byKey: new Map(provinces.map((province) => [province.key, province])),
    searchKeys: new Map(distributors.map((distributor) => [distributor, searchKey(distributor)])),
  };
}

const directories = new WeakMap<readonly Distributor[], Directory>();

/** The answer's directory, grouped once: the list and the store's check read the same one. */
export function directoryOf(distributors: readonly Distributor[]): Directory {
  let directory = directories.get(distributors);
  if (directory === undefined) {
    directory = buildDirectory(distributors);
    directories.set(distributors, directory);
  }
  return directory;
}
