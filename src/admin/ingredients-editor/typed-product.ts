import { productNamed, type ProductIndex } from './products';
import type { Product } from './schema';

/** What leaving the product field with `typed` in it means for the saved product. */
type TypedProduct =
  /** The field still shows the saved product. */
  | { readonly kind: 'unchanged' }
  /** The text names one product exactly (case, accents and spacing aside): it is the one saved. */
  | { readonly kind: 'choose'; readonly product: Product }
  /** An emptied field: no product is saved. */
  | { readonly kind: 'clear' }
  /** Text that names no product: the field goes back to the saved one, and says so. */
  | { readonly kind: 'unknown'; readonly typed: string };

/** What the field shows on leaving it is what is saved: never one product shown and another posted. */
export function typedProduct(index: ProductIndex, typed: string, shownName: string): TypedProduct {
  if (typed === shownName) return { kind: 'unchanged' };
  if (typed.trim() === '') return { kind: 'clear' };
  const product = productNamed(index, typed);
  return product === null ? { kind: 'unknown', typed: typed.trim() } : { kind: 'choose', product };
}
