import { faqSchema } from '../../shared/faq/faq';
import { attr } from '../../runtime';

export const attributes = {
  faq: attr.json(
    faqSchema,
    '{name, content}',
  )({
    required: true,
    description: 'The question (`name`) and its answer (`content`, CMS HTML, sanitized before display).',
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: 'Heading level around the question button.' }),
  open: attr.boolean({ default: false, description: 'Start open (closed by default).' }),
};
