import { useId, useState, type ReactNode } from 'react';
import { PanelHiddenContext } from './panel-hidden';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

interface Props {
  /** The button's text (the question). */
  summary: ReactNode;
  children: ReactNode;
  /** Heading level wrapping the button, so screen-reader users can jump between items. */
  headingLevel: number;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * WAI-ARIA disclosure: a real `<button>` (Enter and Space work) with `aria-expanded`
 * and `aria-controls`, inside a heading. The panel stays in the DOM, hidden, so the
 * browser's find-in-page and the answer's id are always there. Its styles are in both
 * entries' stylesheets (disclosure.css), shared with the host's no-JavaScript FAQ.
 */
export function Disclosure({ summary, children, headingLevel, defaultOpen = false, className = '' }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const Heading = HEADINGS[Math.round(headingLevel) - 1] ?? 'h3';
  return (
    <div className={`sw-disclosure ${open ? 'sw-disclosure--open' : ''} ${className}`.trim()}>
      <Heading className="sw-disclosure__heading">
        <button type="button" className="sw-disclosure__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <span className="sw-disclosure__summary">{summary}</span>
          <span className="sw-disclosure__icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </Heading>
      <div id={panelId} className="sw-disclosure__panel" hidden={!open}>
        <PanelHiddenContext value={!open}>{children}</PanelHiddenContext>
      </div>
    </div>
  );
}
