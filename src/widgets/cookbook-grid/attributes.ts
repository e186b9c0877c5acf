import { cookbookSchema } from '../../shared/api/cookbooks';
import { attr } from '../../runtime';

export const attributes = {
  cookbooks: attr.jsonList(
    cookbookSchema,
    '{id, name, image}',
  )({
    required: true,
    description:
      'The cookbooks, usually `#id` of a JSON script the page prints with `@json($cookbooks)`: `id` (a number or its digits), `name`, `image` (URL; `null` shows a neutral placeholder). Each card opens `/recetarios/{id}`. An unreadable entry is left out (and reported).',
  }),
  label: attr.text({ description: 'Accessible name of the list. Default "Recetarios".' }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: 'Heading level of each card title.' }),
};
