import type { DistributorsResponse } from '../../shared/api/distributors';
import type { Correction } from '../../shared/listing/listing-store';
import { pageCount } from '../../shared/pagination/page-links';
import { listingTexts } from '../../shared/texts/listing';
import { PER_PAGE, type Choice } from './choice';
import { inProvince, openOnly } from './listed';
import { directoryOf } from './provinces';
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
  const found = findIn(inProvince(directory, choice.province) ?? [], directory.searchKeys, searchWords(choice.query.trim()));
  const shown = openOnly(found, choice.open, new Date());
  const pages = pageCount(shown.length, PER_PAGE);
  return choice.page > pages ? { selection: { ...choice, page: pages }, notice: listingTexts.noPage(choice.page, pages) } : null;
}
