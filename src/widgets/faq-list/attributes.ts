import { attr } from '../../shared/runtime';
import { isFaqList } from '../faq-item/faq-guards';

export const attributes = {
  faqs: attr.json(isFaqList, '[{name, content, section}]')({
    required: true,
    description: 'Every FAQ entry; the list shows those of its section. Usually `#id` of a JSON script.',
  }),
  section: attr.oneOf(['professionals', 'consumers'] as const)({
    default: 'professionals',
    description: 'Which section to show. Entries without a section belong to professionals.',
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 3, description: 'Heading level around each question button.' }),
};
