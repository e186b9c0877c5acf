import * as v from 'valibot';

export const FAQ_SECTIONS = ['professionals', 'consumers'] as const;

export type FaqSection = (typeof FAQ_SECTIONS)[number];

/** One FAQ entry (docs/widgets/faq.md). A missing or null `section` means professionals. */
export const faqSchema = v.looseObject({
  name: v.string(),
  /** HTML from the CMS: always sanitized before rendering. */
  content: v.string(),
  section: v.nullish(v.picklist(FAQ_SECTIONS)),
});

export type FaqItem = v.InferOutput<typeof faqSchema>;

/** The section an entry is in: a missing or null `section` means professionals (the public list and the FAQ admin alike). */
export function faqSection(faq: Pick<FaqItem, 'section'>): FaqSection {
  return faq.section ?? 'professionals';
}
