import { pathSegment } from '../../runtime';

/**
 * Every public route the widgets link to. A value enters a URL path
 * only through `pathSegment()`.
 */
export { pathSegment };

/** Where an unfinished registration is completed. */
export const REGISTER_PATH = '/register_pdv/';

export function postPath(id: number): string {
  return `/post/${pathSegment(id)}`;
}

export function productPath(id: number): string {
  return `/product/${pathSegment(id)}`;
}

/** Relative, as the spec writes it: the consumer site resolves it against its own path. */
export function consumerProductPath(id: number): string {
  return `consumers/product/${pathSegment(id)}`;
}

export function distributorPath(id: number): string {
  return `/distribuidores/${pathSegment(id)}`;
}

export function cookbookPath(id: number): string {
  return `/recetarios/${pathSegment(id)}`;
}
