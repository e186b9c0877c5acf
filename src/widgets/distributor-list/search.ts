import type { Distributor } from '../../shared/api/distributors';

/**
 * The finder's text search (docs/widgets/catalogue.md, "Search"): accents, case and
 * spacing aside. Letters lose their marks (decomposed, marks dropped), so 'cordoba'
 * and 'CORDOBA' find 'Córdoba' and 'n' finds 'ñ' ('penaloza' finds 'Peñaloza': many
 * visitors type without the ñ).
 */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

/** What a distributor is found by: name, locality and address, normalised once when the list arrives. */
export function searchKey(distributor: Distributor): string {
  return searchText([distributor.name, distributor.locality, distributor.address].filter((part) => part != null).join('\n'));
}

/** The words of a query, normalised; none for an empty one. */
export function searchWords(query: string): string[] {
  const text = searchText(query);
  return text === '' ? [] : text.split(' ');
}

/** The distributors whose key holds every word (in any order: 'sur cordoba' finds Distribuidora Sur in Córdoba). */
export function findIn(distributors: readonly Distributor[], keys: ReadonlyMap<Distributor, string>, words: readonly string[]): readonly Distributor[] {
  if (words.length === 0) return distributors;
  return distributors.filter((distributor) => {
    const key = keys.get(distributor) ?? '';
    return words.every((word) => key.includes(word));
  });
}
