import { fetchPosts, postsPath, type PostsQuery, type PostsResponse } from '../api/posts';
import type { LatestRequest, LatestRequestOptions } from '../loading/use-latest-request';
import { useLoadResource } from '../loading/use-load-resource';
import type { ResourceRequest } from '../loading/prefetch';

/** How a failure names the request: path, page and product, as the visitor's browser asked. */
function requestUrl(query: PostsQuery): string {
  const search = `?page=${query.page}${query.productId != null ? `&producto=${query.productId}` : ''}`;
  try {
    return `${postsPath(query)}${search}`;
  } catch {
    return `/api/posts/${query.section}${search}`;
  }
}

/** One page of a section's posts as a request: `key` names it (a listing's `listingKey`); by default the query itself. */
export function postsRequest(
  query: PostsQuery,
  key = `${query.section}|${query.tagId}|${query.page}|${query.userId ?? ''}|${query.productId ?? ''}`,
): ResourceRequest<PostsResponse> {
  return { key, url: requestUrl(query), fetch: (signal) => fetchPosts(query, signal) };
}

/** One page of a section's posts (`useLoadResource`). */
export function useLoadPosts(query: PostsQuery, options?: Pick<LatestRequestOptions<PostsResponse>, 'initial'>): LatestRequest<PostsResponse> {
  const { key, fetch, url } = postsRequest(query);
  return useLoadResource(key, fetch, url, options);
}
