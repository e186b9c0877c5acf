import type { Distributor } from '../../shared/api/distributors';
import { directionsHref, telHref, whatsappHref } from '../../shared/distributors/contact';
import { directoryTexts } from './texts';

/**
 * A distributor's contact links, those its data allows (docs/widgets/catalogue.md,
 * "Contact details"): 'Llamar' (`tel:`), 'WhatsApp' (`wa.me`) and 'Cómo llegar' (Google
 * Maps: to the coordinates when there are, else the address), each named with the distributor for screen readers (the visible word first);
 * WhatsApp and the map open in a new tab. None: nothing, as rows without contact details
 * were. Bootstrap's utilities lay them out (no CSS of their own: the page's bytes).
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
      href: directionsHref(distributor.address, distributor.locality, distributor.province, distributor),
      label: directoryTexts.directions,
      name: directoryTexts.directionsName(distributor.name),
      newTab: true,
    },
  ].filter((link) => link.href !== null);
  if (links.length === 0) return null;
  return (
    <span className="d-flex flex-wrap gap-2 pb-2 sw-distributors__contact">
      {links.map((link) => (
        <a
          key={link.kind}
          className="btn btn-outline-primary d-inline-flex align-items-center"
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
