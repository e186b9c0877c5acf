import type { Distributor } from '../../../src/shared/api/distributors';
import { distanceKm, distanceText, orderByDistance } from '../../../src/shared/distributors/nearby/distance';
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
