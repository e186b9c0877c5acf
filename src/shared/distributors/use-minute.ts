import { useEffect, useState } from 'react';

/**
 * The time, renewed as each minute starts while a widget that says opening hours is on the page
 * (the directory, a distributor's own line): 'Abierto · cierra 20:30' and the filter 'Abierto
 * ahora' follow the clock without a reload.
 * One timeout at a time, set again for the next minute's start (an interval would drift, and
 * a sleeping phone's late timeout still lands on a minute's start); cleared on unmount.
 */
export function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        60_000 - (Date.now() % 60_000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
