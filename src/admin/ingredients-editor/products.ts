import { createContext } from 'react';
import * as v from 'valibot';
import { productListSchema, type Product } from './schema';
import { nameKey, searchable } from './normalize';

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
  return { products, keys: products.map((product) => searchable(product.name)), byId: new Map(products.map((product) => [String(product.id), product])), byName, unavailable };
}

/** The one product named `text`, ignoring case, accents and spacing ('dulce de leche REPOSTERO'); null if none or several. */
export function productNamed(index: ProductIndex, text: string): Product | null {
  const key = nameKey(text);
  return key === '' ? null : (index.byName.get(key) ?? null);
}

export type ProductsRead = { ok: true; index: ProductIndex } | { ok: false; problem: string };

/** Reads `#id` (a `<script type="application/json">`) holding `[{id, name}]`. */
export function readProducts(reference: string | undefined): ProductsRead {
  if (reference === undefined || reference.trim() === '') return { ok: true, index: indexProducts([]) };
  const id = reference.trim().replace(/^#/, '');
  const element = document.getElementById(id);
  if (!(element instanceof HTMLScriptElement)) return { ok: false, problem: `no <script> element with id "${id}"` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch (error) {
    return { ok: false, problem: `invalid JSON in #${id}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const result = v.safeParse(productListSchema, parsed);
  if (!result.success) return { ok: false, problem: `#${id} is not a list of {id, name}` };
  return { ok: true, index: indexProducts(result.output) };
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
