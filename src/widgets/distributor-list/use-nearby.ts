import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Distributor } from '../../shared/api/distributors';
import { lazyPart } from '../../shared/loading/lazy-part';
import type { HistoryMode } from '../../shared/listing/url-state';
import type { NearOrder, Point } from './distance';
import { directoryTexts } from './texts';

/** The position and the distances: downloaded on first need (`nearby.ts`). */
const nearbyPart = lazyPart(() => import('./nearby'), "the 'Cerca mío' code");

type NearbyCode = Awaited<ReturnType<typeof nearbyPart.request>>;

export interface Nearby {
  /** The directory by distance, while 'Cerca mío' is on; null otherwise. */
  near: (NearOrder & { distanceText: (km: number) => string }) | null;
  /** Waiting for the phone's position (the button says so, `aria-busy`). */
  asking: boolean;
  /** What the polite live region says about it: asking, or why the list stayed as it was. */
  message: string | null;
  /** The button: on (asks for the position) or off. */
  toggle: () => void;
}

/**
 * 'Cerca mío' (docs/widgets/catalogue.md): `wanted` is the address's `cerca=1`, the position
 * lives in this hook's memory only. A tap asks the phone; found, the choice turns on
 * (`setWanted(true)`, a history entry), else the list stays and the message says why. An
 * address that wants it without a position here (a reload, a return, the forward button)
 * asks again only when the visitor already allowed it (no prompt unasked); otherwise it is
 * turned off in place (`replace`) and the button shows unpressed. The order is worked out
 * once per position and list.
 */
export function useNearby(wanted: boolean, byName: readonly Distributor[] | null, setWanted: (on: boolean, mode: HistoryMode) => void): Nearby {
  const [found, setFound] = useState<{ point: Point; code: NearbyCode } | null>(null);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The latest ask: an answer to an older one (tapped off meanwhile, unmounted) is dropped.
  const askId = useRef(0);
  useEffect(() => () => void (askId.current += 1), []);

  /** Asks the phone; `mode` is how a success reaches the history (`replace`: the address already wanted it). */
  const ask = useCallback(
    async (mode: HistoryMode) => {
      const id = (askId.current += 1);
      const current = () => askId.current === id;
      setAsking(true);
      setMessage(directoryTexts.locating);
      let failed: string | null = null;
      try {
        const code = await nearbyPart.request();
        const located = await code.locate();
        if (!current()) return;
        if (located.kind === 'found') {
          setFound({ point: located.point, code });
          setWanted(true, mode);
        } else failed = directoryTexts.locateFailed[located.kind];
      } catch {
        failed = directoryTexts.locateFailed.failed;
      }
      if (!current()) return;
      setAsking(false);
      setMessage(failed);
      if (failed !== null && mode === 'replace') setWanted(false, 'replace');
    },
    [setWanted],
  );

  // `cerca=1` with no position in memory: asked again only if already allowed, else turned off in place.
  const waiting = wanted && found === null && !asking;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    nearbyPart
      .request()
      .then((code) => code.locationGranted())
      .catch(() => false)
      .then((granted) => {
        if (!live) return;
        if (granted) void ask('replace');
        else setWanted(false, 'replace');
      });
    return () => {
      live = false;
    };
  }, [waiting, ask, setWanted]);

  const toggle = useCallback(() => {
    if (wanted && found !== null) {
      askId.current += 1;
      setMessage(null);
      setWanted(false, 'push');
    } else if (!asking) void ask('push');
  }, [wanted, found, asking, ask, setWanted]);

  const order = useMemo(() => (found === null || byName === null ? null : found.code.orderByDistance(byName, found.point)), [found, byName]);
  const near = useMemo(() => (order === null || found === null ? null : { ...order, distanceText: found.code.distanceText }), [order, found]);
  return { near: wanted ? near : null, asking, message, toggle };
}
