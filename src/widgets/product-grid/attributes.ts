import { attr } from '../../runtime';
import { productsResponseSchema } from '../../shared/api/products';
import { serverAnswer } from '../../shared/api/server-answer';

export const attributes = {
  columns: attr.integerBetween(
    1,
    12,
  )({
    default: 4,
    description:
      "Width of each card from tablets up, in Bootstrap's 12 columns (`col-md-{n}`): 4 gives three cards a row, 3 four, 6 two; 2, 3, 4, 6 and 12 fill whole rows. Phones always get two cards a row (one with 7 or more).",
  }),
  consumer: attr.boolean({
    description:
      "Cards open the consumers' product page, `consumers/product/{id}`, a path relative to the page (on `/productos/` it is `/productos/consumers/product/{id}`; on `/productos` it is `/consumers/product/{id}`). `false`: `/product/{id}`. Default: the page global `consumerSite`.",
  }),
  stateKey: attr.text({
    description:
      "Names this grid's saved state (page, tab) in sessionStorage. Default: the placeholder's `id` (or its position among the page's product grids).",
  }),
  label: attr.text({ description: 'Accessible name of the tab list and, with "Paginación", of the page navigation. Default "Categorías de productos".' }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: 'Heading level of each card title.' }),
  urlPrefix: attr.text({
    description:
      "Put before the names of the grid's parameters in the page's address (`categoria`, `pagina`): `productos-` gives `productos-pagina=2`, for a page holding two listings. Default: none, `?categoria=3&pagina=2`.",
  }),
  firstPage: serverAnswer(
    productsResponseSchema,
    '{tags, posts}',
  )({
    description:
      'The answer of `GET /api/products[/{tagId}]` for the category and page the address names (`?categoria=…&pagina=…`), that the server printed with `@json`: the cards show as soon as the code arrives, without that request. Used only when it is the page the grid opens on. Unreadable, it is reported and the grid asks the API. Default: the grid asks.',
  }),
};
