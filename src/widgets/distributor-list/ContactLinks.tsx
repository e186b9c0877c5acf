import type { Distributor } from '../../shared/api/distributors';
import { directionsHref, telHref, whatsappHref } from './contact';
import { directoryTexts } from './texts';

/**
 * A distributor's contact links, those its data allows (docs/widgets/catalogue.md,
 * "Contact details"): 'Llamar' (`tel:`), 'WhatsApp' (`wa.me`) and 'Cómo llegar' (Google
 * Maps), each named with the distributor for screen readers (the visible word first); WhatsApp and the map open in
 * a new tab. None: nothing, as rows without contact details were.
 */
export function ContactLinks({ distributor }: { distributor: Distributor }) {
  const links = [
    { kind: 'call', href: telHref(distributor.phone), label: directoryTexts.call, name: directoryTexts.callName(distributor.name), newTab: false },
    {
      kind: 'whatsapp',
      href: whatsappHref(distributor.whatsapp),
      label: directoryTexts.whatsapp,
      name: directoryTexts.whatsappName(distributor.name),
      newTab: true,
    },
    {
      kind: 'directions',
      href: directionsHref(distributor.address, distributor.locality, distributor.province),
      label: directoryTexts.directions,
      name: directoryTexts.directionsName(distributor.name),
      newTab: true,
    },
  ].filter((link) => link.href !== null);
  if (links.length === 0) return null;
  return (
    <span className="sw-distributors__contact">
      {links.map((link) => (
        <a
          key={link.kind}
          className={`btn btn-outline-primary sw-distributors__contact-link sw-distributors__contact-link--${link.kind}`}
          href={link.href ?? undefined}
          aria-label={link.name}
          {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {link.label}
        </a>
      ))}
    </span>
  );
}
