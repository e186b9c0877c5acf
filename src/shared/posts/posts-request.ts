import { fetchPosts, postsPath, type PostsQuery, type PostsResponse } from '../api/posts';
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

/**
 * One page of a section's posts as a request: `key` names it (a listing's `listingKey`); by
 * default the query itself. A file of its own: the post grid's listing store takes the request,
 * without the carousel's hook and what it imports.
 */
export function postsRequest(
  query: PostsQuery,
  key = `${query.section}|${query.tagId}|${query.page}|${query.userId ?? ''}|${query.productId ?? ''}`,
): ResourceRequest<PostsResponse> {
  return { key, url: requestUrl(query), fetch: (signal) => fetchPosts(query, signal) };
}
