import { defineWidget, type AttributeValues } from '../../runtime';
import { attributes } from './attributes';
import { FaqItem } from '../../shared/faq/FaqItem';

function FaqItemWidget({ faq, headingLevel, open }: AttributeValues<typeof attributes>) {
  return <FaqItem faq={faq} headingLevel={headingLevel} defaultOpen={open} />;
}

export default defineWidget({ attributes, component: FaqItemWidget });
