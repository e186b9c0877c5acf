import './distributor-list.css';
import '../../shared/listing/notice.css';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { bringListingIntoView } from '../../shared/ui/scroll';
import { pageCount, windowModel } from '../../shared/pagination/page-links';
import { DISTRIBUTORS_PATH, fetchDistributors, type DistributorsResponse } from '../../shared/api/distributors';
import { useLandOnItem } from '../../shared/listing/use-land-on-item';
import { useListing } from '../../shared/listing/use-listing';
import type { HistoryMode } from '../../shared/listing/environment';
import type { AddressWrite } from '../../shared/listing/listing-store';
import type { ResourceRequest } from '../../shared/loading/prefetch';
import { useWidget, type AttributeValues } from '../../runtime';
import { listingTexts } from '../../shared/texts/listing';
import { Heading } from '../../shared/ui/Heading';
import { Pagination } from '../../shared/pagination/Pagination';
import { trackSearch } from '../../shared/page/analytics-events';
import type { attributes } from './attributes';
import { ADDRESS_FIELDS, FIRST_CHOICE, PER_PAGE, choiceSchema } from './choice';
import { DirectoryControls } from './DirectoryControls';
import { DistributorRow } from './DistributorRow';
import { directoryOf, provinceKey } from './provinces';
import { pastLastPage } from './page-check';
import { LoadError } from '../../shared/ui/LoadError';
import { SlowNotice } from '../../shared/ui/SlowNotice';
import { findIn, searchWords } from './search';
import { inProvince, openOnly } from './listed';
import { directoryTexts } from './texts';
import { useNearby } from './use-nearby';
import { useMinute } from '../../shared/distributors/use-minute';
import { useNotFoundHit } from './use-not-found-hit';
import { hoursStatus } from '../../shared/distributors/hours/status';
import { statusText } from '../../shared/distributors/hours/words';

/** The generic pagination default (docs/widgets/catalogue.md, the distributors). */
const PAGE_LINKS = 5;

/** Every distributor, loaded once and then filtered locally: 'Reintentar' is the only second request. */
const REQUEST: ResourceRequest<DistributorsResponse> = {
  key: 'distributors',
  url: DISTRIBUTORS_PATH,
  fetch: fetchDistributors,
};
const requestFor = () => REQUEST;

/**
 * The distributors directory (docs/widgets/catalogue.md): every distributor loaded once,
 * a province select and a search box (name, locality, address; accents and case aside)
 * filtering locally, the names with their 'Ver detalle' links and, when the API sends them,
 * locality and contact links, and whether each is open now (its `hours`, in Argentina's time,
 * renewed every minute; 'Abierto ahora' keeps the open ones), 20 a page. 'Cerca mío' orders them by distance from the phone,
 * worked out in the browser (`useNearby`). The result count is announced; the province, the
 * search, the page, 'Cerca mío', 'Abierto ahora' and the link followed come back with the back button (the
 * listing core's store, `useListing`).
 */
