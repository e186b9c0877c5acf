import { documentOf, throughKernel, type KernelAnswer, type KernelRequest } from './limits-kernel';

/**
 * The login's limits, through the host's kernel from chosen addresses: five wrong passwords a
 * minute per account (from any address, however its e-mail is spelled), twenty per address
 * (whatever the e-mails), then the form again, 429, saying how long to wait; a good login clears
 * its account's count only. And
 * the address they count: the connection's peer, unless it is a proxy TRUSTED_PROXIES names.
 */
const PASSWORD = 'secreto123';
const EDITOR = 'editora@example.com';
const SECOND_EDITOR = 'redaccion@example.com';
const LOGIN_PAGE = 'http://localhost/login';

function login(email: string, password: string, remote: string, headers: Record<string, string> = {}): KernelRequest {
  return { method: 'POST', uri: '/login', remote, headers: { Referer: LOGIN_PAGE, ...headers }, form: { email, password } };
}

/** The same, from a browser that keeps its cookies (`jar`). */
function loginIn(jar: string, email: string, password: string, remote: string): KernelRequest {
  return { ...login(email, password, remote), jar };
}

/** That browser logs out: its session ends, its other cookies stay. */
const logOut = (jar: string): KernelRequest => ({ method: 'POST', uri: '/logout', jar });

/** What each request's answer was: `outcome`, and `out` for a logout. */
function outcomes(requests: KernelRequest[], answers: KernelAnswer[] = throughKernel(requests)): string[] {
  return answers.map((answer, index) => (requests[index]?.uri === '/logout' ? 'out' : outcome(answer)));
}

/** What the form answered: a wrong password (back to the form), a login (home), or the limit. */
function outcome(answer: KernelAnswer): string {
  if (answer.status === 429) return 'limited';
  if (answer.status === 302) return answer.headers.location === LOGIN_PAGE ? 'wrong' : 'in';
  return `status ${answer.status}`;
}

const wrongs = (count: number, request: (index: number) => KernelRequest) => Array.from({ length: count }, (_, index) => request(index));

