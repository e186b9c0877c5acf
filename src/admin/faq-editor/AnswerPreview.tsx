import { FaqItem } from '../../shared/faq/FaqItem';
import { faqEditorTexts } from './texts';

interface AnswerPreviewProps {
  readonly name: string;
  readonly content: string;
  readonly headingLevel: number;
}

/**
 * The question as visitors see it: the public FAQ item itself, with its sanitizer, so
 * what the preview shows (and strips) is what the site will. It starts open, beside the
 * answer's HTML, so the result shows while typing. Only an empty title differs: a
 * nameless button would be unusable here.
 */
export function AnswerPreview({ name, content, headingLevel }: AnswerPreviewProps) {
  return (
    <div className="sw-faq-editor__preview">
      <p className="sw-faq-editor__preview-label small text-body-secondary mb-1">{faqEditorTexts.preview}</p>
      <FaqItem faq={{ name: name.trim() === '' ? faqEditorTexts.untitled : name, content }} headingLevel={headingLevel} defaultOpen />
    </div>
  );
}
