import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

// Links that open a new tab must not hand the host page to the opened one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
});

/** Sanitizes CMS HTML: scripts, event handlers and `javascript:` URLs never survive. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** Renders HTML from the server, always through `sanitizeHtml`. */
export function SafeHtml({ html, ...rest }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
