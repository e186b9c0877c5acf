import type * as v from 'valibot';
import type { Problem } from '../../runtime';
import { SLOW_AFTER_MS, loadedState, loadingState, startRequest, type RequestState } from '../loading/latest-request';
import { prefetchCache, type ResourceRequest } from '../loading/prefetch';
import { reportedLoad, usable } from '../loading/resource';
import { browserEnvironment, type HistoryMode, type ListingEnvironment } from './environment';
import { forgetSaved, readSavedItem, readSavedSelection, saveState } from './saved-state';
import { currentAddress, queryOf, readUrlState, subscribeToAddress, urlHolds, urlOf, writeAddress, type UrlFields } from './url-state';

/** Where a listing's first selection came from: its address, the state saved for the back button, or neither. */
export type SelectionSource = 'address' | 'saved' | 'default';

/**
 * When a choice's address is written, if not with it: a scheduler that runs the write later
 * (once the listing has painted: `shared/page/after-paint.ts`) and returns its cancel. Given by
 * the caller, so a listing that never puts its address off downloads no scheduler.
 */
export type AddressWrite = (write: () => void) => () => void;

/** An address that names what does not exist: the nearest selection that does, and what the live region says. */
export interface Correction<S> {
  selection: S;
  notice: string;
}

export interface ListingOptions<S extends object, T> {
  /** The sessionStorage key of the saved state (`savedStateKey`). */
  storageKey: string;
  /** Reads the saved selection back: an entry it does not accept (an older bundle's) reads as none. */
  schema: v.GenericSchema<unknown, S>;
  /** The selection when neither the address nor a saved one gives any ('Todo', page 1). */
  initial: S;
  /** The selection's parameters in the address, and the placeholder's `data-url-prefix`. */
  fields: UrlFields<S>;
  prefix: string;
  /** A selection's request; selections of one key share the answer (the directory: one key for all). */
  requestFor: (selection: S) => ResourceRequest<T>;
  /** The answer the page printed for the first selection, shown without asking (the grids' `data-first-page`, `printedPage`). */
  printed?: (selection: S, source: SelectionSource) => T | undefined;
  /**
   * The answer of the selection shown, once it arrives and again whenever the selection
   * changes under the same key (the directory's one answer): an address naming what it lacks corrected.
   */
  check?: (selection: S, answer: T) => Correction<S> | null;
  /** The widget's `report`: left-out entries (`data`) and failed requests (`request`). */
  report: (problem: Problem) => void;
  slowAfterMs?: number;
  /** The address, history, session storage and page events (`environment.ts`): the browser's unless given (tests). */
  environment?: ListingEnvironment;
}

export interface ListingState<S, T> {
  /** What the listing shows. */
  selection: S;
  /** What the last correction said, until the next choice. */
  notice: string | null;
  /** The item to land on once it shows (the visitor came back from it), or null. */
  returnItem: string | null;
  /** The selection's request: its status, and the last data that loaded (maybe an earlier key's). */
  request: RequestState<T>;
  /** The address's query and hash as last heard: links to a state keep the other parameters. */
  address: string;
}

export interface ListingStore<S extends object, T> {
  get: () => ListingState<S, T>;
  subscribe: (listener: () => void) => () => void;
  /** The listing is on the page: the address follows it, back and forward are heard, its request goes out. Returns the disconnect. */
  connect: () => () => void;
  /**
   * A choice: a new history entry (`push`), or the current one replaced (`replace`: typing, arrow keys).
   * `later` (`afterPaint`): a change that no click made (the position's arrival) writes its address
   * once the listing has painted it; a choice, back or a followed link before then writes it first.
   */
  choose: (next: S | ((current: S) => S), mode?: HistoryMode, later?: AddressWrite) => void;
  /** An address naming what does not exist: `selection` in place of its history entry, and `notice` said. */
  correct: (selection: S, notice: string) => void;
  /** The address of a selection, for its link. */
  hrefOf: (selection: S) => string;
  /** A selection's answer asked ahead (a page link hovered or focused). */
  prefetch: (selection: S) => void;
  /** Asks again for the selection's answer (after an error, or while slow). */
  retry: () => void;
  /** Checks the answer shown again: what `check` reads besides the selection and the answer changed (the directory's clock). */
  recheck: () => void;
  /** A new way to ask (another visitor logged in): asked again when it names another key. */
  requestWith: (requestFor: (selection: S) => ResourceRequest<T>) => void;
  /** Saves the selection and the item before the visitor follows the item's link. */
  remember: (item: string) => void;
  /** The item was brought back (or is gone): forget it. */
  itemReturned: () => void;
}

