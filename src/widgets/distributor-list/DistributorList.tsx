import './distributor-list.css';
import '../../shared/listing/notice.css';
import * as v from 'valibot';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { bringListingIntoView } from '../../shared/ui/scroll';
import { pageCount, windowModel } from '../../shared/pagination/page-links';
import { DISTRIBUTORS_PATH, fetchDistributors } from '../../shared/api/distributors';
import { distributorPath } from '../../shared/api/routes';
import { useSavedStateKey } from '../../shared/listing/saved-state';
import { useLandOnItem } from '../../shared/listing/use-land-on-item';
import { useReturnToItem } from '../../shared/listing/use-return-to-item';
import { useSavedSelection } from '../../shared/listing/use-saved-selection';
import { flagParam, pageParam, searchParam, textParam, type HistoryMode, type UrlFields } from '../../shared/listing/url-state';
import { useLoadResource } from '../../shared/loading/use-load-resource';
import { useWidget, type AttributeValues } from '../../runtime';
import { listingTexts } from '../../shared/texts/listing';
import { Heading } from '../../shared/ui/Heading';
import { LoadError } from '../../shared/ui/LoadError';
import { Pagination } from '../../shared/pagination/Pagination';
import { SlowNotice } from '../../shared/ui/SlowNotice';
import type { attributes } from './attributes';
import { ContactLinks } from './ContactLinks';
import { buildDirectory, provinceKey } from './provinces';
import { findIn, searchWords } from './search';
import { trackSearch } from '../../shared/page/analytics-events';
import { directoryTexts } from './texts';
import { useNearby } from './use-nearby';

/** The generic pagination defaults (docs/widgets/catalogue.md, the distributors). */
const PER_PAGE = 20;
const PAGE_LINKS = 5;

/** What the visitor chose, as saved for the back button. */
const choiceSchema = v.looseObject({
  /** The province as shown, or null for all of them. */
  province: v.nullable(v.string()),
  page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** The search box's text, as typed (an older entry without it: none). */
  query: v.optional(v.string(), ''),
  /** 'Cerca mío' on (the position itself is never saved). */
  near: v.optional(v.boolean(), false),
});

type Choice = v.InferOutput<typeof choiceSchema>;

const FIRST_CHOICE: Choice = { province: null, page: 1, query: '', near: false };

/** The choice's parameters in the page's address (docs/widgets/catalogue.md): one line each. */
const ADDRESS_FIELDS: UrlFields<Choice> = {
  province: textParam('provincia'),
  query: searchParam('buscar'),
  page: pageParam('pagina'),
  near: flagParam('cerca'),
};

/** The name of a distributor's row for the return to it (`data-card-key`). */
const itemKey = (id: number) => `distributor-${id}`;

/**
 * The distributors directory (docs/widgets/catalogue.md): every distributor loaded once,
 * a province select (placeholder 'Buscar por provincia', disabled) and a search box
 * (name, locality, address; accents and case aside) filtering locally, the names with
 * their 'Ver detalle' links and, when the API sends them, locality and contact links,
 * 20 a page. 'Cerca mío' orders them by distance from the phone, worked out in the
 * browser (`useNearby`). The result count is announced; the province, the search, the
 * page, 'Cerca mío' and the link followed come back with the back button (the listing
 * core's saved selection and return to an item).
 */
