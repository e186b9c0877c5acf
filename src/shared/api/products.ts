import * as v from 'valibot';
import { pathSegment } from './routes';
import { id, listOrNone, optionalObject } from '../../base/schema/laravel';
import { paginatorSchema } from '../pagination/paginator';
import { getChecked, type Checked } from './request';
import { tagRefSchema, tagSchema } from './tags';

/** The 'Todo' tab of the catalogue: every product. */
export const ALL_PRODUCTS_TAG_ID = 0;

/** Product card data (docs/widgets/catalogue.md). */
const productCardSchema = v.looseObject({
  id,
  name: v.string(),
  image: v.nullish(v.string()),
  category: optionalObject(tagRefSchema),
});

export type ProductCard = v.InferOutput<typeof productCardSchema>;

/** GET /api/products and /api/products/{tagId}: the categories and a page of products (`posts`, as the backend names it). */
export const productsResponseSchema = v.looseObject({
  tags: listOrNone(tagSchema),
  posts: paginatorSchema(productCardSchema),
});

export type ProductsResponse = v.InferOutput<typeof productsResponseSchema>;

export interface ProductsQuery {
  /** 0 ('Todo') asks `/api/products`; any other id `/api/products/{tagId}`. */
  tagId: number;
  page: number;
}

export function productsPath({ tagId }: Pick<ProductsQuery, 'tagId'>): string {
  return tagId === ALL_PRODUCTS_TAG_ID ? '/api/products' : `/api/products/${pathSegment(tagId)}`;
}

/** GET /api/products[/{tagId}]?page={n} (docs/widgets/catalogue.md). */
export function fetchProducts(query: ProductsQuery, signal?: AbortSignal): Promise<Checked<ProductsResponse>> {
  return getChecked(productsPath(query), productsResponseSchema, { params: { page: query.page }, ...(signal ? { signal } : {}) });
}
