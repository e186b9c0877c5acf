import { runKernel, type KernelAnswer, type KernelRequest } from './limits-kernel';

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
const errorsOf = (answer: KernelAnswer | undefined): Record<string, string[]> =>
  (JSON.parse(answer?.body ?? '{}') as { errors?: Record<string, string[]> }).errors ?? {};

/** A hit the host must refuse: what it is, its body, the field the refusal names and its message. */
export type RefusedHit = [name: string, body: unknown, field: string, message: RegExp];

/**
 * Sends each refused hit through the kernel (one run) and declares a test each: 422 with the
 * message on its field; and one that the table stayed empty.
 */
export function expectRefused(refused: readonly RefusedHit[], hit: (body: unknown) => KernelRequest): void {
  const { answers, after } = runKernel(
    refused.map(([, body]) => hit(body)),
    { after: ['select count(*) as hits from hits'] },
  );

  test.each(refused.map(([name, , field, message], index) => [name, field, message, index] as const))('%s: 422 on %s', (_, field, message, index) => {
    expect(answers[index]?.status).toBe(422);
    expect(errorsOf(answers[index])[field]).toContainEqual(expect.stringMatching(message));
  });

  test('no hit stored', () => {
    expect(after[0]).toEqual([{ hits: 0 }]);
  });
}
