import './whatsapp-share.css';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { trackClick } from '../../shared/page/analytics';
import { trackShare, type ShareMethod } from '../../shared/page/analytics-events';
import { ShareButton } from '../../shared/sharing/ShareButton';
import { HITS_PATH, postHit } from '../../shared/api/hits';
import { readPageGlobals } from '../../shared/page/globals';
import { useWidget, type AttributeValues, type Problem } from '../../runtime';
import { Heading } from '../../shared/ui/Heading';
import type { attributes } from './attributes';
import { canSend, DEFAULT_COUNTRY_CODE, internationalDigits, keepTyped, type PhoneInput } from '../../shared/phone/phone';
import { whatsappLink } from '../../shared/sharing/whatsapp-link';
import { recipeUrl, shareText } from '../../shared/sharing/share-link';
import { whatsappTexts as texts } from './texts';

/**
 * The order of one click (docs/widgets/sharing.md, "The share flow"): the hit is logged
 * first (a request that outlives the page), then the analytics click, then WhatsApp opens in
 * a new window — synchronously, while the click still allows a window, and never waiting for
 * the hit. A hit that fails or hangs never stops the share; a failed one is reported as any
 * failed request is (the console and `site-widgets:error`), and the visitor sees nothing.
 */
function share(postId: number, postName: string, phone: PhoneInput, report: (problem: Problem) => void): void {
  const digits = internationalDigits(phone);
  postHit({ entity: postName, type: 'whatsapp', user_id: readPageGlobals().userId, value: `+${digits}` }).catch((error: unknown) =>
    report({ phase: 'request', message: 'could not record the share (it went on)', error, url: HITS_PATH }),
  );
  trackClick('whatsapp', postName);
  trackShare('whatsapp', 'recipe', postId);
  window.open(whatsappLink(digits, shareText(postName, recipeUrl(postId))), '_blank', 'noopener');
}

/** The WhatsApp share box of one recipe (docs/widgets/sharing.md). */
export function WhatsappShare({ postId, postName, headingLevel }: AttributeValues<typeof attributes>) {
  const { report } = useWidget();
  const id = useId();
  const [phone, setPhone] = useState<PhoneInput>({ countryCode: DEFAULT_COUNTRY_CODE, areaCode: '', number: '' });
  const ready = canSend(phone);
  const field = (key: keyof PhoneInput) => ({
    id: `${id}${key}`,
    name: key,
    value: phone[key],
    onChange: (value: string) => setPhone((current) => ({ ...current, [key]: value })),
  });

  /** "Compartir" went out: its own hit, never waited for (docs/widgets/sharing.md, "Compartir"). */
  function onShared(method: ShareMethod) {
    postHit({ entity: postName, type: 'share', user_id: readPageGlobals().userId, value: method }).catch((error: unknown) =>
      report({ phase: 'request', message: 'could not record the share (it went on)', error, url: HITS_PATH }),
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSend(phone)) share(postId, postName, phone, report);
  }

  return (
    <form className="sw-whatsapp" onSubmit={onSubmit} aria-labelledby={`${id}title`} noValidate>
      <Heading level={headingLevel} id={`${id}title`} className="sw-whatsapp__title">
        {texts.title}
      </Heading>
      <p className="sw-whatsapp__description">{texts.description}</p>
      <div className="sw-whatsapp__fields">
        <PhoneField {...field('countryCode')} label={texts.countryCode} inputMode="tel" />
        <PhoneField {...field('areaCode')} label={texts.areaCode} inputMode="numeric" />
        <PhoneField {...field('number')} label={texts.number} inputMode="numeric" />
      </div>
      <div className="sw-whatsapp__actions">
        <button type="submit" className="btn btn-success sw-whatsapp__send" disabled={!ready} aria-describedby={ready ? undefined : `${id}hint`}>
          {texts.send} <span className="visually-hidden">{texts.opensInNewWindow}</span>
        </button>
        <ShareButton postId={postId} postName={postName} className="sw-whatsapp__share" onShared={onShared} />
      </div>
      {ready ? null : (
        <p id={`${id}hint`} className="form-text sw-whatsapp__hint">
          {texts.hint}
        </p>
      )}
    </form>
  );
}

interface PhoneFieldProps {
  id: string;
  name: keyof PhoneInput;
  label: string;
  value: string;
  inputMode: 'tel' | 'numeric';
  onChange: (value: string) => void;
}

/**
 * A labelled phone field: `type="tel"` brings the phone keyboard on phones, yet lets a
 * desktop keyboard or a paste put letters in, so what the field may not hold is dropped
 * as it arrives. The caret stays where the person was typing (React would move it to the
 * end when the value it renders differs from what the browser holds).
 */
function PhoneField({ id, name, label, value, inputMode, onChange }: PhoneFieldProps) {
  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const typed = input.value;
    const kept = keepTyped(name, typed);
    if (kept !== typed) {
      const caret = keepTyped(name, typed.slice(0, input.selectionStart ?? typed.length)).length;
      input.value = kept;
      input.setSelectionRange(caret, caret);
    }
    onChange(kept);
  }

  return (
    <div className={`sw-whatsapp__field sw-whatsapp__field--${name}`}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="form-control" type="tel" inputMode={inputMode} autoComplete="off" value={value} onChange={onInput} />
    </div>
  );
}
