// What the demo's "server" renders into its pages with @json(...), as a Blade
// template would (built for Node by `node build.mjs --demo`).
import { cookbooks, faqs, hostileFaqs } from '../../mocks/fixtures';
import { postsAnswer } from '../../mocks/resources/posts';
import { createBackendState } from '../../mocks/base/state';

export { cookbooks, faqs };
export const hostileConsumerFaqs = hostileFaqs.map((faq) => ({ ...faq, section: 'consumers' as const }));

/** The first page of recipes, as `GET /api/posts/recetas` answers it: the carousel's `data-first-page`. */
export const recipesFirstPage = firstPage('recetas');
/** Its first card's image: what the page preloads. */
export const recipesFirstImage = firstImage(recipesFirstPage);

function firstImage(answer: ReturnType<typeof postsAnswer>): string {
  const image = answer.posts.data[0]?.image;
  if (typeof image !== 'string') throw new Error('the first post of the page has no image to preload');
  return image;
}

function firstPage(name: string) {
  const section = createBackendState().sections[name];
  if (section === undefined) throw new Error(`the mocked backend has no section ${name}`);
  return postsAnswer(section, 0, 1, `/api/posts/${name}`);
}
