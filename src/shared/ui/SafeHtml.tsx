import { use, useContext, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { loadedPurifier, loadPurifier, sanitizeInto, sanitizesNatively, type Purify } from '../html/sanitize';
import { PanelHiddenContext } from './panel-hidden';

export { sanitizeHtml } from '../html/sanitize';

// Where DOMPurify is needed, its download starts as soon as this code runs, alongside
// the first render rather than after it (a failure is logged by loadPurifier).
if (!sanitizesNatively()) loadPurifier().catch(() => undefined);

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/**
 * Renders HTML from the server, sanitized: natively (`Element.setHTML`) where the browser
 * can, else by DOMPurify, downloaded on first need. Unsanitized HTML never reaches the
 * page. The content is set before paint; on the DOMPurify path, content visible from the
 * start holds the widget's first commit (Suspense) until DOMPurify is there, while
 * content in a hidden panel renders empty and fills in when it arrives, unseen.
 */
export function SafeHtml({ html, ...rest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const hidden = useContext(PanelHiddenContext);
  // Decided at mount: suspending later would hide an already shown widget.
  const [waitForPurifier] = useState(() => !hidden && !sanitizesNatively());
  const [purifier, setPurifier] = useState<Purify | null>(loadedPurifier);
  let ready = purifier;
  if (ready === null && waitForPurifier) ready = use(loadPurifier());

  const needsPurifier = ready === null && !sanitizesNatively();
  useEffect(() => {
    if (!needsPurifier) return undefined;
    let live = true;
    loadPurifier().then(
      (loaded) => {
        if (live) setPurifier(() => loaded);
      },
      // Logged by loadPurifier; the answer stays empty, never unsanitized.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needsPurifier]);

  useLayoutEffect(() => {
    if (ref.current !== null) sanitizeInto(ref.current, html, ready);
  }, [html, ready]);

  return <div ref={ref} {...rest} />;
}