/**
 * A listing's state without React (docs/architecture.md, "The listing core"): the selection
 * (tab, page, province…), kept in the page's address and brought back by the back button;
 * the item to return to; and the selection's answer, race-safe, with answers asked ahead.
 * A choice is one transition: it writes its address, starts its request (or takes the
 * answer asked ahead) and tells the listeners at once, so the listing renders once for it,
 * its links already reading the new address. A change no click made (the position's arrival)
 * may write its address after the paint instead (`later`): any write, address heard or
 * link followed before then writes it first, so the history is the same.
 * `use-listing.ts` is its React side.
 *
 * The first selection is the address's when it names any field, else the one saved on this
 * path for the back button (read once, then forgotten), else `initial`. Each choice pushes
 * its address, a correction replaces it; back and forward (`popstate`) bring the address's
 * selection back. A return from the back-forward cache forgets the saved entry too, and
 * reads the item to land on from it.
 */
export function createListingStore<S extends object, T>(options: ListingOptions<S, T>): ListingStore<S, T> {
  const { storageKey, schema, initial, fields, prefix, printed, check, report, slowAfterMs = SLOW_AFTER_MS, environment = browserEnvironment } = options;
  let { requestFor } = options;
  const search = () => environment.address().search;
  const restored = readSavedSelection(environment, storageKey, schema);
  const fromAddress = readUrlState(fields, prefix, initial, search());
  const source: SelectionSource = fromAddress.present ? 'address' : restored === null ? 'default' : 'saved';
  const selection = source === 'address' ? fromAddress.state : (restored ?? initial);
  const firstKey = requestFor(selection).key;
  const firstAnswer = printed?.(selection, source);
  let state: ListingState<S, T> = {
    selection,
    notice: null,
    returnItem: readSavedItem(environment, storageKey),
    request: firstAnswer === undefined ? loadingState(firstKey) : loadedState(firstKey, firstAnswer),
    address: currentAddress(environment),
  };
  const listeners = new Set<() => void>();
  const prefetched = prefetchCache<T>(environment.savesData);
  let connected = false;
  // The key asked for (or printed) and not given up, and how to stop its request.
  let asked: string | null = firstAnswer === undefined ? null : firstKey;
  let stop: (() => void) | null = null;
  // An address put off until after the paint, and how to stop waiting for it.
  let unwritten: { selection: S; mode: HistoryMode; cancel: () => void } | null = null;

  // Told at each change: React reads the last state once, in the one render the transition's changes make.
  function update(change: Partial<ListingState<S, T>>): void {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  }

  function setRequest(change: (previous: RequestState<T>) => RequestState<T>): void {
    const request = change(state.request);
    if (request === state.request) return;
    update({ request });
    // The answer of the very selection shown tells whether it exists.
    const answer = request.data;
    if (request.status === 'loaded' && answer !== null) checkAnswer(answer);
  }

  function checkAnswer(answer: T): void {
    const correction = check?.(state.selection, answer);
    if (correction) show(correction.selection, 'replace', correction.notice);
  }

  /** Asks for the selection's answer, unless it is the one asked already: says whether it asked. */
  function load(again: boolean): boolean {
    const request = requestFor(state.selection);
    const { key } = request;
    if (!again && key === asked) return false;
    stop?.();
    stop = null;
    asked = key;
    const ready = again ? undefined : prefetched.takeAnswer(key);
    if (ready !== undefined) {
      setRequest(() => loadedState(key, usable(ready, request.url, report)));
      return true;
    }
    const { load: fetch, onError } = reportedLoad(request, report, () => prefetched.take(key));
    stop = startRequest(key, fetch, setRequest, { slowAfterMs, onError });
    return true;
  }

  /** A selection whose key is already answered is checked against that answer: no new one will arrive to check. */
  function checkShown(): void {
    const { request } = state;
    if (request.status === 'loaded' && request.data !== null && request.dataKey === asked) checkAnswer(request.data);
  }

  /** The address follows the selection, noted as heard: the listing's own write re-renders nothing more. */
  function writeFor(selection: S, mode: HistoryMode): void {
    writeUnwritten();
    if (!urlHolds(fields, prefix, selection, search())) writeAddress(environment, urlOf(fields, prefix, selection, environment.address()), mode);
    state = { ...state, address: currentAddress(environment) };
  }

  /** The address put off, written now (before another write, so the history keeps their order). */
  function writeUnwritten(): void {
    if (unwritten === null) return;
    const { selection, mode, cancel } = unwritten;
    unwritten = null;
    cancel();
    writeFor(selection, mode);
  }

  function show(next: S, mode: HistoryMode, notice: string | null, later?: AddressWrite): void {
    if (connected && later === undefined) writeFor(next, mode);
    else if (connected && later !== undefined) {
      writeUnwritten();
      // Until then the links read the address to be written (`hrefOf`).
      unwritten = { selection: next, mode, cancel: later(writeUnwritten) };
    }
    update({ selection: next, notice });
    if (connected && !load(false)) checkShown();
  }

  /** Back, forward, or another listing's write: the address's selection, and its links' other parameters. */
  function heard(): void {
    writeUnwritten();
    const address = currentAddress(environment);
    if (address === state.address) return;
    // The selection shown is kept while the address still holds it (another listing's parameters changed).
    update(urlHolds(fields, prefix, state.selection, search()) ? { address } : { address, selection: readUrlState(fields, prefix, initial, search()).state });
    if (!load(false)) checkShown();
  }

  function onPageShow({ persisted }: Partial<PageTransitionEvent>): void {
    if (persisted !== true) return;
    forgetSaved(environment, storageKey);
    const item = readSavedItem(environment, storageKey);
    forgetSaved(environment, storageKey, true);
    if (item !== null) update({ returnItem: item });
  }

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect: () => {
      connected = true;
      if (restored !== null) forgetSaved(environment, storageKey);
      if (state.returnItem !== null) forgetSaved(environment, storageKey, true);
      const stops = [subscribeToAddress(environment, heard), environment.listen('pageshow', onPageShow), environment.listen('pagehide', writeUnwritten)];
      // The first write only corrects the address.
      writeFor(state.selection, 'replace');
      load(false);
      checkShown();
      return () => {
        // A listing taken off the page leaves the address to what is on it now.
        unwritten?.cancel();
        unwritten = null;
        connected = false;
        stops.forEach((stopHearing) => stopHearing());
        stop?.();
        stop = null;
        // A request stopped half-way is asked again on the next connect.
        if (state.request.status === 'loading') asked = null;
      };
    },
    choose: (next, mode = 'push', later) => show(typeof next === 'function' ? next(state.selection) : next, mode, null, later),
    correct: (next, notice) => show(next, 'replace', notice),
    // While an address waits for the paint, links read it as written: the same parameters in the same order.
    hrefOf: (target) => {
      const here = environment.address();
      return urlOf(
        fields,
        prefix,
        target,
        unwritten === null ? here : { pathname: here.pathname, search: queryOf(fields, prefix, unwritten.selection, here.search), hash: here.hash },
      );
    },
    prefetch: (target) => prefetched.prefetch(requestFor(target)),
    retry: () => {
      load(true);
    },
    recheck: () => {
      if (connected) checkShown();
    },
    requestWith: (next) => {
      if (next === requestFor) return;
      requestFor = next;
      if (connected) load(false);
    },
    remember: (item) => {
      writeUnwritten();
      saveState(environment, storageKey, state.selection, item);
    },
    itemReturned: () => {
      if (state.returnItem !== null) update({ returnItem: null });
    },
  };
}
