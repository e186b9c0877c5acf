import * as v from 'valibot';
import { pathSegment } from './routes';
import { flag, id, listOrNone, optionalObject } from '../../base/schema/laravel';
import { paginatorSchema } from '../pagination/paginator';
import { getChecked, type Checked } from './request';
import { tagRefSchema, tagSchema } from './tags';

/** The 'Todo' tab: every post (docs/widgets/post-listings.md, "Tabs"). */
export const ALL_TAG_ID = 0;
/** The 'Landings' tab (docs/widgets/post-listings.md, "Landings"). */
export const LANDINGS_TAG_ID = -1;

/** Post card data (docs/widgets/post-listings.md, "Cards"). */
export const postCardSchema = v.looseObject({
  id,
  name: v.string(),
  image: v.nullish(v.string()),
  /** 'video' or anything else (a recipe). */
  type: v.nullish(v.string()),
  login_required: flag,
  tag: optionalObject(tagRefSchema),
  tags: listOrNone(tagRefSchema),
  metadata: optionalObject(
    v.looseObject({
      commensals: v.nullish(v.custom<string | number>((value) => typeof value === 'string' || typeof value === 'number', 'expected a string or a number')),
      time: v.nullish(v.string()),
    }),
  ),
  tiempo_coccion: optionalObject(v.looseObject({ name: v.nullish(v.string()) })),
});

export type PostCard = v.InferOutput<typeof postCardSchema>;

/** A landing page listed beside the posts (shape not shown by the spec; see docs/widgets/post-listings.md, "Landings"). */
const landingSchema = v.looseObject({
  id,
  name: v.string(),
  image: v.nullish(v.string()),
  url: v.string(),
});

export type Landing = v.InferOutput<typeof landingSchema>;

/** GET /api/posts/{section} and /api/posts/{section}/{tagId}. */
export const postsResponseSchema = v.looseObject({
  tags: listOrNone(tagSchema),
  landings: listOrNone(landingSchema),
  posts: paginatorSchema(postCardSchema),
});

export type PostsResponse = v.InferOutput<typeof postsResponseSchema>;

export interface PostsQuery {
  section: string;
  /** 0 ('Todo') asks `/api/posts/{section}`; any other id `/api/posts/{section}/{tagId}`. */
  tagId: number;
  page: number;
  userId: number | null;
  /** Only the posts whose ingredients link to this product (`?producto=`); absent or null: every post. */
  productId?: number | null;
}

export function postsPath({ section, tagId }: Pick<PostsQuery, 'section' | 'tagId'>): string {
  const base = `/api/posts/${pathSegment(section)}`;
  return tagId === ALL_TAG_ID ? base : `${base}/${pathSegment(tagId)}`;
}

/**
 * GET /api/posts/{section}[/{tagId}] with `page`, for a logged user `user_id`, and for a
 * product's recipes `producto` (docs/widgets/post-listings.md).
 */
export function fetchPosts(query: PostsQuery, signal: AbortSignal): Promise<Checked<PostsResponse>> {
  const params: Record<string, number> = { page: query.page };
  if (query.userId !== null) params.user_id = query.userId;
  if (query.productId != null) params.producto = query.productId;
  return getChecked(postsPath(query), postsResponseSchema, { params, signal });
}
