/**
 * The backend's payloads (spec sections 3 and 7), defined once: the widgets read
 * them, the mocked backend (`mocks/`) answers with them and the tests build them.
 */

/** One entry of Laravel's `links` array. `label` holds HTML entities ("&laquo; Previous"). */
export interface PaginatorLink {
  url: string | null;
  label: string;
  active: boolean;
}

/** Laravel's `LengthAwarePaginator::toArray()`, key for key. */
export interface LaravelPaginator<T> {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PaginatorLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

export interface Named {
  name: string;
}

/** A tag (category). `childrens` is the backend's spelling. */
export interface Tag {
  id: number;
  name: string;
  childrens?: Tag[];
}

export interface PostMetadata {
  commensals?: string | number | null;
  time?: string | null;
}

export interface PostCard {
  id: number;
  name: string;
  image: string;
  /** 'video' or anything else (a recipe). */
  type: string;
  login_required: boolean;
  tag: (Named & { id?: number }) | null;
  tags: (Named & { id?: number })[];
  metadata: PostMetadata | null;
  tiempo_coccion: Named | null;
}

/** A landing page listed beside the posts (shape not shown by the spec; see README). */
export interface Landing {
  id: number;
  name: string;
  image: string;
  url: string;
}

/** GET /api/posts/{section} and /api/posts/{section}/{tagId}. */
export interface PostsResponse {
  tags: Tag[];
  landings: Landing[];
  posts: LaravelPaginator<PostCard>;
}

export interface ProductCard {
  id: number;
  name: string;
  image: string;
  category: (Named & { id?: number }) | null;
}

/** GET /api/products and /api/products/{tagId}. */
export interface ProductsResponse {
  tags: Tag[];
  posts: LaravelPaginator<ProductCard>;
}

export interface Distributor {
  id: number;
  name: string;
  province: string;
}

/** GET /api/distributors. */
export type DistributorsResponse = Distributor[];

/** POST /api/upload_images/{path}: either shape may come back. */
export type UploadResponse = { url: string } | { response: boolean; result: string };

/** POST /api/hits. */
export interface HitPayload {
  entity: string;
  type: 'whatsapp';
  user_id: number | null;
  value: string;
}

export type FaqSection = 'professionals' | 'consumers';

export interface FaqItem {
  name: string;
  /** HTML from the CMS: always sanitized before rendering. */
  content: string;
  /** Missing means professionals. */
  section?: FaqSection | null;
}

export interface Cookbook {
  id: number;
  name: string;
  image: string;
}
