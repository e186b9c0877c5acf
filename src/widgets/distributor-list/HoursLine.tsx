import type { HoursStatus } from '../../shared/distributors/hours/status';

interface Props {
  /** The status's kind: its colour (open: the brand's success colour; else muted). */
  kind: HoursStatus['kind'];
  /** What it says: the words carry it, the colour only repeats them. */
  text: string;
}

/** A row's opening hours now: 'Abierto · cierra 20:30', 'Cerrado · abre mañana 9:00', 'Horario no informado'. */
export function HoursLine({ kind, text }: Props) {
  return (
    <span className={`small sw-distributors__hours sw-distributors__hours--${kind}`} data-hours-status={kind}>
      {text}
    </span>
  );
}
