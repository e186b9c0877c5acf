import type { PostsQuery, PostsResponse } from '../api/posts';
import type { LatestRequest, LatestRequestOptions } from '../loading/use-latest-request';
import { useLoadResource } from '../loading/use-load-resource';
import { postsRequest } from './posts-request';

/** One page of a section's posts (`useLoadResource`). */
export function useLoadPosts(query: PostsQuery, options?: Pick<LatestRequestOptions<PostsResponse>, 'initial'>): LatestRequest<PostsResponse> {
  const { key, fetch, url } = postsRequest(query);
  return useLoadResource(key, fetch, url, options);
}
