/**
 * GET /api/products and GET /api/products/{tagId}: `{tags, posts}`, 12 per page.
 * `tagId` 0 ('Todo') lists every product; another id keeps that category's products
 * (an unknown id answers an empty page); a non-integer `tagId` answers 404.
 */
import { http, HttpResponse } from 'msw';
import type { ProductsResponse } from '../../src/shared/api/products';
import { paginate, resolveCurrentPage } from '../base/laravel-paginator';
import type { BackendState } from '../base/state';
import { api, notFound, parseIntegerParam, receive } from './util';

const PRODUCTS_PER_PAGE = 12;

export function productsHandlers(state: BackendState) {
  return [
    http.get<{ tagId?: string }>(api('/api/products/:tagId?'), async ({ request, params }) => {
      await receive(state, request);
      let tagId = 0;
      if (params.tagId !== undefined) {
        const parsed = parseIntegerParam(params.tagId);
        if (parsed === null) return notFound();
        tagId = parsed;
      }

      const url = new URL(request.url);
      const path = `${url.origin}/api/products${params.tagId === undefined ? '' : `/${tagId}`}`;
      const page = resolveCurrentPage(url.searchParams.get('page'));
      const products = tagId === 0 ? state.products : state.products.filter((product) => product.category?.id === tagId);

      return HttpResponse.json<ProductsResponse>({
        tags: state.productTags,
        posts: paginate(products, page, PRODUCTS_PER_PAGE, path),
      });
    }),
  ];
}
