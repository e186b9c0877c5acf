import './consent-notice.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AttributeValues } from '../../runtime';
import { readConsent, writeConsent, type ConsentChoice } from '../../shared/page/consent';
import { usePageGlobals } from '../../shared/page/use-page-globals';
import { Heading } from '../../shared/ui/Heading';
import type { attributes } from './attributes';
import { applyChoice } from './choice';
import { consentTexts as texts } from './texts';

type Props = AttributeValues<typeof attributes>;

/** What opens the notice again: the host's footer link or button (docs/widgets/consent.md). */
const OPENER = '[data-consent-open]';

/** Only a path from the root or an https address is linked: never `javascript:` or another scheme. */
function safePrivacyUrl(url: string | undefined): string | null {
  if (url === undefined) return null;
  return /^\/(?!\/)/.test(url) || /^https:\/\//i.test(url) ? url : null;
}

/**
 * The consent notice (docs/widgets/consent.md): a bar fixed at the bottom of the viewport (over
 * the page, so nothing moves), a labelled region that never takes the focus on load, asking
 * once per version whether Google Analytics may set its cookies. 'Aceptar' and 'Rechazar' are
 * the same button twice. The choice is kept on the device; a `[data-consent-open]` element
 * anywhere on the page opens the notice again. A host that decides itself
 * (`SiteWidgets.analyticsConsent`) wins: the notice never shows and the signals follow the host.
 */
export function ConsentNotice({ privacyUrl, version, headingLevel }: Props) {
  const host = usePageGlobals().analyticsConsent;
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(version));
  const [open, setOpen] = useState(() => host === null && choice === null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  // The host's decision, as Consent Mode signals and for the host's tag loader.
  useEffect(() => {
    if (host === null) return;
    applyChoice(host ? 'granted' : 'denied');
  }, [host]);

  // Delegated, so a link printed anywhere (the footer) needs no code of its own.
  useEffect(() => {
    if (host !== null) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(OPENER) : null;
      if (target === null) return;
      event.preventDefault();
      opener.current = target;
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [host]);

  // Asked for by the visitor: the focus goes to the notice (on load it never does).
  useEffect(() => {
    if (open && opener.current !== null) document.getElementById(`${id}-heading`)?.focus();
  }, [open, id]);

  // The host's decision hides it, whatever was asked before.
  if (!open || host !== null) return null;

  const close = () => {
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
  };
  const choose = (next: ConsentChoice) => {
    writeConsent(version, next);
    setChoice(next);
    applyChoice(next);
    close();
  };
  // Escape leaves a notice opened again as it was; a first one waits for an answer.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && choice !== null) close();
  };
  const privacy = safePrivacyUrl(privacyUrl);

  return (
    <section className="sw-consent" aria-labelledby={`${id}-heading`} aria-describedby={`${id}-text`} onKeyDown={onKeyDown}>
      <div className="sw-consent__inner">
        <Heading level={headingLevel} id={`${id}-heading`} className="sw-consent__heading" tabIndex={-1}>
          {texts.heading}
        </Heading>
        <p id={`${id}-text`} className="sw-consent__text">
          {texts.body}
          {choice !== null && ` ${texts.current[choice]}`}
        </p>
        {privacy !== null && (
          <a className="sw-consent__privacy" href={privacy}>
            {texts.privacy}
          </a>
        )}
        <div className="sw-consent__actions">
          <button type="button" className="sw-consent__button" onClick={() => choose('granted')}>
            {texts.accept}
          </button>
          <button type="button" className="sw-consent__button" onClick={() => choose('denied')}>
            {texts.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
