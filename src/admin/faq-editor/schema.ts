import * as v from 'valibot';
import { FAQ_SECTIONS, faqSection, type FaqSection } from '../../shared/faq/faq';
import { looseText, record } from '../shared/document/legacy-json';

/**
 * The `custom_content` field: the FAQ as one flat list, as the public FAQ reads it
 * (docs/widgets/content-editors.md, "FAQ admin"). Looser than the public schema where legacy
 * data is (a null or numeric name or answer reads as text) and as strict where it matters: a
 * section other than the two makes the value unreadable, since the editor cannot tell where it
 * belongs.
 */
const faqEntrySchema = record({
  name: looseText,
  content: looseText,
  section: v.optional(v.nullable(v.picklist(FAQ_SECTIONS))),
});
export const faqEntriesSchema = v.array(faqEntrySchema);

export type FaqEntry = v.InferInput<typeof faqEntrySchema>;
export type FaqEntries = readonly FaqEntry[];

/** The section a question moved out of `section` goes to ('Mover a …'). */
export function otherSection(section: FaqSection): FaqSection {
  return section === 'consumers' ? 'professionals' : 'consumers';
}

/** Each section's questions, as positions in the flat list, in list order. */
export function sectionIndices(doc: FaqEntries): Record<FaqSection, number[]> {
  const indices: Record<FaqSection, number[]> = { professionals: [], consumers: [] };
  doc.forEach((entry, index) => indices[faqSection(entry)].push(index));
  return indices;
}
