import { attr } from '../../runtime';
import { postsResponseSchema } from '../../shared/api/posts';
import { serverAnswer } from '../../shared/api/server-answer';

export const attributes = {
  section: attr.segment({
    required: true,
    description:
      'The post section whose first page the carousel shows (as many posts as the server puts on a page), e.g. `recetas` or `videos` (`GET /api/posts/{section}`).',
  }),
  tagId: attr.id({
    description: "Only this tag's posts (`GET /api/posts/{section}/{tagId}`). Default: every post of the section.",
  }),
  product: attr.id({
    description:
      'Only the posts whose ingredients link to this product (`?producto={id}` on the same endpoint), for a product page\'s "Recetas con este producto". With no such post the carousel says so in one line. Default: every post.',
  }),
  layout: attr.oneOf(['auto', 'standard', 'short'] as const)({
    default: 'auto',
    description: 'Card layout, as for `post-grid`: `auto` uses the short card on consumer-site pages.',
  }),
  label: attr.text({ description: 'Accessible name of the carousel and its tab list. Default "Publicaciones".' }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: 'Heading level of each card title.' }),
  firstPage: serverAnswer(
    postsResponseSchema,
    '{tags, landings, posts}',
  )({
    description:
      'The answer of `GET /api/posts/{section}[/{tagId}]` (page 1, for this visitor and `product`) that the server printed with `@json`: the cards show as soon as the code arrives, without that request. Unreadable, it is reported and the carousel asks the API. Default: the carousel asks.',
  }),
};
