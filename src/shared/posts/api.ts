import type { PostsResponse } from '../api/types';
import { arrayOf, check, guard, isRecord } from '../guards';
import { http } from '../http';

/** The 'Todo' tab: every post (spec section 9). */
export const ALL_TAG_ID = 0;
/** The 'Landings' tab (spec section 9). */
export const LANDINGS_TAG_ID = -1;

export interface PostsQuery {
  section: string;
  /** 0 ('Todo') asks `/api/posts/{section}`; any other id `/api/posts/{section}/{tagId}`. */
  tagId: number;
  page: number;
  userId: number | null;
}

export function postsPath({ section, tagId }: Pick<PostsQuery, 'section' | 'tagId'>): string {
  const base = `/api/posts/${encodeURIComponent(section)}`;
  return tagId === ALL_TAG_ID ? base : `${base}/${tagId}`;
}

const isList = arrayOf<unknown>(guard((value) => (isRecord(value) ? null : 'expected an object')));

/** Enough of the shape that rendering cannot crash on a foreign answer. */
export const isPostsResponse = guard<PostsResponse>((value) => {
  if (!isRecord(value)) return 'expected an object';
  if (isList(value.tags) !== null) return '"tags" expected a list of objects';
  if (value.landings !== undefined && isList(value.landings) !== null) return '"landings" expected a list of objects';
  const posts = value.posts;
  if (!isRecord(posts)) return '"posts" expected an object';
  if (isList(posts.data) !== null) return '"posts.data" expected a list of objects';
  if (isList(posts.links) !== null) return '"posts.links" expected a list of objects';
  return null;
});

/** GET /api/posts/{section}[/{tagId}] with `page` and, for a logged user, `user_id` (spec section 7). */
export async function fetchPosts(query: PostsQuery, signal: AbortSignal): Promise<PostsResponse> {
  const params: Record<string, number> = { page: query.page };
  if (query.userId !== null) params.user_id = query.userId;
  const response = await http.get<unknown>(postsPath(query), { params, signal });
  const checked = check(isPostsResponse, response.data);
  if (!checked.ok) throw new Error(`unexpected answer from ${postsPath(query)}: ${checked.problem}`);
  return { ...checked.value, landings: checked.value.landings ?? [] };
}
