import { Disclosure } from '../ui/Disclosure';
import { SafeHtml } from '../ui/SafeHtml';
import type { FaqItem as FaqItemData } from './faq';

interface Props {
  faq: FaqItemData;
  headingLevel: number;
  defaultOpen?: boolean;
}

/** One question: its title toggles the sanitized answer (closed by default). */
export function FaqItem({ faq, headingLevel, defaultOpen = false }: Props) {
  return (
    <Disclosure className="sw-faq" summary={faq.name} headingLevel={headingLevel} defaultOpen={defaultOpen}>
      <SafeHtml className="sw-faq__answer" html={faq.content} />
    </Disclosure>
  );
}
