import type { Distributor } from '../../api/distributors';

/** A point on the map, in decimal degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/** The distributors by distance from a point, worked out once per position. */
export interface NearOrder {
  /** Every distributor: the located ones nearest first (the name breaking a tie), then those without coordinates, by name. */
  order: readonly Distributor[];
  /** Each located distributor's distance, in kilometres. */
  distances: ReadonlyMap<Distributor, number>;
  /** A row's distance as written ('a 3,2 km'), or null without coordinates: each written once, when its row first shows. */
  distanceOf: (distributor: Distributor) => string | null;
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** The great-circle distance between two points (haversine), in kilometres: within 0.5 % of the road-free truth, enough to order shops. */
export function distanceKm(from: Point, to: Point): number {
  const dLat = (to.lat - from.lat) * RADIANS;
  const dLng = (to.lng - from.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * `byName` (every distributor in name order: the directory's `all`) ordered by distance from
 * `origin`: one distance per distributor (linear), then one native sort of numbers, each the
 * distance to the millimetre with the distributor's place in `byName` below it, so equal
 * distances keep the name order and the sort needs no comparator (a comparator's call per
 * comparison was most of the time over 5,000); the unlocated keep theirs at the end. No
 * radius: the nearest comes first however far it is. Province and search then filter this
 * order, so a keystroke never sorts again.
 */
export function orderByDistance(byName: readonly Distributor[], origin: Point): NearOrder {
  const count = byName.length;
  const distances = new Map<Distributor, number>();
  const keys = new Float64Array(count);
  const unlocated: Distributor[] = [];
  let located = 0;
  byName.forEach((distributor, index) => {
    const { lat, lng } = distributor;
    if (typeof lat === 'number' && typeof lng === 'number') {
      const km = distanceKm(origin, { lat, lng });
      distances.set(distributor, km);
      // Whole numbers below 2^53 while the list is under 400,000 (20,000 km in mm, times the count).
      keys[located++] = Math.round(km * 1e6) * count + index;
    } else {
      unlocated.push(distributor);
    }
  });
  const order: Distributor[] = [];
  for (const key of keys.subarray(0, located).sort()) order.push(byName[key % count] as Distributor);
  const texts = new Map<Distributor, string>();
  const distanceOf = (distributor: Distributor) => {
    const km = distances.get(distributor);
    if (km === undefined) return null;
    let text = texts.get(distributor);
    if (text === undefined) texts.set(distributor, (text = distanceText(km)));
    return text;
  };
  return { order: [...order, ...unlocated], distances, distanceOf };
}

const oneDecimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/**
 * A row's distance as Argentines write it: "a 850 m" under a kilometre (to the 10 m: a
 * phone's fix is no finer), "a 3,2 km" under ten, "a 48 km" and "a 1.150 km" beyond.
 */
export function distanceText(km: number): string {
  const metres = Math.max(10, Math.round(km * 100) * 10);
  if (metres < 1000) return `a ${whole.format(metres)} m`;
  // 9.96 rounds to "10": written as the whole number it is.
  const rounded = Math.round(km * 10) / 10;
  return `a ${rounded < 10 ? oneDecimal.format(rounded) : whole.format(km)} km`;
}
