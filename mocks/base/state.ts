/**
 * The mocked backend's state: the data it serves (fresh copies of the fixtures, so a test
 * may change them) and what it has received (hits, uploads, every API request).
 */
import type { PresenceBeat } from '../../src/admin/editing-presence/presence-api';
import type { Distributor } from '../../src/shared/api/distributors';
import type { HitPayload } from '../../src/shared/api/hits';
import type { Landing, PostCard } from '../../src/shared/api/posts';
import type { ProductCard } from '../../src/shared/api/products';
import type { Tag } from '../../src/shared/api/tags';
import { demoPresence, distributors, landings, postProducts, postTags, productTags, products, recipes, videos, type PresenceItemState } from '../fixtures';

export interface PostSectionData {
  tags: Tag[];
  /** Listed beside the posts; the widget adds a 'Landings' tab (id -1) when non-empty. */
  landings: Landing[];
  posts: PostCard[];
}

interface StoredUpload {
  /** The `{path}` of POST /api/upload_images/{path}, e.g. 'images' or 'recipes/steps'. */
  path: string;
  /** Generated file name, with extension. */
  name: string;
  /** What the backend answered, e.g. '/storage/images/Ab3….png'. */
  url: string;
  file: File;
}

interface RecordedRequest {
  method: string;
  url: string;
  /** Lower-case header names, e.g. 'x-requested-with'. */
  headers: Record<string, string>;
}

export interface BackendState {
  /** Post sections by name: 'recetas' and 'videos'. Any other name answers 404. */
  sections: Record<string, PostSectionData>;
  productTags: Tag[];
  products: ProductCard[];
  /** Post id → the product ids its ingredients link to (`?producto=` of the posts listing). */
  postProducts: Record<number, number[]>;
  distributors: Distributor[];
  /** POST /api/hits bodies that passed validation, in order. */
  hits: HitPayload[];
  /** Images accepted by POST /api/upload_images/{path}, in order. */
  uploads: StoredUpload[];
  /** Every request the API handlers answered, in order. */
  requests: RecordedRequest[];
  /**
   * POST /admin/presencia: the items the pages print (any other is refused 403), each with
   * the others editing it and the newest revision one of them saved. Starts with the demo's
   * (`demoPresence`: 'Redacción' on the recipe).
   */
  presence: Record<string, PresenceItemState>;
  /** The heartbeats the presence route accepted, in order (`leaving: true` for a page that went). */
  heartbeats: PresenceBeat[];
  /**
   * Response delay: 'real' is msw's `delay()` (100–400 ms in a browser, 5 ms under Node);
   * a number is milliseconds, and 0 answers without any timer (for tests with fake timers).
   */
  latency: 'real' | number;
}

function initialState(): BackendState {
  return structuredClone({
    sections: {
      recetas: { tags: postTags, landings: [], posts: recipes },
      videos: { tags: postTags, landings, posts: videos },
    },
    productTags,
    products,
    postProducts,
    distributors,
    hits: [],
    uploads: [],
    requests: [],
    presence: demoPresence(),
    heartbeats: [],
    latency: 'real',
  } satisfies BackendState);
}

/** A fresh backend, loaded with the fixtures; `overrides` replace whole fields. */
export function createBackendState(overrides: Partial<BackendState> = {}): BackendState {
  return { ...initialState(), ...overrides };
}

/** Puts `state` back to its initial content in place (handlers keep pointing at it). */
export function resetBackendState(state: BackendState): void {
  Object.assign(state, initialState());
}
