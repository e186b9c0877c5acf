import { useEffect } from 'react';
import { defineWidget, useWidget, type AttributeValues } from '../../shared/runtime';
import { reportSkipped } from '../../shared/schema/skipped';
import { attributes } from './attributes';
import { FaqList } from './FaqList';

function FaqListWidget({ faqs, section, headingLevel }: AttributeValues<typeof attributes>) {
  const { report } = useWidget();
  // Attributes are read once per mount, so are the entries they left out.
  useEffect(() => reportSkipped(report, faqs.skipped, 'data-faqs', 'data-faqs'), [report, faqs.skipped]);
  return <FaqList faqs={faqs.items} section={section} headingLevel={headingLevel} />;
}

export default defineWidget({ attributes, component: FaqListWidget });
