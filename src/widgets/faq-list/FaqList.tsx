import type { AttributeValues } from '../../shared/runtime';
import { texts } from '../../shared/texts';
import { FaqItem } from '../faq-item/FaqItem';
import type { attributes } from './attributes';

export function FaqList({ faqs, section, headingLevel }: AttributeValues<typeof attributes>) {
  const shown = faqs.filter((faq) => (faq.section ?? 'professionals') === section);
  if (shown.length === 0) return <p className="sw-faq-list__empty">{texts.faq.empty}</p>;
  return (
    <div className="sw-faq-list">
      {shown.map((faq, index) => (
        <FaqItem key={`${index}-${faq.name}`} faq={faq} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
