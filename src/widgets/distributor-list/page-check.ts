import type { DistributorsResponse } from '../../shared/api/distributors';
import { hoursStatus } from '../../shared/distributors/hours/status';
import type { Correction } from '../../shared/listing/listing-store';
import { pageCount } from '../../shared/pagination/page-links';
import { listingTexts } from '../../shared/texts/listing';
import { PER_PAGE, type Choice } from './choice';
import { directoryOf, provinceKey } from './provinces';
import { findIn, searchWords } from './search';

/**
 * The directory's check (the listing store's `check`): an address past the last page of what
 * the choice lists shows the last one, in place of its history entry. The one answer serves
 * every choice, so the store checks each choice against it; page 1 always exists, and most
 * choices (a province, a search, 'Abierto ahora') go back to it without counting.
 */
export function pastLastPage(choice: Choice, answer: DistributorsResponse): Correction<Choice> | null {
  if (choice.page <= 1) return null;
  const directory = directoryOf(answer);
  const key = provinceKey(choice.province);
  const inProvince = key === null ? directory.all : (directory.byKey.get(key)?.distributors ?? []);
  const found = findIn(inProvince, directory.searchKeys, searchWords(choice.query.trim()));
  const now = new Date();
  const shown = choice.open ? found.filter((distributor) => hoursStatus(distributor.hours, now).kind === 'open') : found;
  const pages = pageCount(shown.length, PER_PAGE);
  return choice.page > pages ? { selection: { ...choice, page: pages }, notice: listingTexts.noPage(choice.page, pages) } : null;
}
