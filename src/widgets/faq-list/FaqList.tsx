import './faq-list.css';
import { faqSection, type FaqItem as FaqItemData, type FaqSection } from '../../shared/faq/faq';
import { FaqItem } from '../../shared/faq/FaqItem';
import { faqListTexts } from './texts';

interface Props {
  faqs: readonly FaqItemData[];
  section: FaqSection;
  headingLevel: number;
}

export function FaqList({ faqs, section, headingLevel }: Props) {
  const shown = faqs.filter((faq) => faqSection(faq) === section);
  if (shown.length === 0) return <p className="sw-faq-list__empty">{faqListTexts.empty}</p>;
  return (
    <div className="sw-faq-list">
      {shown.map((faq, index) => (
        <FaqItem key={`${index}-${faq.name}`} faq={faq} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
