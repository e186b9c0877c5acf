import { attr } from '../../runtime';
import { postsResponseSchema } from '../../shared/api/posts';
import { serverAnswer } from '../../shared/api/server-answer';

export const attributes = {
  section: attr.segment({
    required: true,
    description:
      'The post section to list, as the API names it (`recetas`, `videos`): the grid calls `GET /api/posts/{section}` ("Todo") or `/api/posts/{section}/{tagId}` with `page` and, when someone is logged in, `user_id`.',
  }),
  layout: attr.oneOf(['auto', 'standard', 'short'] as const)({
    default: 'auto',
    description:
      'Card layout. `auto`: the short card on consumer-site pages (`SiteWidgets.consumerSite`, else a hostname starting with `consumidores.` or `consumers.`), the standard card elsewhere.',
  }),
  stateKey: attr.text({
    description:
      "Names this grid's saved state (page, tab, subcategory) in sessionStorage. Default: the section plus the placeholder's `id` (or its position among the page's grids), so two grids on one page never share an entry.",
  }),
  label: attr.text({
    description: 'Accessible name of the tab list and, with "Paginación", of the page navigation. Default "Categorías".',
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: 'Heading level of each card title.' }),
  urlPrefix: attr.text({
    description:
      "Put before the names of the grid's parameters in the page's address (`etiqueta`, `subetiqueta`, `pagina`): `videos-` gives `videos-pagina=2`, for a page holding two listings. Default: none, `?etiqueta=3&pagina=2`.",
  }),
  firstPage: serverAnswer(
    postsResponseSchema,
    '{tags, landings, posts}',
  )({
    description:
      'The answer of `GET /api/posts/{section}[/{tagId}]` for the tab, subcategory and page the address names (`?etiqueta=…&pagina=…`), for this visitor, that the server printed with `@json`: the cards show as soon as the code arrives, without that request. Used only when it is the page the grid opens on. Unreadable, it is reported and the grid asks the API. Default: the grid asks.',
  }),
};
