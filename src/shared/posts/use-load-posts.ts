import { fetchPosts, postsPath, type PostsQuery, type PostsResponse } from '../api/posts';
import { useWidget } from '../../runtime';
import { reportSkipped } from '../../runtime/schema/skipped';
import { useLatestRequest, type LatestRequest } from '../loading/use-latest-request';

/** How a failure names the request: path and page, as the visitor's browser asked. */
function requestUrl(query: PostsQuery): string {
  try {
    return `${postsPath(query)}?page=${query.page}`;
  } catch {
    return `/api/posts/${query.section}?page=${query.page}`;
  }
}

/**
 * One page of a section's posts, race-safe (`useLatestRequest`). A failed request, or an
 * answer unusable as a whole, is reported as `request`; the posts, tags or landings an
 * answer had to leave out are reported once as `data`, and the rest is shown. `key`
 * names the request (a listing's `listingKey`); by default the query itself.
 */
export function useLoadPosts(query: PostsQuery, key = `${query.section}|${query.tagId}|${query.page}|${query.userId ?? ''}`): LatestRequest<PostsResponse> {
  const { report } = useWidget();
  return useLatestRequest(
    key,
    async (signal) => {
      const { value, skipped } = await fetchPosts(query, signal);
      reportSkipped(report, skipped, requestUrl(query));
      return value;
    },
    (error) => {
      const url = requestUrl(query);
      report({ phase: 'request', message: `could not load ${url}`, error, url });
    },
  );
}
