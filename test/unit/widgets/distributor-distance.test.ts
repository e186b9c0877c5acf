import type { Distributor } from '../../../src/shared/api/distributors';
import { distanceKm, distanceText, orderByDistance, smallest } from '../../../src/shared/distributors/nearby/distance';
import { locate, locationGranted } from '../../../src/shared/distributors/nearby/locate';

const CORDOBA = { lat: -31.4201, lng: -64.1888 };
const BUENOS_AIRES = { lat: -34.6037, lng: -58.3816 };
const CARLOS_PAZ = { lat: -31.4241, lng: -64.4978 };

describe('the distance (haversine)', () => {
  test('between real cities, in kilometres, either way', () => {
    expect(distanceKm(BUENOS_AIRES, CORDOBA)).toBeGreaterThan(640);
    expect(distanceKm(BUENOS_AIRES, CORDOBA)).toBeLessThan(652);
    expect(distanceKm(CORDOBA, CARLOS_PAZ)).toBeCloseTo(29.4, 0);
    expect(distanceKm(CORDOBA, BUENOS_AIRES)).toBeCloseTo(distanceKm(BUENOS_AIRES, CORDOBA), 9);
    expect(distanceKm(CORDOBA, CORDOBA)).toBe(0);
  });
});

describe('the distance as a row shows it (es-AR)', () => {
  test.each([
    [0, 'a 10 m'],
    [0.004, 'a 10 m'],
    [0.85, 'a 850 m'],
    [0.9996, 'a 1 km'],
    [3.24, 'a 3,2 km'],
    [9.96, 'a 10 km'],
    [48.4, 'a 48 km'],
    [1150.3, 'a 1.150 km'],
  ])('%p km reads %p', (km, text) => {
    expect(distanceText(km)).toBe(text);
  });
});

describe('the order by distance', () => {
  const shop = (id: number, name: string, place: { lat: number; lng: number } | null): Distributor => ({
    id,
    name,
    province: 'Córdoba',
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
  });
  const byName = [
    shop(1, 'A lejos', BUENOS_AIRES),
    shop(2, 'B sin lugar', null),
    shop(3, 'C cerca', CARLOS_PAZ),
    shop(4, 'D cerca también', CARLOS_PAZ),
    shop(5, 'E sin lugar', null),
    shop(6, 'F en Córdoba', CORDOBA),
  ];

  test('nearest first, equal distances in name order, those without coordinates last in name order', () => {
    const { order, distances } = orderByDistance(byName, CARLOS_PAZ);
    expect(order.map((d) => d.id)).toEqual([3, 4, 6, 1, 2, 5]);
    expect(distances.get(byName[2] as Distributor)).toBe(0);
    expect(distances.has(byName[1] as Distributor)).toBe(false);
    expect(distances.size).toBe(4);
  });

  test('the nearest comes first however far it is (no radius)', () => {
    const far = [shop(1, 'Sólo en Buenos Aires', BUENOS_AIRES), shop(2, 'Sin lugar', null)];
    const { order, distances } = orderByDistance(far, { lat: -54.8019, lng: -68.303 });
    expect(order.map((d) => d.id)).toEqual([1, 2]);
    expect(distanceText(distances.get(far[0] as Distributor) ?? 0)).toMatch(/^a 2\.\d{3} km$/);
  });

  test('the list given is left as it was', () => {
    const before = byName.map((d) => d.id);
    orderByDistance(byName, CORDOBA);
    expect(byName.map((d) => d.id)).toEqual(before);
  });
});

