import { useEffect } from 'react';

/** Whether this browser can keep the screen on (the Screen Wake Lock API). */
export function canHoldScreen(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/**
 * Holds a screen wake lock while `on` (docs/widgets/recipe.md, "Cook mode"). The browser
 * releases the lock whenever the page is hidden (the screen turns off, another tab), so it is
 * asked for again each time the page is visible again while `on`; switched off or unmounted,
 * it is released. A refused request calls `onRefused` (the caller switches off).
 */
export function useWakeLock(on: boolean, onRefused: (error: unknown) => void): void {
  useEffect(() => {
    if (!on || !canHoldScreen()) return undefined;
    let active = true;
    let lock: WakeLockSentinel | null = null;
    let asking = false;
    const ask = () => {
      if (asking || (lock !== null && !lock.released)) return;
      asking = true;
      navigator.wakeLock.request('screen').then(
        (taken) => {
          asking = false;
          if (active) lock = taken;
          else void taken.release().catch(() => undefined);
        },
        (error: unknown) => {
          asking = false;
          if (active) onRefused(error);
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') ask();
    };
    ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      if (lock !== null && !lock.released) void lock.release().catch(() => undefined);
    };
  }, [on, onRefused]);
}