export function DistributorList({ subtitle, headingLevel, stateKey, urlPrefix }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const selectId = useId();
  const searchId = useId();
  const nearHintId = useId();
  const storageKey = useSavedStateKey('directory', stateKey);
  const address = useMemo(() => ({ fields: ADDRESS_FIELDS, prefix: urlPrefix ?? '' }), [urlPrefix]);
  const {
    selection: choice,
    setSelection: setChoice,
    saveSelection,
    hrefOf,
    correct,
    notice,
  } = useSavedSelection(storageKey, choiceSchema, FIRST_CHOICE, address);
  const returnTo = useReturnToItem(storageKey);
  // Loaded once, then filtered locally: 'Reintentar' is the only second request.
  const request = useLoadResource('distributors', fetchDistributors, DISTRIBUTORS_PATH);
  const directory = useMemo(() => (request.data === null ? null : buildDirectory(request.data)), [request.data]);
  const rootRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  /**
   * 'Cerca mío' turned on by a tap shows every province (the nearest shop may be across the
   * border), from page 1; turned on again from the address keeps the rest of it. Turned
   * off, the same page of names is no longer the same rows: page 1.
   */
  const setNear = useCallback(
    (on: boolean, mode: HistoryMode) =>
      setChoice(
        (current) =>
          mode === 'replace' ? { ...current, near: on } : on ? { ...current, near: true, province: null, page: 1 } : { ...current, near: false, page: 1 },
        mode,
      ),
    [setChoice],
  );
  const nearby = useNearby(choice.near, directory?.all ?? null, setNear);
  const { near } = nearby;

  const key = provinceKey(choice.province);
  const province = key === null ? null : (directory?.byKey.get(key) ?? null);
  // Nearest first, the province filtering the one order: no second sort.
  const inProvince = useMemo(() => {
    if (directory === null) return null;
    if (key === null) return near?.order ?? directory.all;
    if (province === null || near === null) return province?.distributors ?? null;
    const members = new Set(province.distributors);
    return near.order.filter((distributor) => members.has(distributor));
  }, [directory, key, province, near]);
  const query = choice.query.trim();
  const words = useMemo(() => searchWords(query), [query]);
  const shown = useMemo(
    () => (directory === null || inProvince === null ? [] : findIn(inProvince, directory.searchKeys, words)),
    [directory, inProvince, words],
  );
  const pages = pageCount(shown.length, PER_PAGE);
  const page = Math.min(choice.page, pages);
  const pageItems = shown.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  // A search typed (or changed by the province) is GA4's `search` once the typing rests, no results included.
  const listed = directory !== null;
  useEffect(() => {
    if (listed && query !== '') trackSearch(query, shown.length);
  }, [listed, query, shown.length]);

  // Back from a distributor: its link, once the list is there.
  useLandOnItem(listRef, returnTo, directory !== null);

  // An address past the last page: the last one, in place of the history entry.
  useEffect(() => {
    if (directory === null || choice.page <= pages) return;
    correct({ ...choice, page: pages }, listingTexts.noPage(choice.page, pages));
  }, [directory, choice, pages, correct]);

  function choose(next: string | null) {
    setChoice((current) => ({ ...current, province: next, page: 1 }));
  }

  /** Typing replaces the address's entry: back leaves the search, not one letter of it. */
  function search(next: string) {
    setChoice((current) => ({ ...current, query: next, page: 1 }), 'replace');
  }

  function changePage(next: number) {
    setChoice((current) => ({ ...current, page: next }));
    if (rootRef.current !== null) bringListingIntoView(rootRef.current, widget.element);
    listRef.current?.focus({ preventScroll: true });
  }

  const shownName = province?.name ?? choice.province;
  const loaded = request.status === 'loaded' || (request.status !== 'error' && directory !== null);
  // One polite region for what happened: an address corrected, or the position asked for.
  const said = nearby.message ?? notice;
  return (
    <section ref={rootRef} className="sw-distributors" aria-busy={request.status === 'loading' ? true : undefined}>
      <Heading level={headingLevel} className="sw-distributors__title">
        {directoryTexts.title}
      </Heading>
      <p className="sw-distributors__subtitle">{subtitle ?? directoryTexts.subtitle}</p>
      <div className="row g-3 align-items-start">
        <div className="col-md-6">
          <label className="form-label" htmlFor={selectId}>
            {directoryTexts.provinceLabel}
          </label>
          <div className="sw-distributors__controls">
            <select
              ref={selectRef}
              id={selectId}
              className="form-select sw-distributors__select"
              value={province?.key ?? (key === null ? '' : key)}
              disabled={directory === null}
              onChange={(event) => choose(directory?.byKey.get(event.target.value)?.name ?? null)}
            >
              <option value="" disabled>
                {directoryTexts.provincePlaceholder}
              </option>
              {key !== null && province === null ? <option value={key}>{choice.province}</option> : null}
              {directory?.provinces.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.name}
                </option>
              ))}
            </select>
            {key === null ? null : (
              <button
                type="button"
                className="btn btn-outline-secondary sw-distributors__all"
                onClick={() => {
                  choose(null);
                  selectRef.current?.focus();
                }}
              >
                {directoryTexts.allProvinces}
              </button>
            )}
          </div>
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor={searchId}>
            {directoryTexts.searchLabel}
          </label>
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            className="form-control sw-distributors__search"
            value={choice.query}
            disabled={directory === null}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => search(event.target.value)}
          />
        </div>
        <div className="col-12 d-flex flex-wrap align-items-center gap-2">
          <button
            type="button"
            className={`btn ${near === null ? 'btn-outline-primary' : 'btn-primary'} sw-distributors__near`}
            aria-pressed={near !== null}
            aria-busy={nearby.asking || undefined}
            aria-describedby={nearHintId}
            disabled={directory === null}
            onClick={nearby.toggle}
          >
            {directoryTexts.nearMe}
          </button>
          <span id={nearHintId} className="small text-body-secondary">
            {directoryTexts.nearMeHint}
          </span>
        </div>
      </div>
      <p className={`sw-notice${said === null ? '' : ' sw-notice--shown'}`} aria-live="polite">
        {said ?? ''}
      </p>
      <p className="sw-distributors__count" role="status" aria-live="polite">
        {loaded
          ? directoryTexts.count(shown.length, shownName, query) + (near === null ? '' : directoryTexts.byDistance)
          : request.status === 'loading'
            ? listingTexts.loading
            : ''}
      </p>
      {request.status === 'error' ? <LoadError message={directoryTexts.loadError} onRetry={request.retry} /> : null}
      <SlowNotice slow={request.slow} onRetry={request.retry} />
      {loaded && shown.length === 0 && query !== '' ? (
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
        {pageItems.map((distributor) => (
          <li
            key={distributor.id}
            className="list-group-item sw-distributors__item"
            data-distributor-id={distributor.id}
            data-card-key={itemKey(distributor.id)}
          >
            <span className="d-flex flex-column sw-distributors__about">
              <span className="sw-distributors__name">{distributor.name}</span>
              {distributor.locality == null || distributor.locality.trim() === '' ? null : (
                <span className="small text-body-secondary sw-distributors__locality">{distributor.locality.trim()}</span>
              )}
              {near?.distances.has(distributor) ? (
                <span className="small fw-semibold sw-distributors__distance">{near.distanceText(near.distances.get(distributor) ?? 0)}</span>
              ) : null}
            </span>
            <a
              className="btn btn-link sw-distributors__link"
              href={distributorPath(distributor.id)}
              onClick={() => {
                saveSelection();
                returnTo.rememberItem(itemKey(distributor.id));
              }}
            >
              {directoryTexts.seeDetail}
              <span className="visually-hidden">{directoryTexts.ofDistributor(distributor.name)}</span>
            </a>
            <ContactLinks distributor={distributor} />
          </li>
        ))}
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
