/**
 * @jest-environment node
 */
import * as v from 'valibot';
import type { Checked } from '../../../src/shared/api/request';
import { createListingStore, type AddressWrite, type ListingOptions } from '../../../src/shared/listing/listing-store';
import { idParam, pageParam, type UrlFields } from '../../../src/shared/listing/url-state';
import { memoryEnvironment, type MemoryEnvironment } from './memory-environment';

// The store without a browser: its address, history, session storage and page events are an
// environment kept in memory (memory-environment.ts), the widgets' is the browser's.

/** A selection like the product grid's: a category and a page. */
const schema = v.looseObject({ tagId: v.number(), page: v.number() });
type Selection = v.InferOutput<typeof schema>;
const FIELDS: UrlFields<Selection> = { tagId: idParam('categoria', 0), page: pageParam('pagina') };
const FIRST: Selection = { tagId: 0, page: 1 };
const KEY = 'site-widgets:product-grid:products@0';

interface Asked {
  key: string;
  signal: AbortSignal;
  answer: (value: string, skipped?: Checked<string>['skipped']) => void;
  fail: (error: unknown) => void;
}

let asked: Asked[] = [];
const report = jest.fn();
let environment: MemoryEnvironment;
/** The page the test starts on, as loaded (no history entry of the store's). */
const openAt = (url: string) => {
  environment = memoryEnvironment(url);
};
const search = () => environment.address().search;
const pushes = () => environment.writes.filter((write) => write.mode === 'push').length;
const replaces = () => environment.writes.filter((write) => write.mode === 'replace').length;

function options(more: Partial<ListingOptions<Selection, string>> = {}): ListingOptions<Selection, string> {
  return {
    storageKey: KEY,
    schema,
    initial: FIRST,
    fields: FIELDS,
    prefix: '',
    report,
    environment,
    requestFor: (selection) => {
      const key = `${selection.tagId}|${selection.page}`;
      return {
        key,
        url: `/api/products/${selection.tagId}?page=${selection.page}`,
        fetch: (signal) =>
          new Promise<Checked<string>>((resolve, reject) => {
            asked.push({ key, signal, answer: (value, skipped = []) => resolve({ value, skipped }), fail: reject });
          }),
      };
    },
    ...more,
  };
}

