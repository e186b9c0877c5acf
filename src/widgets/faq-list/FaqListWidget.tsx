import { useEffect } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { reportSkipped } from '../../runtime/schema/skipped';
import type { attributes } from './attributes';
import { FaqList } from './FaqList';

/** The mounted list: shows the readable entries, reports once the ones it left out. */
export function FaqListWidget({ faqs, section, headingLevel }: AttributeValues<typeof attributes>) {
  const { report } = useWidget();
  // Attributes are read once per mount, so are the entries they left out.
  useEffect(() => reportSkipped(report, faqs.skipped, 'data-faqs', 'data-faqs'), [report, faqs.skipped]);
  return <FaqList faqs={faqs.items} section={section} headingLevel={headingLevel} />;
}
