import { attr } from '../../runtime';

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
};