/** Lets the answers given reach the store. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let disconnect: (() => void) | undefined;
function connected(more?: Partial<ListingOptions<Selection, string>>) {
  const store = createListingStore(options(more));
  disconnect = store.connect();
  return store;
}

beforeEach(() => {
  asked = [];
  report.mockClear();
  openAt('/productos');
});

afterEach(() => {
  disconnect?.();
  disconnect = undefined;
});

describe('transitions', () => {
  test('a choice is one notice: the selection, its address pushed and its request under way, together', () => {
    const store = connected();
    const seen: string[] = [];
    store.subscribe(() => seen.push(`${store.get().selection.page}:${store.get().request.key}:${store.get().request.status}:${search()}`));
    store.choose((current) => ({ ...current, page: 2 }));
    // What the listeners read at the end of the choice (React reads it once).
    expect(seen.at(-1)).toBe('2:0|2:loading:?pagina=2');
    expect(pushes()).toBe(1);
    expect(asked.map((request) => request.key)).toEqual(['0|1', '0|2']);
    // The first request, for a selection no longer shown, is given up.
    expect(asked[0]?.signal.aborted).toBe(true);
  });

  test('a correction replaces the history entry and is said until the next choice', () => {
    openAt('/productos?pagina=9');
    const store = connected();
    store.correct({ tagId: 0, page: 3 }, 'La página 9 no existe: te mostramos la 3.');
    expect(search()).toBe('?pagina=3');
    expect(environment.writes).toEqual([{ url: '/productos?pagina=3', mode: 'replace' }]);
    expect(store.get().notice).toBe('La página 9 no existe: te mostramos la 3.');
    store.choose({ tagId: 4, page: 1 });
    expect(store.get().notice).toBeNull();
  });

  test("the answer of the selection shown is checked: the store's check corrects an address naming what the answer lacks", async () => {
    openAt('/productos?categoria=99');
    const store = connected({
      check: (selection, answer) =>
        answer.includes(`#${selection.tagId}`) ? null : { selection: FIRST, notice: `La categoría ${selection.tagId} no existe.` },
    });
    asked[0]?.answer('#0 #3');
    await settle();
    expect(store.get().selection).toEqual(FIRST);
    expect(store.get().notice).toBe('La categoría 99 no existe.');
    expect(search()).toBe('');
  });

  test('under one key for every selection, the check runs again on each choice, against the answer it has', async () => {
    // The directory's way: one answer for all, the page cut from it.
    const oneKey = options().requestFor(FIRST);
    const check = jest.fn((selection: Selection, answer: string) =>
      selection.page <= answer.length ? null : { selection: { ...selection, page: answer.length }, notice: `La página ${selection.page} no existe.` },
    );
    const store = connected({ requestFor: () => oneKey, check });
    asked[0]?.answer('abc');
    await settle();
    expect(check).toHaveBeenCalledTimes(1);

    store.choose({ tagId: 0, page: 7 });
    expect(asked).toHaveLength(1);
    expect(check).toHaveBeenCalledWith({ tagId: 0, page: 7 }, 'abc');
    expect(store.get().selection).toEqual({ tagId: 0, page: 3 });
    expect(store.get().notice).toBe('La página 7 no existe.');
    // The choice's entry, corrected in place: back leaves the page as it was before the choice.
    expect(environment.entries()).toEqual(['/productos', '/productos?pagina=3']);

    // What the check reads besides the selection changed: asked to, it checks the same choice again.
    const calls = check.mock.calls.length;
    store.recheck();
    expect(check).toHaveBeenCalledTimes(calls + 1);
  });
});

describe('the address', () => {
  test('round trip: the address names the first selection, a choice writes it, back brings the earlier one', async () => {
    openAt('/productos?origen=boletin&categoria=3&pagina=2#grilla');
    const store = connected();
    expect(store.get().selection).toEqual({ tagId: 3, page: 2 });
    expect(store.hrefOf({ tagId: 5, page: 1 })).toBe('/productos?origen=boletin&categoria=5#grilla');
    store.choose({ tagId: 5, page: 1 });
    expect(environment.current()).toBe('/productos?origen=boletin&categoria=5#grilla');

    environment.back();
    expect(store.get().selection).toEqual({ tagId: 3, page: 2 });
    expect(asked.at(-1)?.key).toBe('3|2');
    environment.forward();
    expect(store.get().selection).toEqual({ tagId: 5, page: 1 });
    // Back and forward write nothing: the entries are the history's.
    expect(pushes()).toBe(1);
  });

  test("the listing's own write changes no state after it; another listing's refreshes only the links", async () => {
    const store = connected();
    store.choose({ tagId: 0, page: 2 });
    const before = store.get();
    await settle();
    expect(store.get()).toBe(before);

    // Another listing on the page (its own prefix) pushes its address; the store hears it as a change.
    environment.write('/productos?pagina=2&videos-pagina=4', 'push');
    environment.fire('popstate');
    expect(store.get().selection).toBe(before.selection);
    expect(store.get().address).toBe('?pagina=2&videos-pagina=4');
    expect(store.hrefOf({ tagId: 0, page: 3 })).toBe('/productos?pagina=3&videos-pagina=4');
  });

  test('a bare address is written only as a correction (replace), never a new entry', () => {
    openAt('/productos?pagina=abc');
    connected();
    expect(search()).toBe('');
    expect(pushes()).toBe(0);
    expect(replaces()).toBe(1);
  });
});

describe('the address written after the paint (a change no click made)', () => {
  /** The writes put off, run when the test says the page painted (the widgets' scheduler is `afterPaint`). */
  let waiting: (() => void)[] = [];
  const painted = () => waiting.splice(0).forEach((work) => work());
  const afterPaint: AddressWrite = (write) => {
    waiting.push(write);
    return () => {
      waiting = waiting.filter((work) => work !== write);
    };
  };
  beforeEach(() => {
    waiting = [];
  });

  test('the selection shows at once, its links already read it; its entry is pushed once painted', () => {
    openAt('/productos?origen=boletin');
    const store = connected();
    store.choose({ tagId: 3, page: 1 }, 'push', afterPaint);
    expect(store.get().selection).toEqual({ tagId: 3, page: 1 });
    expect(asked.at(-1)?.key).toBe('3|1');
    expect(search()).toBe('?origen=boletin');
    expect(store.hrefOf({ tagId: 3, page: 2 })).toBe('/productos?origen=boletin&categoria=3&pagina=2');

    painted();
    expect(search()).toBe('?origen=boletin&categoria=3');
    expect(environment.entries()).toHaveLength(2);
    expect(store.get().address).toBe('?origen=boletin&categoria=3');
  });

  test('a choice before the paint writes it first: the history has both entries, in order; back brings the first', async () => {
    const store = connected();
    store.choose({ tagId: 3, page: 1 }, 'push', afterPaint);
    store.choose({ tagId: 3, page: 2 });
    expect(environment.entries()).toEqual(['/productos', '/productos?categoria=3', '/productos?categoria=3&pagina=2']);
    painted();
    expect(environment.entries()).toHaveLength(3);

    environment.back();
    expect(store.get().selection).toEqual({ tagId: 3, page: 1 });
  });

  test('a link followed before the paint writes it first; a listing taken off the page drops it', () => {
    const store = connected();
    store.choose({ tagId: 3, page: 1 }, 'push', afterPaint);
    store.remember('product-7');
    expect(search()).toBe('?categoria=3');

    store.choose({ tagId: 5, page: 1 }, 'replace', afterPaint);
    disconnect?.();
    disconnect = undefined;
    painted();
    expect(search()).toBe('?categoria=3');
  });
});

