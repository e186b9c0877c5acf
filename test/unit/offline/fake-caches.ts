/**
 * An in-memory Cache Storage for jsdom, which has none: what the offline code uses of it
 * (open, keys, has, delete, match; a cache's put, match, keys), keyed by absolute URL.
 */
class FakeCache {
  readonly entries = new Map<string, Response>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(keyOf(request))?.clone();
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function keyOf(request: RequestInfo | URL): string {
  if (request instanceof Request) return request.url;
  return new URL(String(request), 'http://localhost/').href;
}

export class FakeCaches {
  readonly stores = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.stores.get(name);
    if (cache === undefined) {
      cache = new FakeCache();
      this.stores.set(name, cache);
    }
    return cache;
  }

  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }

  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}): Promise<Response | undefined> {
    const names = options.cacheName === undefined ? [...this.stores.keys()] : [options.cacheName];
    for (const name of names) {
      const found = await this.stores.get(name)?.match(request);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The addresses each cache holds, by cache: what a test compares. */
  urls(): Record<string, string[]> {
    return Object.fromEntries([...this.stores].map(([name, cache]) => [name, [...cache.entries.keys()].map((url) => new URL(url).pathname)]));
  }
}

/** Installs a fresh fake as `window.caches` for each test; answers the current one. */
export function installFakeCaches(): () => FakeCaches {
  let current = new FakeCaches();
  beforeEach(() => {
    current = new FakeCaches();
    Object.defineProperty(window, 'caches', { configurable: true, value: current });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'caches');
  });
  return () => current;
}
