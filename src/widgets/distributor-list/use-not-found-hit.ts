import { useEffect, useRef } from 'react';
import { HITS_PATH, namesAPerson, postHit } from '../../shared/api/hits';
import type { Problem } from '../../runtime';
import { searchText } from './search';

/** How long the typing must rest before a search that finds nothing is counted. */
export const NOT_FOUND_WAIT = 1500;

/**
 * Counts a search that finds nothing (docs/widgets/catalogue.md, "Searches that find nothing"):
 * `search` is the query while the province and the text leave the list empty (null otherwise),
 * `province` the one chosen (null: all of them). Once the typing rests, `busqueda-sin-resultado`
 * is posted with the search as the directory compares it (at most 50 characters) and the
 * province, or `todas`; once per (search, province) a page view, never with anyone's id, never a
 * search that may name a person. A failure is reported and changes nothing on the page.
 */
export function useNotFoundHit(search: string | null, province: string | null, report: (problem: Problem) => void): void {
  const sent = useRef(new Set<string>());
  const value = search === null ? null : [...searchText(search)].slice(0, 50).join('').trimEnd();
  const entity = province ?? 'todas';
  useEffect(() => {
    const key = `${entity}\n${value}`;
    if (value === null || namesAPerson(value) || sent.current.has(key)) return undefined;
    const timer = setTimeout(() => {
      sent.current.add(key);
      postHit({ entity, type: 'busqueda-sin-resultado', user_id: null, value }).catch((error: unknown) =>
        report({ phase: 'request', message: 'could not count the search (it went on)', error, url: HITS_PATH }),
      );
    }, NOT_FOUND_WAIT);
    return () => clearTimeout(timer);
  }, [value, entity, report]);
}
