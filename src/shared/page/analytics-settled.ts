import { sendEvent, type EventParameters } from './analytics';

/** How long a search box or a tab row must rest before its event goes: one typed word, one walk along the tabs. */
export const SETTLE_MS = 1000;

const waiting: Record<string, ReturnType<typeof setTimeout>> = {};

/**
 * Sends the event once nothing of the same name followed for `SETTLE_MS`: typing "córdoba"
 * is one `search`, not seven, and the arrow keys' walk along a tab row one `select_content`.
 */
export function sendSettled(name: string, parameters: EventParameters): void {
  clearTimeout(waiting[name]);
  waiting[name] = setTimeout(() => sendEvent(name, parameters), SETTLE_MS);
}
