import { fetchPosts, postsPath, type PostsQuery, type PostsResponse } from '../api/posts';
import type { LatestRequest, LatestRequestOptions } from '../loading/use-latest-request';
import { useLoadResource } from '../loading/use-load-resource';

/** How a failure names the request: path and page, as the visitor's browser asked. */
function requestUrl(query: PostsQuery): string {
  try {
    return `${postsPath(query)}?page=${query.page}`;
  } catch {
    return `/api/posts/${query.section}?page=${query.page}`;
  }
}

/**
 * One page of a section's posts (`useLoadResource`). `key` names the request (a listing's
 * `listingKey`); by default the query itself.
 */
export function useLoadPosts(
  query: PostsQuery,
  key = `${query.section}|${query.tagId}|${query.page}|${query.userId ?? ''}`,
  options?: LatestRequestOptions<PostsResponse>,
): LatestRequest<PostsResponse> {
  return useLoadResource(key, (signal) => fetchPosts(query, signal), requestUrl(query), options);
}