describe('race-safe loading', () => {
  test('an older answer that arrives after a newer one is dropped', async () => {
    const store = connected();
    store.choose({ tagId: 2, page: 1 });
    asked[1]?.answer('categoría 2');
    await settle();
    expect(store.get().request).toMatchObject({ status: 'loaded', data: 'categoría 2', dataKey: '2|1' });
    // The first request ignored its abort and answers last.
    asked[0]?.answer('todo');
    await settle();
    expect(store.get().request).toMatchObject({ status: 'loaded', data: 'categoría 2', dataKey: '2|1' });
  });

  test('a failure of the current request is reported and said; retry asks again; a given-up one says nothing', async () => {
    const store = connected();
    store.choose({ tagId: 2, page: 1 });
    asked[0]?.fail(new Error('cancelada'));
    asked[1]?.fail(new Error('500'));
    await settle();
    expect(store.get().request.status).toBe('error');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ phase: 'request', url: '/api/products/2?page=1' }));
    store.retry();
    expect(store.get().request.status).toBe('loading');
    asked[2]?.answer('ok');
    await settle();
    expect(store.get().request).toMatchObject({ status: 'loaded', data: 'ok' });
  });

  test('an answer asked ahead is shown at once, without a request of its own', async () => {
    const store = connected();
    asked[0]?.answer('página 1');
    store.prefetch({ tagId: 0, page: 2 });
    asked[1]?.answer('página 2');
    await settle();
    store.choose({ tagId: 0, page: 2 });
    expect(store.get().request).toMatchObject({ status: 'loaded', data: 'página 2', dataKey: '0|2' });
    expect(asked).toHaveLength(2);
  });

  test("nothing is asked ahead under the visitor's data saver", () => {
    const store = connected();
    environment.saveData(true);
    store.prefetch({ tagId: 0, page: 2 });
    expect(asked.map((request) => request.key)).toEqual(['0|1']);
  });

  test('the answer the page printed is shown and not asked for; entries an answer left out are reported', async () => {
    const store = connected({ printed: () => 'impreso' });
    expect(store.get().request).toMatchObject({ status: 'loaded', data: 'impreso' });
    expect(asked).toEqual([]);
    store.choose({ tagId: 0, page: 2 });
    asked[0]?.answer('página 2', [{ path: [0], message: 'sin nombre' }] as unknown as Checked<string>['skipped']);
    await settle();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ phase: 'data' }));
  });

  test('disconnected, the request under way is given up, and asked again on the next connect', () => {
    const store = createListingStore(options());
    store.connect()();
    expect(asked[0]?.signal.aborted).toBe(true);
    disconnect = store.connect();
    expect(asked.map((request) => request.key)).toEqual(['0|1', '0|1']);
  });
});

describe('storage', () => {
  test('remember saves the selection and the item; the next store on the path starts from them, once', () => {
    const store = connected();
    store.choose({ tagId: 4, page: 3 });
    store.remember('product-7');
    disconnect?.();
    // The visitor comes back to the listing's page, a fresh load of it.
    environment.write('/productos', 'push');

    const back = createListingStore(options());
    expect(back.get().selection).toMatchObject({ tagId: 4, page: 3 });
    expect(back.get().returnItem).toBe('product-7');
    disconnect = back.connect();
    // The saved state was written to the address in place, and forgotten.
    expect(environment.current()).toBe('/productos?categoria=4&pagina=3');
    expect(environment.session.size).toBe(0);
    back.itemReturned();
    expect(back.get().returnItem).toBeNull();
  });

  test('an address that names a selection wins over the saved one; a saved entry of another path or shape reads as none', () => {
    openAt('/productos?pagina=2');
    environment.session.set(KEY, JSON.stringify({ path: '/productos', tagId: 4, page: 3 }));
    expect(createListingStore(options()).get().selection).toEqual({ tagId: 0, page: 2 });

    openAt('/productos');
    environment.session.set(KEY, JSON.stringify({ path: '/otra', tagId: 4, page: 3 }));
    expect(createListingStore(options()).get().selection).toEqual(FIRST);
    environment.session.set(KEY, JSON.stringify({ path: '/productos', tagId: 'cuatro', page: 3 }));
    expect(createListingStore(options()).get().selection).toEqual(FIRST);
    environment.session.set(KEY, '{roto');
    expect(createListingStore(options()).get().selection).toEqual(FIRST);
  });

  test('a return from the back-forward cache forgets the saved selection and lands on the item', () => {
    const store = connected();
    store.remember('product-9');
    // A first showing of the page (not from the cache) is nothing to return from.
    environment.fire('pageshow', false);
    expect(store.get().returnItem).toBeNull();
    environment.fire('pageshow', true);
    expect(store.get().returnItem).toBe('product-9');
    expect(environment.session.size).toBe(0);
  });
});
