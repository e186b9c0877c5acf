import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Distributor } from '../../shared/api/distributors';
import type { HistoryMode } from '../../shared/listing/environment';
import type { AddressWrite } from '../../shared/listing/listing-store';
import { afterPaint } from '../../shared/page/after-paint';
import type { NearOrder, Point } from '../../shared/distributors/nearby/distance';
import { locationTexts } from '../../shared/texts/location';
import { loadNearby, type NearbyCode } from '../../shared/distributors/load-nearby';

export interface Nearby {
  /** The directory by distance, while 'Cerca mío' is on; null otherwise. */
  near: NearOrder | null;
  /** Waiting for the phone's position (the button says so, `aria-busy`). */
  asking: boolean;
  /** What the polite live region says about it: looking, or why the list stayed as it was. */
  message: string | null;
  /** The button: on (asks for the position) or off. */
  toggle: () => void;
}

/**
 * 'Cerca mío' (docs/widgets/catalogue.md): `wanted` is the address's `cerca=1`; the position
 * lives in this hook's memory only. A tap asks the phone; found, the position and the choice
 * (`setWanted(true)`, a history entry) land together, one render; else the list stays and the
 * message says why. An address that wants it without a position here (a reload, a return,
 * the forward button) asks again only when the visitor already allowed it (no prompt
 * unasked); otherwise it is turned off in place (`replace`) and the button shows unpressed.
 * The distances are worked out once per position and list, each row's distance written once;
 * the whole order after the first page has painted.
 */
export function useNearby(
  wanted: boolean,
  byName: readonly Distributor[] | null,
  setWanted: (on: boolean, mode: HistoryMode, later?: AddressWrite) => void,
): Nearby {
  const [found, setFound] = useState<{ point: Point; code: NearbyCode } | null>(null);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The latest ask: an answer to an older one (tapped off meanwhile, unmounted) is dropped.
  const askId = useRef(0);
  useEffect(() => () => void (askId.current += 1), []);

  const ask = useCallback(
    (unasked: boolean) => {
      const id = (askId.current += 1);
      const current = () => askId.current === id;
      loadNearby()
        .then(async (code) => {
          const point = await code.findVisitor(unasked, (text, looking) => {
            if (!current()) return;
            setMessage(text);
            setAsking(looking);
          });
          if (!current() || (point === null && !unasked)) return;
          // The listing store's change renders at once (useSyncExternalStore): the position with it, or
          // a render would show the choice without the position and ask for it again. No click made
          // this change: its address is written once the list has painted.
          flushSync(() => {
            if (point !== null) setFound({ point, code });
            setWanted(point !== null, unasked ? 'replace' : 'push', point === null ? undefined : afterPaint);
          });
        })
        .catch(() => {
          if (!current()) return;
          setAsking(false);
          setMessage(locationTexts.locateFailed);
          if (unasked) setWanted(false, 'replace');
        });
    },
    [setWanted],
  );

  // `cerca=1` with no position in memory: asked again only if already allowed, else turned off in place.
  const waiting = wanted && found === null;
  useEffect(() => {
    if (waiting) ask(true);
  }, [waiting, ask]);

  const toggle = useCallback(() => {
    if (wanted && found !== null) {
      askId.current += 1;
      setMessage(null);
      setWanted(false, 'push');
    } else if (!asking) ask(false);
  }, [wanted, found, asking, ask, setWanted]);

  const near = useMemo(() => (found === null || byName === null ? null : found.code.orderByDistance(byName, found.point)), [found, byName]);
  // The first page is picked without the whole order; the pages after it and a province use it, worked out after the paint.
  useEffect(() => (near === null ? undefined : afterPaint(near.complete)), [near]);
  return { near: wanted ? near : null, asking, message, toggle };
}
