import { runKernel, throughKernel, type KernelRequest } from './limits-kernel';

/**
 * The API's limits count a visitor by the address rule the login's does: an IPv6 address by its
 * /64 (what one subscriber is given: its 2^64 addresses are one visitor), an IPv4 address written
 * as IPv6 (`::ffff:192.0.2.9`, as a dual-stack server or proxy sees IPv4 visitors) as that IPv4
 * address (one /64, `::ffff:0:0/64`, would put every IPv4 visitor in one count).
 */
function hit(remote: string): KernelRequest {
  return {
    method: 'POST',
    uri: '/api/hits',
    remote,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ entity: 'Pan dulce de la casa', type: 'share', value: 'whatsapp' }),
  };
}

const statuses = (requests: KernelRequest[]) => throughKernel(requests).map((answer) => answer.status);

test('twenty hits a minute from one /64, each from another of its addresses, then 429 there; the next /64 goes on', () => {
  const answers = statuses([
    ...Array.from({ length: 20 }, (_, index) => hit(`2001:db8:5:6::${(index + 1).toString(16)}`)),
    hit('2001:db8:5:6:ffff:ffff:ffff:ffff'),
    hit('2001:db8:5:7::1'),
  ]);
  expect(answers.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 201));
  expect(answers.slice(20)).toEqual([429, 201]);
});

test('an IPv4 visitor written as IPv6 counts as its IPv4 address, and another IPv4 visitor of the same server has a count of its own', () => {
  const answers = statuses([...Array.from({ length: 20 }, () => hit('::ffff:198.51.100.20')), hit('198.51.100.20'), hit('::ffff:198.51.100.21')]);
  expect(answers.slice(20)).toEqual([429, 201]);
});

test('every limiter that counts visitors by address (hits, uploads, CSP reports) keys them by the same rule', () => {
  const addresses = ['2001:db8:7:8::1', '2001:DB8:7:8:abcd:0:0:2', '2001:db8:7:9::1', '::ffff:192.0.2.9', '192.0.2.9', '192.0.2.10', '::1'];
  const { keys } = runKernel([], {
    limiters: ['hits', 'uploads', 'csp-reports'].flatMap((name) => addresses.map((remote): [string, string] => [name, remote])),
  });
  const expected = ['2001:db8:7:8::/64', '2001:db8:7:8::/64', '2001:db8:7:9::/64', '192.0.2.9', '192.0.2.9', '192.0.2.10', '::/64'];
  // The first limit of each is the visitor's (the CSP reports' second is the whole site's).
  const byLimiter = [0, 1, 2].map((limiter) => keys.slice(limiter * addresses.length, (limiter + 1) * addresses.length).map((each) => each[0]));
  expect(byLimiter).toEqual([expected, expected, expected]);
});
