import { createContext } from 'react';
import { readPageJson } from '../shared/document/page-json';
import { nameKey, searchable } from './normalize';
import { productListSchema, type Product } from './schema';

/** The page's product list (a JSON script), with each name made searchable once. */
export interface ProductIndex {
  readonly products: readonly Product[];
  readonly keys: readonly string[];
  readonly byId: ReadonlyMap<string, Product>;
  /** By `nameKey`; null where two products share a name (no single match to offer). */
  readonly byName: ReadonlyMap<string, Product | null>;
  readonly unavailable: boolean;
}

export function indexProducts(products: readonly Product[], unavailable = false): ProductIndex {
  const byName = new Map<string, Product | null>();
  for (const product of products) {
    const key = nameKey(product.name);
    byName.set(key, byName.has(key) ? null : product);
  }
  return {
    products,
    keys: products.map((product) => searchable(product.name)),
    byId: new Map(products.map((product) => [String(product.id), product])),
    byName,
    unavailable,
  };
}

/** The one product named `text`, ignoring case, accents and spacing ('dulce de leche REPOSTERO'); null if none or several. */
export function productNamed(index: ProductIndex, text: string): Product | null {
  const key = nameKey(text);
  return key === '' ? null : (index.byName.get(key) ?? null);
}

type ProductsRead = { ok: true; index: ProductIndex } | { ok: false; problem: string };

/** Reads the product list `[{id, name}]` (`#id` of a JSON script); without one, only free-text ingredients. */
export function readProducts(reference: string | undefined): ProductsRead {
  if (reference === undefined) return { ok: true, index: indexProducts([]) };
  const read = readPageJson(productListSchema, reference);
  return read.ok ? { ok: true, index: indexProducts(read.value) } : read;
}

export function filterProducts(index: ProductIndex, query: string, limit: number): { shown: Product[]; more: number } {
  const wanted = searchable(query.trim());
  const shown: Product[] = [];
  let more = 0;
  index.products.forEach((product, position) => {
    if (wanted !== '' && !(index.keys[position] ?? '').includes(wanted)) return;
    if (shown.length < limit) shown.push(product);
    else more += 1;
  });
  return { shown, more };
}

export const ProductsContext = createContext<ProductIndex>(indexProducts([]));
