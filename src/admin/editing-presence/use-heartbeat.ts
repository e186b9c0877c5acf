import { useEffect, useRef } from 'react';
import { findHiddenField } from '../shared/hidden-field/find';
import { postHeartbeat, sendLeaving, type PresenceAnswer } from './presence-api';

interface HeartbeatOptions {
  /** The placeholder: its form holds the CSRF field the leaving beacon sends. */
  readonly element: Element;
  readonly url: string;
  readonly item: string;
  readonly intervalMs: number;
  /** Each answer, in order; a failed heartbeat calls nothing. */
  readonly onAnswer: (answer: PresenceAnswer) => void;
}

/** The CSRF token the page holds: its form's `_token` (`@csrf`), else `<meta name="csrf-token">`. */
function csrfToken(element: Element): string | null {
  const token = findHiddenField(element, '_token')?.value ?? document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
  return token === '' ? null : token;
}

/**
 * The heartbeat (as WordPress's post lock has one): posted at once, then every
 * `intervalMs` while the page is visible; paused while it is hidden, posted again the
 * moment it shows; on `pagehide` the caller is removed at once. A heartbeat only informs:
 * one that fails (the network, 419, 429, 500) is a console warning and the next beat
 * tries again; nothing waits for it.
 */
export function useHeartbeat({ element, url, item, intervalMs, onAnswer }: HeartbeatOptions): void {
  const answered = useRef(onAnswer);
  useEffect(() => {
    answered.current = onAnswer;
  }, [onAnswer]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let request: AbortController | null = null;

    const beat = () => {
      // A beat still on its way is old news: the new one replaces it.
      request?.abort();
      const controller = new AbortController();
      request = controller;
      postHeartbeat(url, item, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) answered.current(answer);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(
            `[site-widgets] "editing-presence": heartbeat to ${url} failed, tried again in ${intervalMs / 1000} s: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      );
    };
    const running = () => timer !== undefined;
    const pause = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const resume = () => {
      if (running() || document.visibilityState === 'hidden') return;
      beat();
      timer = setInterval(beat, intervalMs);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : resume());
    const onPageHide = () => {
      pause();
      request?.abort();
      const token = csrfToken(element);
      if (token !== null) sendLeaving(url, item, token);
    };
    // Back from the back-forward cache: the page was left, so it says it is here again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resume();
    };

    resume();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      pause();
      request?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [element, url, item, intervalMs]);
}
