import type { Distributor } from '../../api/distributors';

/** A point on the map, in decimal degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/** The distributors by distance from a point: each distance worked out once per position, the whole order only when needed. */
export interface NearOrder {
  /** Every distributor: the located ones nearest first (the name breaking a tie), then those without coordinates, by name. Worked out on first use. */
  readonly order: readonly Distributor[];
  /** Each located distributor's distance, in kilometres. */
  readonly distances: ReadonlyMap<Distributor, number>;
  /** A row's distance as written ('a 3,2 km'), or null without coordinates: each written once, when its row first shows. */
  distanceOf: (distributor: Distributor) => string | null;
  /**
   * The distributors `from` (included) to `to` (left out) of `list`, a part of the directory in
   * its name order (a province, a search), as `order` ranks them: before the whole order is
   * worked out, the first pages are picked in one pass over `list` (`nearest`), so the
   * position's first page paints without sorting 5,000.
   */
  slice: (list: readonly Distributor[], from: number, to: number) => readonly Distributor[];
  /** Works out the whole order now: called once the first page has painted, for the pages after it and a province. */
  complete: () => void;
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** Longer than any distance on the Earth (half its circumference is about 2.0e10 mm): where the unlocated rank, in millimetres. */
const UNLOCATED_MM = 21_000_000_000;

/** Up to this many rows (five pages of 20), a page is picked in one pass while the whole order is not worked out yet. */
const PICKED_AT_MOST = 100;

/** The great-circle distance between two points (haversine), in kilometres: within 0.5 % of the road-free truth, enough to order shops. */
export function distanceKm(from: Point, to: Point): number {
  const dLat = (to.lat - from.lat) * RADIANS;
  const dLng = (to.lng - from.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `count` smallest of `keys` (distinct whole numbers), smallest first, in one pass: each key
 * is compared with the largest kept so far and, when smaller, put in its place among them
 * (a binary search). For a page of 20 among 5,000 it is about 5,000 comparisons and a few
 * dozen insertions, where a sort is some 60,000 comparisons.
 */
export function smallest(keys: ArrayLike<number>, count: number): number[] {
  const kept: number[] = [];
  if (count <= 0) return kept;
  for (let at = 0; at < keys.length; at += 1) {
    const key = keys[at] as number;
    const full = kept.length === count;
    if (full && key >= (kept[count - 1] as number)) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((kept[middle] as number) < key) low = middle + 1;
      else high = middle;
    }
    if (full) kept.pop();
    kept.splice(low, 0, key);
  }
  return kept;
}

/**
 * `byName` (every distributor in name order: the directory's `all`) by distance from `origin`.
 * On arrival, one distance per distributor (linear), each as a whole number: the distance to the
 * millimetre with the distributor's place in `byName` below it (the unlocated beyond any
 * distance), so comparing two numbers compares distance then name, and equal distances keep the
 * name order. The whole order is one native sort of those numbers (no comparator: a call per
 * comparison was most of the time over 5,000), worked out on first use or by `complete`; until
 * then a page is picked in one pass (`smallest`). No radius: the nearest comes first however
 * far it is. Province and search filter the name order, then rank what is left.
 */
export function orderByDistance(byName: readonly Distributor[], origin: Point): NearOrder {
  const count = byName.length;
  const kms = new Float64Array(count);
  // Whole numbers below 2^53 while the list is under 400,000 (21,000 km in mm, times the count).
  const keys = new Float64Array(count);
  const places = new Map<Distributor, number>();
  byName.forEach((distributor, index) => {
    places.set(distributor, index);
    const { lat, lng } = distributor;
    if (typeof lat === 'number' && typeof lng === 'number') {
      const km = distanceKm(origin, { lat, lng });
      kms[index] = km;
      keys[index] = Math.round(km * 1e6) * count + index;
    } else {
      kms[index] = Number.NaN;
      keys[index] = UNLOCATED_MM * count + index;
    }
  });
  const at = (key: number) => byName[key % count] as Distributor;
  // The keys of a part of the directory (every list here is one; all of it: the keys themselves).
  const keysOf = (list: readonly Distributor[]): ArrayLike<number> => {
    if (list.length === count) return keys;
    const part = new Float64Array(list.length);
    list.forEach((distributor, at) => (part[at] = keys[places.get(distributor) ?? 0] as number));
    return part;
  };

  let order: readonly Distributor[] | null = null;
  const whole = (): readonly Distributor[] => (order ??= Array.from(keys.slice().sort(), at));
  // The last list ranked whole (a province, a search) and its order: the pages after it reuse it.
  let ranked: { list: readonly Distributor[]; order: readonly Distributor[] } | null = null;
  const rank = (list: readonly Distributor[]): readonly Distributor[] => {
    if (list.length === count) return whole();
    if (ranked?.list !== list) {
      const members = new Set(list);
      ranked = { list, order: whole().filter((distributor) => members.has(distributor)) };
    }
    return ranked.order;
  };

  let distances: ReadonlyMap<Distributor, number> | null = null;
  const texts = new Map<Distributor, string>();
  return {
    get order() {
      return whole();
    },
    get distances() {
      return (distances ??= new Map(byName.flatMap((distributor, index) => (Number.isNaN(kms[index]) ? [] : [[distributor, kms[index] as number]]))));
    },
    distanceOf: (distributor) => {
      const index = places.get(distributor);
      const km = index === undefined ? Number.NaN : (kms[index] as number);
      if (Number.isNaN(km)) return null;
      let text = texts.get(distributor);
      if (text === undefined) texts.set(distributor, (text = distanceText(km)));
      return text;
    },
    slice: (list, from, to) => (order === null && to <= PICKED_AT_MOST ? smallest(keysOf(list), to).slice(from).map(at) : rank(list).slice(from, to)),
    complete: () => void whole(),
  };
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
