import type { KernelAnswer, KernelRequest } from './limits-kernel';

/**
 * `POST /api/hits` as the widgets send it (src/shared/api/hits.ts), each from an address of its
 * own under `prefix` ('192.0.2'), so that `throttle:hits` counts none of them together; `as`
 * logs a seeded user in for it.
 */
export function hitRequests(prefix: string): (body: unknown, as?: string) => KernelRequest {
  let sent = 0;
  return (body, as) => {
    sent += 1;
    return {
      method: 'POST',
      uri: '/api/hits',
      remote: `${prefix}.${sent}`,
      ...(as === undefined ? {} : { as }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    };
  };
}

/** A refusal's messages by field (Laravel's 422 JSON). */
export const errorsOf = (answer: KernelAnswer | undefined): Record<string, string[]> =>
  (JSON.parse(answer?.body ?? '{}') as { errors?: Record<string, string[]> }).errors ?? {};