export function DistributorList({ subtitle, headingLevel, stateKey, urlPrefix }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const listing = useListing({
    scope: 'directory',
    stateKey,
    schema: choiceSchema,
    initial: FIRST_CHOICE,
    fields: ADDRESS_FIELDS,
    prefix: urlPrefix ?? '',
    requestFor,
    check: pastLastPage,
  });
  const { selection: choice, choose, recheck, request, remember, hrefOf } = listing;
  const directory = useMemo(() => (request.data === null ? null : directoryOf(request.data)), [request.data]);
  const rootRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  /**
   * 'Cerca mío' turned on by a tap shows every province (the nearest shop may be across the
   * border), from page 1; turned on again from the address keeps the rest of it. Turned
   * off, the same page of names is no longer the same rows: page 1.
   */
  const setNear = useCallback(
    (on: boolean, mode: HistoryMode, later?: AddressWrite) =>
      choose(
        (current) =>
          mode === 'replace' ? { ...current, near: on } : on ? { ...current, near: true, province: null, page: 1 } : { ...current, near: false, page: 1 },
        mode,
        later,
      ),
    [choose],
  );
  const nearby = useNearby(choice.near, directory?.all ?? null, setNear);
  const { near } = nearby;

  const key = provinceKey(choice.province);
  const province = key === null ? null : (directory?.byKey.get(key) ?? null);
  const provinceRows = inProvince(directory, choice.province);
  const query = choice.query.trim();
  const words = useMemo(() => searchWords(query), [query]);
  const found = useMemo(
    () => (directory === null || provinceRows === null ? [] : findIn(provinceRows, directory.searchKeys, words)),
    [directory, provinceRows, words],
  );
  // The minute's start renews the rows' hours and, with 'Abierto ahora' on, who is listed.
  const now = useMinute();
  const shown = useMemo(() => openOnly(found, choice.open, now), [found, choice.open, now]);
  const pages = pageCount(shown.length, PER_PAGE);
  const page = Math.min(choice.page, pages);
  // By distance, the page only: the position's first page is picked without sorting the whole directory.
  const pageItems = useMemo(
    () => (near === null ? shown.slice((page - 1) * PER_PAGE, page * PER_PAGE) : near.slice(shown, (page - 1) * PER_PAGE, page * PER_PAGE)),
    [near, shown, page],
  );

  // A search typed (or changed by the province) is GA4's `search` once the typing rests, no results included.
  const listed = directory !== null;
  useEffect(() => {
    if (listed && query !== '') trackSearch(query, shown.length);
  }, [listed, query, shown.length]);

  // Nothing found for the text or the province ('Abierto ahora' aside): counted once the typing rests.
  useNotFoundHit(
    listed && found.length === 0 && (query !== '' || key !== null) ? query : null,
    key === null ? null : (province?.name ?? choice.province),
    widget.report,
  );

  // Back from a distributor: its link, once the list is there.
  useLandOnItem(listRef, listing, listed);

  // 'Abierto ahora' lists fewer as shops close: the page shown may have gone with the minute.
  useEffect(() => {
    if (choice.open) recheck();
  }, [now, choice.open, recheck]);

  /** Typing replaces the address's entry: back leaves the search, not one letter of it. */
  const search = (next: string) => choose((current) => ({ ...current, query: next, page: 1 }), 'replace');

  function changePage(next: number) {
    choose((current) => ({ ...current, page: next }));
    if (rootRef.current !== null) bringListingIntoView(rootRef.current, widget.element);
    listRef.current?.focus({ preventScroll: true });
  }

  /** 'Abierto ahora' turned on or off: another list, from page 1, a history entry. */
  const setOpen = (on: boolean) => choose((current) => ({ ...current, open: on, page: 1 }));

  const shownName = province?.name ?? choice.province;
  // One polite region for what happened: an address corrected, or the position asked for.
  const said = nearby.message ?? listing.notice;
  const loaded = request.status === 'loaded' || (request.status !== 'error' && listed);
  return (
    <section ref={rootRef} className="sw-distributors" aria-busy={request.status === 'loading' ? true : undefined}>
      <Heading level={headingLevel} className="sw-distributors__title">
        {directoryTexts.title}
      </Heading>
      <p className="sw-distributors__subtitle">{subtitle ?? directoryTexts.subtitle}</p>
      <DirectoryControls
        directory={directory}
        provinceKey={key}
        provinceName={choice.province}
        onProvince={(next) => choose((current) => ({ ...current, province: next, page: 1 }))}
        query={choice.query}
        onSearch={search}
        searchRef={searchRef}
        near={near !== null}
        asking={nearby.asking}
        onNear={nearby.toggle}
        openNow={choice.open}
        onOpenNow={setOpen}
      />
      <p className={`sw-notice${said === null ? '' : ' sw-notice--shown'}`} aria-live="polite">
        {said ?? ''}
      </p>
      <p className="sw-distributors__count" role="status" aria-live="polite">
        {loaded
          ? directoryTexts.count(shown.length, shownName, query) +
            (choice.open ? directoryTexts.openNowCount : '') +
            (near === null ? '' : directoryTexts.byDistance)
          : request.status === 'loading'
            ? listingTexts.loading
            : ''}
      </p>
      {request.status === 'error' ? <LoadError message={directoryTexts.loadError} onRetry={listing.retry} /> : null}
      <SlowNotice slow={request.slow} onRetry={listing.retry} />
      {loaded && shown.length === 0 && found.length > 0 ? (
        <div className="sw-distributors__empty">
          <p>{directoryTexts.noneOpen(shownName)}</p>
          <button type="button" className="btn btn-outline-secondary sw-distributors__clear" onClick={() => setOpen(false)}>
            {directoryTexts.showClosed}
          </button>
        </div>
      ) : loaded && shown.length === 0 && query !== '' ? (
        <div className="sw-distributors__empty">
          <p>{directoryTexts.noneFor(query, shownName)}</p>
          <button
            type="button"
            className="btn btn-outline-secondary sw-distributors__clear"
            onClick={() => {
              search('');
              searchRef.current?.focus();
            }}
          >
            {directoryTexts.clearSearch}
          </button>
        </div>
      ) : loaded && shown.length === 0 ? (
        <p className="sw-distributors__empty">{shownName === null ? directoryTexts.none : directoryTexts.noneIn(shownName)}</p>
      ) : null}
      <ul ref={listRef} className="list-group sw-distributors__list" tabIndex={-1} aria-label={directoryTexts.title}>
        {pageItems.map((distributor) => {
          const status = hoursStatus(distributor.hours, now);
          return (
            <DistributorRow
              key={distributor.id}
              distributor={distributor}
              distance={near?.distanceOf(distributor) ?? null}
              hoursKind={status.kind}
              hoursText={statusText(status)}
              onFollow={remember}
            />
          );
        })}
      </ul>
      <Pagination
        model={windowModel(page, pages, PAGE_LINKS)}
        onPageChange={changePage}
        hrefOf={(next) => hrefOf({ ...choice, page: next })}
        label={directoryTexts.pagination}
      />
    </section>
  );
}
