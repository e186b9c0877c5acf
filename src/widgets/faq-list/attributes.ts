import { FAQ_SECTIONS, faqSchema } from '../../shared/faq/faq';
import { attr } from '../../runtime';

export const attributes = {
  faqs: attr.jsonList(
    faqSchema,
    '{name, content, section}',
  )({
    required: true,
    description:
      'Every FAQ entry; the list shows those of its section. Usually `#id` of a JSON script. An unreadable entry is left out (and reported); the others are shown.',
  }),
  section: attr.oneOf(FAQ_SECTIONS)({
    default: 'professionals',
    description: 'Which section to show. Entries without a section belong to professionals.',
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: 'Heading level around each question button.' }),
};
