import './distributor-hours.css';
import { defineWidget, type AttributeValues } from '../../runtime';
import { hoursStatus } from '../../shared/distributors/hours/status';
import { statusText } from '../../shared/distributors/hours/words';
import { useMinute } from '../../shared/distributors/use-minute';
import { attributes } from './attributes';

/**
 * A distributor's hours now, on its own page (docs/widgets/catalogue.md, "Opening hours"): the
 * line the host printed for the minute it sent the page ("Abierto · cierra 20:30"), kept true
 * while the page stays open, in Argentina's time, as the directory's rows are. Not a live region:
 * a line that changes by itself every few hours is not news to interrupt anyone with.
 */
function DistributorHours({ hours }: AttributeValues<typeof attributes>) {
  const status = hoursStatus(hours, useMinute());
  return (
    <p className={`sw-hours__now sw-hours__now--${status.kind}`} data-hours-status={status.kind}>
      {statusText(status)}
    </p>
  );
}

export default defineWidget({ attributes, component: DistributorHours });
