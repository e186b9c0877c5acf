import { memo } from 'react';
import type { Distributor } from '../../shared/api/distributors';
import { distributorPath } from '../../shared/api/routes';
import { useSpeculation } from '../../shared/page/speculation';
import type { HoursStatus } from '../../shared/distributors/hours/status';
import { ContactLinks } from './ContactLinks';
import { HoursLine } from './HoursLine';
import { directoryTexts } from './texts';

/** The name of a distributor's row for the return to it (`data-card-key`). */
const itemKey = (id: number) => `distributor-${id}`;

interface Props {
  distributor: Distributor;
  /** 'a 3,2 km' while 'Cerca mío' is on and the distributor has coordinates; else null. */
  distance: string | null;
  /** Its opening hours now, as a kind and its words (texts, so a minute that changes neither renders nothing). */
  hoursKind: HoursStatus['kind'];
  hoursText: string;
  /** Before 'Ver detalle' is followed: the list and this row remembered for the back button. */
  onFollow: (item: string) => void;
}

/**
 * One distributor: its name, locality, opening hours now and distance, 'Ver detalle' and its contact links.
 * Memoised: a row already shown is not rendered again when the list around it changes.
 */
export const DistributorRow = memo(function DistributorRow({ distributor, distance, hoursKind, hoursText, onFollow }: Props) {
  const locality = distributor.locality?.trim() ?? '';
  // Its page fetched before the tap (Speculation Rules).
  const speculate = useSpeculation('prefetch');
  return (
    <li className="list-group-item sw-distributors__item" data-distributor-id={distributor.id} data-card-key={itemKey(distributor.id)}>
      <span className="d-flex flex-column sw-distributors__about">
        <span className="sw-distributors__name">{distributor.name}</span>
        {locality === '' ? null : <span className="small text-body-secondary sw-distributors__locality">{locality}</span>}
        <HoursLine kind={hoursKind} text={hoursText} />
        {distance === null ? null : <span className="small fw-semibold sw-distributors__distance">{distance}</span>}
      </span>
      <a className="btn btn-link sw-distributors__link" href={distributorPath(distributor.id)} onClick={() => onFollow(itemKey(distributor.id))} {...speculate}>
        {directoryTexts.seeDetail}
        <span className="visually-hidden">{directoryTexts.ofDistributor(distributor.name)}</span>
      </a>
      <ContactLinks distributor={distributor} />
    </li>
  );
});