test('five wrong passwords for one e-mail from five addresses, then 429 from a sixth: the form, in Spanish, with the wait and Retry-After', () => {
  const answers = throughKernel([
    ...wrongs(5, (index) => login('victima@example.com', `mal-${index}`, `203.0.113.${index + 1}`)),
    login('victima@example.com', PASSWORD, '198.51.100.7'),
  ]);
  expect(answers.map(outcome)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited']);
  const limited = answers[5];
  if (limited === undefined) throw new Error('no answer');
  const wait = Number(limited.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  const form = documentOf(limited);
  expect(form.querySelector('[role="alert"]')?.textContent?.trim()).toBe(`Demasiados intentos de ingreso. Esperá ${wait} segundos y probá de nuevo.`);
  expect(form.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('victima@example.com');
});

test('twenty wrong passwords from one address, each for another e-mail, then 429 there; the same e-mail from another address goes on', () => {
  const answers = throughKernel([
    ...wrongs(20, (index) => login(`persona${index}@example.com`, 'mal', '192.0.2.10')),
    login('otra@example.com', 'mal', '192.0.2.10'),
    login('otra@example.com', 'mal', '192.0.2.11'),
  ]);
  expect(answers.slice(0, 20).map(outcome)).toEqual(Array.from({ length: 20 }, () => 'wrong'));
  expect(answers.slice(20).map(outcome)).toEqual(['limited', 'wrong']);
});

test("a good login clears its account's count, never its address's: a script cannot reset its limit by logging into its own account", () => {
  const answers = throughKernel([
    ...wrongs(4, (index) => login(EDITOR, `mal-${index}`, '192.0.2.20')),
    login(EDITOR, PASSWORD, '192.0.2.20'),
    // The e-mail starts again: four more wrong ones are not over its five.
    ...wrongs(4, (index) => login(EDITOR, `mal-otra-${index}`, '192.0.2.21')),
    // The first address had four wrong ones; fifteen more for other e-mails make nineteen, the good login cleared none.
    ...wrongs(15, (index) => login(`guion${index}@example.com`, 'mal', '192.0.2.20')),
    login('guion-ultimo@example.com', 'mal', '192.0.2.20'),
    login('guion-ultimo@example.com', 'mal', '192.0.2.20'),
  ]);
  expect(answers.map(outcome)).toEqual([...Array.from({ length: 4 }, () => 'wrong'), 'in', ...Array.from({ length: 20 }, () => 'wrong'), 'limited']);
});

test("attempts refused for an account held out are not counted on their address: trying it again does not use up the address's twenty", () => {
  const answers = throughKernel([
    ...wrongs(5, (index) => login('retenida@example.com', `mal-${index}`, '192.0.2.30')),
    ...wrongs(10, () => login('retenida@example.com', PASSWORD, '192.0.2.30')),
    ...wrongs(15, (index) => login(`colega${index}@example.com`, 'mal', '192.0.2.30')),
    login('colega-ultima@example.com', 'mal', '192.0.2.30'),
  ]);
  expect(answers.map(outcome)).toEqual([
    ...Array.from({ length: 5 }, () => 'wrong'),
    ...Array.from({ length: 10 }, () => 'limited'),
    ...Array.from({ length: 15 }, () => 'wrong'),
    'limited',
  ]);
});

test('an IPv6 visitor is counted by their /64: other addresses of the same block share the limit, the next block does not', () => {
  const answers = throughKernel([
    ...wrongs(20, (index) => login(`v6-${index}@example.com`, 'mal', `2001:db8:1:2::${(index + 1).toString(16)}`)),
    login('v6-ultimo@example.com', 'mal', '2001:db8:1:2:ffff::1'),
    login('v6-ultimo@example.com', 'mal', '2001:db8:1:3::1'),
  ]);
  expect(answers.slice(20).map(outcome)).toEqual(['limited', 'wrong']);
});

test('an IPv4 address written as IPv6 (`::ffff:203.0.113.7`, as a dual-stack server sees IPv4 visitors) is that IPv4 address, not one /64 shared by every IPv4 visitor', () => {
  const answers = throughKernel([
    ...wrongs(20, (index) => login(`mapped-${index}@example.com`, 'mal', '::ffff:203.0.113.7')),
    // The same visitor, written as IPv4: its count.
    login('mapped-ultimo@example.com', 'mal', '203.0.113.7'),
    // Another IPv4 visitor of the same dual-stack server: a count of its own.
    login('mapped-ultimo@example.com', 'mal', '::ffff:203.0.113.8'),
  ]);
  expect(answers.slice(20).map(outcome)).toEqual(['limited', 'wrong']);
});

describe("the e-mail the limit counts: the account's, as the database matches it, and the address as typed normalised", () => {
  test('spellings of one address that differ in capitals, accents or full-width letters share its five, when no account has it', () => {
    const answers = throughKernel([
      ...['\uff4eadie@example.com', 'nadi\u00e9@example.com', 'NADIE@EXAMPLE.COM', '\uff4e\uff41\uff44\uff49\uff45@example.com', 'N\u00e1die@example.com'].map(
        (spelling, index) => login(spelling, 'mal', `203.0.113.${index + 30}`),
      ),
      login('nadie@example.com', 'mal', '203.0.113.40'),
    ]);
    expect(answers.map(outcome)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited']);
  });

  test("…and when an account has it: the same count, whether the database matches the spelling to the account or not (SQLite doesn't)", () => {
    const answers = throughKernel([
      ...[
        '\uff45ditora@example.com',
        'EDITORA@example.com',
        'editor\u00e1@example.com',
        '\uff45\uff44\uff49\uff54\uff4f\uff52\uff41@example.com',
        'Edit\u00f3ra@example.com',
      ].map((spelling, index) => login(spelling, 'mal', `203.0.113.${index + 50}`)),
      login(EDITOR, PASSWORD, '203.0.113.60'),
    ]);
    expect(answers.map(outcome)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited']);
  });
});

describe("the owner's browser: a device cookie from a good login", () => {
  const held = (email: string) => wrongs(5, (index) => login(email, `mal-${index}`, `198.51.100.${index + 20}`));

  test("a browser that logged in before still logs in with the right password while others' wrong ones hold the account; one without its cookie is refused", () => {
    const requests = [
      loginIn('duena', EDITOR, PASSWORD, '192.0.2.50'),
      logOut('duena'),
      ...held(EDITOR),
      login(EDITOR, 'mal-otra', '198.51.100.30'),
      loginIn('duena', EDITOR, PASSWORD, '192.0.2.51'),
      login(EDITOR, PASSWORD, '192.0.2.52'),
    ];
    const answers = throughKernel(requests);
    expect(outcomes(requests, answers)).toEqual(['in', 'out', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited', 'in', 'limited']);
    const refused = answers[9];
    if (refused === undefined) throw new Error('no answer');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(documentOf(refused).querySelector('[role="alert"]')?.textContent?.trim()).toBe(
      `Demasiados intentos de ingreso. Esperá ${wait} segundos y probá de nuevo.`,
    );
  });

  test('the cookie: HttpOnly, SameSite=Lax, for a year, Secure when the login came over HTTPS', () => {
    const [plain, secure] = throughKernel([
      login(EDITOR, PASSWORD, '192.0.2.53'),
      { ...login(EDITOR, PASSWORD, '192.0.2.54'), uri: 'https://localhost/login' },
    ]);
    const device = (answer: KernelAnswer | undefined) =>
      answer?.headers['set-cookie']?.split(/, (?=[\w-]+=)/).find((cookie) => cookie.startsWith('login_device='));
    expect(device(plain)).toMatch(/; path=\/; httponly; samesite=lax$/i);
    expect(device(secure)).toMatch(/; path=\/; secure; httponly; samesite=lax$/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(device(plain) ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  });

  test("its wrong passwords are its own count, not the account's: the owner's typos hold no one else out", () => {
    const answers = outcomes([
      loginIn('duena', EDITOR, PASSWORD, '192.0.2.55'),
      logOut('duena'),
      ...wrongs(5, (index) => loginIn('duena', EDITOR, `mal-${index}`, '192.0.2.55')),
      login(EDITOR, PASSWORD, '192.0.2.56'),
    ]);
    expect(answers).toEqual(['in', 'out', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'in']);
  });

  test('a device cookie that failed five times is distrusted: past them, it counts as a browser without one', () => {
    const answers = outcomes([
      loginIn('duena', EDITOR, PASSWORD, '192.0.2.57'),
      logOut('duena'),
      ...held(EDITOR),
      ...wrongs(5, (index) => loginIn('duena', EDITOR, `mal-propia-${index}`, '192.0.2.57')),
      loginIn('duena', EDITOR, PASSWORD, '192.0.2.57'),
    ]);
    expect(answers).toEqual(['in', 'out', ...Array.from({ length: 10 }, () => 'wrong'), 'limited']);
  });

  test("a new password ends the account's device cookies", () => {
    const answers = outcomes([
      loginIn('duena', EDITOR, PASSWORD, '192.0.2.60'),
      logOut('duena'),
      ...held(EDITOR),
      {
        ...loginIn('duena', EDITOR, PASSWORD, '192.0.2.60'),
        // The same password, hashed again: what changing it does to the row.
        before: [`update users set password = (select password from users where email = '${SECOND_EDITOR}') where email = '${EDITOR}'`],
      },
    ]);
    expect(answers).toEqual(['in', 'out', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited']);
  });

  test('the cookie names its account: for another one, it is no cookie; nor is a cookie that the server did not set', () => {
    const answers = outcomes([
      loginIn('duena', EDITOR, PASSWORD, '192.0.2.58'),
      logOut('duena'),
      ...held(SECOND_EDITOR),
      loginIn('duena', SECOND_EDITOR, PASSWORD, '192.0.2.58'),
      { ...login(SECOND_EDITOR, PASSWORD, '192.0.2.59'), cookies: { login_device: '3|0123456789abcdef0123456789abcdef|forjada' } },
    ]);
    expect(answers).toEqual(['in', 'out', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'limited', 'limited']);
  });
});

describe('the address the limits count', () => {
  const forwarded = (index: number) => ({ 'X-Forwarded-For': `198.51.100.${index + 1}` });

  test('without TRUSTED_PROXIES, X-Forwarded-For changes nothing: twenty-one requests of one peer, each claiming another client, are one address', () => {
    const answers = throughKernel(wrongs(21, (index) => login(`xff${index}@example.com`, 'mal', '10.0.0.9', forwarded(index))));
    expect(answers.map(outcome).at(-1)).toBe('limited');
  });

  test("a peer TRUSTED_PROXIES does not name is not believed either, though another is: the limit keys on that peer's own address", () => {
    const answers = throughKernel(
      wrongs(21, (index) => login(`xff${index}@example.com`, 'mal', '10.0.0.9', forwarded(index))),
      { env: { TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12' } },
    );
    expect(answers.map(outcome).at(-1)).toBe('limited');
  });

  test('behind a proxy TRUSTED_PROXIES names (an address or a range), each forwarded client has a limit of its own', () => {
    const requests = [
      ...wrongs(21, (index) => login(`xff${index}@example.com`, 'mal', '10.0.0.1', forwarded(index))),
      ...wrongs(21, (index) => login(`xff-b${index}@example.com`, 'mal', '172.16.5.4', forwarded(index))),
      // …and one forwarded client still has its own twenty.
      ...wrongs(20, (index) => login(`uno${index}@example.com`, 'mal', '10.0.0.1', { 'X-Forwarded-For': '203.0.113.99' })),
      login('uno-mas@example.com', 'mal', '10.0.0.1', { 'X-Forwarded-For': '203.0.113.99' }),
    ];
    const answers = throughKernel(requests, { env: { TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12' } });
    const outcomes = answers.map(outcome);
    expect(outcomes.slice(0, 42).filter((each) => each !== 'wrong')).toEqual([]);
    expect(outcomes.slice(42, 62).filter((each) => each !== 'wrong')).toEqual([]);
    expect(outcomes.at(-1)).toBe('limited');
  });
});
