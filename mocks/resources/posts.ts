/**
 * GET /api/posts/{section} and GET /api/posts/{section}/{tagId}: `{tags, landings, posts}`.
 *
 * - `page` is read like Laravel (missing or invalid → 1); 12 posts per page.
 * - `tagId` 0 (the 'Todo' tab) lists every post. Another id keeps the posts whose `tag`
 *   (parent category) has that id or whose `tags` include it, so a child tag id filters
 *   by subcategory. An id no post uses answers an empty page.
 * - `tagId` -1 is the 'Landings' tab: the landings are already in `landings`, so `posts`
 *   is an empty paginator (landings are not turned into posts).
 * - `producto` (a positive integer) keeps the posts whose ingredients link to that product
 *   (`state.postProducts`, the worked host's `post_product` table); the paginator's links keep
 *   it. Anything else (`abc`, `0`) answers 422, as Laravel's validation does.
 * - `user_id` is accepted and recorded in `state.requests`; it does not change the data
 *   (the widget decides what to blur from `login_required` and the global user).
 * - An unknown section, or a `tagId` that is not an integer, answers 404 `{message: 'Not Found'}`.
 */
import { http, HttpResponse } from 'msw';
import type { PostCard, PostsResponse } from '../../src/shared/api/posts';
import { paginate, resolveCurrentPage } from '../base/laravel-paginator';
import type { BackendState, PostSectionData } from '../base/state';
import { api, notFound, parseIntegerParam, receive } from './util';

const POSTS_PER_PAGE = 12;
/** The 'Landings' tab. */
const LANDINGS_TAG_ID = -1;
/** The 'Todo' tab. */
const ALL_TAG_ID = 0;

function postHasTag(post: PostCard, tagId: number): boolean {
  return post.tag?.id === tagId || post.tags.some((tag) => tag.id === tagId);
}

/** What the backend answers for one page of `section` (`path`: the paginator's, without query). */
export function postsAnswer(section: PostSectionData, tagId: number, page: number, path: string, linked?: (post: PostCard) => boolean): PostsResponse {
  const tagged = tagId === LANDINGS_TAG_ID ? [] : tagId === ALL_TAG_ID ? section.posts : section.posts.filter((post) => postHasTag(post, tagId));
  const posts = linked === undefined ? tagged : tagged.filter(linked);
  return { tags: section.tags, landings: section.landings, posts: paginate(posts, page, POSTS_PER_PAGE, path) };
}

export function postsHandlers(state: BackendState) {
  return [
    http.get<{ section: string; tagId?: string }>(api('/api/posts/:section/:tagId?'), async ({ request, params }) => {
      await receive(state, request);
      const section = Object.hasOwn(state.sections, params.section) ? state.sections[params.section] : undefined;
      if (!section) return notFound();

      let tagId = ALL_TAG_ID;
      if (params.tagId !== undefined) {
        const parsed = parseIntegerParam(params.tagId);
        if (parsed === null) return notFound();
        tagId = parsed;
      }

      const url = new URL(request.url);
      const path = `${url.origin}/api/posts/${encodeURIComponent(params.section)}${params.tagId === undefined ? '' : `/${tagId}`}`;
      const producto = url.searchParams.get('producto');
      if (producto === null) return HttpResponse.json<PostsResponse>(postsAnswer(section, tagId, resolveCurrentPage(url.searchParams.get('page')), path));
      const productId = parseIntegerParam(producto);
      if (productId === null || productId < 1) {
        return HttpResponse.json({ message: 'El campo producto no es válido.', errors: { producto: ['El campo producto no es válido.'] } }, { status: 422 });
      }
      const linked = (post: PostCard) => (state.postProducts[post.id] ?? []).includes(productId);
      // Laravel's `withQueryString()`: the links carry `producto` before `page`; `path` does not.
      const answer = postsAnswer(section, tagId, resolveCurrentPage(url.searchParams.get('page')), `${path}?producto=${productId}`, linked);
      return HttpResponse.json<PostsResponse>({ ...answer, posts: { ...answer.posts, path } });
    }),
  ];
}