describe('the first pages picked in one pass (no whole order)', () => {
  /** A small seeded generator (mulberry32): the same inputs every run. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  test('the smallest of distinct numbers, smallest first, equal to the start of the sort', () => {
    const next = random(7);
    for (let run = 0; run < 50; run += 1) {
      const keys = [...new Set(Array.from({ length: 1 + Math.floor(next() * 300) }, () => Math.floor(next() * 1000)))];
      const sorted = [...keys].sort((a, b) => a - b);
      for (const count of [0, 1, 20, 40, 100, keys.length + 5]) expect(smallest(keys, count)).toEqual(sorted.slice(0, count));
    }
  });

  /**
   * A directory in name order with what makes ties: shops at the very same place (one city's
   * centre), names repeated, and shops without coordinates.
   */
  function directory(next: () => number, count: number): Distributor[] {
    const places = Array.from({ length: 12 }, () => ({ lat: -22 - next() * 30, lng: -54 - next() * 18 }));
    const shops = Array.from({ length: count }, (_, index): Distributor => {
      const where = next();
      const place =
        where < 0.1 ? null : where < 0.5 ? (places[Math.floor(next() * places.length)] ?? null) : { lat: -22 - next() * 30, lng: -54 - next() * 18 };
      return {
        id: index + 1,
        name: `Distribuidora ${Math.floor(next() * count * 0.6)}`,
        province: 'Córdoba',
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
      };
    });
    const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    return shops.sort((a, b) => collator.compare(a.name, b.name));
  }

  test('any page of any part of the directory, before and after the whole order, equals the same page of the whole order (ties included)', () => {
    const next = random(53);
    for (let run = 0; run < 12; run += 1) {
      const byName = directory(next, 50 + Math.floor(next() * 600));
      const origin = { lat: -22 - next() * 30, lng: -54 - next() * 18 };
      const reference = orderByDistance(byName, origin).order;
      // Every distributor, a part of them (a province, a search) and the last few.
      const parts = [byName, byName.filter(() => next() < 0.3), byName.slice(-7)];
      for (const part of parts) {
        const members = new Set(part);
        const expected = reference.filter((shop) => members.has(shop));
        const near = orderByDistance(byName, origin);
        for (const [from, to] of [
          [0, 20],
          [20, 40],
          [80, 100],
          [100, 120],
        ] as const) {
          expect(near.slice(part, from, to)).toEqual(expected.slice(from, to));
        }
        near.complete();
        expect(near.slice(part, 0, 20)).toEqual(expected.slice(0, 20));
        expect(near.slice(part, 20, 40)).toEqual(expected.slice(20, 40));
      }
    }
  });

  test('equal distances keep the name order, and the unlocated come last in it', () => {
    const here = { lat: -31.4, lng: -64.2 };
    const byName: Distributor[] = ['A', 'B', 'C', 'D', 'E'].map((name, index) => ({
      id: index + 1,
      name,
      province: 'Córdoba',
      lat: index === 1 ? null : -31.5,
      lng: index === 1 ? null : -64.3,
    }));
    const near = orderByDistance(byName, here);
    expect(near.slice(byName, 0, 20).map((shop) => shop.name)).toEqual(['A', 'C', 'D', 'E', 'B']);
    expect(near.slice(byName, 1, 3).map((shop) => shop.name)).toEqual(['C', 'D']);
  });
});

describe('asking the phone', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  afterEach(() => {
    jest.useRealTimers();
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else Reflect.deleteProperty(navigator, 'geolocation');
  });

  function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']): void {
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  }

  test('the point, asked coarse, with a timeout and a position up to five minutes old', async () => {
    const options: (PositionOptions | undefined)[] = [];
    const ask: Geolocation['getCurrentPosition'] = (success, _failure, asked) => {
      options.push(asked);
      success({ coords: { latitude: -31.42, longitude: -64.49 } } as GeolocationPosition);
    };
    stubGeolocation(ask);
    await expect(locate(5000)).resolves.toEqual({ kind: 'found', point: { lat: -31.42, lng: -64.49 } });
    expect(options).toEqual([{ enableHighAccuracy: false, maximumAge: 300_000, timeout: 5000 }]);
  });

  test.each([
    [1, 'denied'],
    [2, 'failed'],
    [3, 'timeout'],
  ])('error code %p: %p', async (code, kind) => {
    stubGeolocation((_success, failure) => failure?.({ code } as GeolocationPositionError));
    await expect(locate()).resolves.toEqual({ kind });
  });

  test('a browser that never answers (a dismissed prompt) times out on our own clock', async () => {
    jest.useFakeTimers();
    stubGeolocation(() => undefined);
    const located = locate(2000);
    jest.advanceTimersByTime(3000);
    await expect(located).resolves.toEqual({ kind: 'timeout' });
  });

  test('no geolocation at all: unsupported', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    await expect(locate()).resolves.toEqual({ kind: 'unsupported' });
  });

  test('no Permissions API: not granted (the address alone never prompts)', async () => {
    await expect(locationGranted()).resolves.toBe(false);
  });
});
