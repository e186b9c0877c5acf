import { runKernel, throughKernel, type KernelRequest } from './limits-kernel';

/**
 * The worked host's Content-Security-Policy reports, through its kernel: the policy names
 * POST /csp-report (`report-uri`, and `report-to` with `Reporting-Endpoints`); the endpoint takes
 * only the two report types, a small body, at a rate neither one address (an IPv6 /64) nor all
 * together can flood the log with, and no CSRF token or session (a browser's report carries
 * none); each violation is one summarized line, three at most a request, in a log of their own,
 * a file a day kept a week. HSTS goes only with HTTPS.
 */
function report(body: string, type = 'application/csp-report', remote = '192.0.2.1'): KernelRequest {
  return { method: 'POST', uri: '/csp-report', remote, headers: { 'Content-Type': type }, body };
}

const CSP_REPORT = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://localhost/post/1',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; …",
    'blocked-uri': 'https://malo.example/x.js',
    'status-code': 200,
  },
});

const violation = (body: Record<string, unknown>) => ({ type: 'csp-violation', age: 10, url: 'http://localhost/', user_agent: 'Chrome', body });

test('the policy names the endpoint: `report-uri` always, the Reporting API over HTTPS only (Chromium ignores it over HTTP, and would then send nothing); HSTS over HTTPS only (also behind a trusted proxy that says so)', () => {
  const [plain, secure, proxied, spoofed] = throughKernel(
    [
      { method: 'GET', uri: '/' },
      { method: 'GET', uri: 'https://localhost/' },
      { method: 'GET', uri: '/', remote: '10.0.0.1', headers: { 'X-Forwarded-Proto': 'https' } },
      { method: 'GET', uri: '/', remote: '10.0.0.2', headers: { 'X-Forwarded-Proto': 'https' } },
    ],
    { env: { TRUSTED_PROXIES: '10.0.0.1' } },
  );
  expect(plain?.headers['content-security-policy']).toMatch(/; trusted-types dompurify site-widgets-sw site-widgets-speculation; report-uri \/csp-report$/);
  expect(plain?.headers['reporting-endpoints']).toBeUndefined();
  expect(spoofed?.headers['reporting-endpoints']).toBeUndefined();
  for (const answer of [secure, proxied]) expect(answer?.headers['content-security-policy']).toMatch(/; report-uri \/csp-report; report-to csp$/);
  expect(secure?.headers['reporting-endpoints']).toBe('csp="https://localhost/csp-report"');
  expect(proxied?.headers['reporting-endpoints']).toBe('csp="https://localhost/csp-report"');
  expect(plain?.headers['strict-transport-security']).toBeUndefined();
  expect(spoofed?.headers['strict-transport-security']).toBeUndefined();
  expect(secure?.headers['strict-transport-security']).toBe('max-age=31536000');
  expect(proxied?.headers['strict-transport-security']).toBe('max-age=31536000');
});

test('a report-uri report and a Reporting API batch: 204, one warning line per violation (directive, what was blocked, on which page)', () => {
  const batch = JSON.stringify([
    violation({ documentURL: 'http://localhost/recetas', blockedURL: 'inline', effectiveDirective: 'script-src-attr', disposition: 'enforce' }),
    { type: 'deprecation', body: { id: 'x' } },
    violation({ documentURL: 'http://localhost/', blockedURL: 'http://imagenes.example/a.png', effectiveDirective: 'img-src' }),
  ]);
  const [first, second] = throughKernel([report(CSP_REPORT), report(batch, 'application/reports+json; charset=utf-8')]);
  expect(first?.status).toBe(204);
  expect(first?.logs).toEqual(['warning: CSP violation: script-src-elem blocked https://malo.example/x.js on http://localhost/post/1']);
  expect(second?.status).toBe(204);
  expect(second?.logs).toEqual([
    'warning: CSP violation: script-src-attr blocked inline on http://localhost/recetas',
    'warning: CSP violation: img-src blocked http://imagenes.example/a.png on http://localhost/',
  ]);
});

test("what a visitor's browser wrote is kept to one short line: no line break, each field cut at 200 characters, three violations a request at most", () => {
  const long = `https://malo.example/${'a'.repeat(500)}`;
  const forged = JSON.stringify({
    'csp-report': { 'effective-directive': 'img-src\n[2026-01-01] production.ERROR: falso', 'blocked-uri': long, 'document-uri': 'http://localhost/\r\u2028x' },
  });
  const many = JSON.stringify(
    Array.from({ length: 15 }, (_, index) => violation({ documentURL: `http://localhost/${index}`, blockedURL: 'inline', effectiveDirective: 'script-src' })),
  );
  const [one, batch] = throughKernel([report(forged), report(many, 'application/reports+json')]);
  expect(one?.logs).toHaveLength(1);
  const [line = ''] = one?.logs ?? [];
  expect(line).not.toMatch(/[\r\n\u2028]/);
  expect(line).toContain('img-src [2026-01-01] production.ERROR: falso blocked');
  expect(line).toContain(`blocked ${long.slice(0, 200)}... on http://localhost/ x`);
  expect(batch?.status).toBe(204);
  expect(batch?.logs).toEqual([0, 1, 2].map((index) => `warning: CSP violation: script-src blocked inline on http://localhost/${index}`));
});

test('a line is 1 KB at most, cut where a character ends: fields of characters of four bytes each cannot make it longer', () => {
  const wide = '\u{1F600}'.repeat(300);
  const [answer] = throughKernel([report(JSON.stringify({ 'csp-report': { 'effective-directive': wide, 'blocked-uri': wide, 'document-uri': wide } }))]);
  expect(answer?.status).toBe(204);
  const [line = ''] = answer?.logs ?? [];
  const message = line.replace(/^warning: /, '');
  expect(Buffer.byteLength(message)).toBeLessThanOrEqual(1024);
  expect(Buffer.byteLength(message)).toBeGreaterThan(1000);
  expect(message).toMatch(/^CSP violation: (\u{1F600})+\.\.\. blocked (\u{1F600})+\.\.\. on (\u{1F600})+$/u);
});

test('the reports go to a log of their own, a file a day (`csp-reports-YYYY-MM-DD.log`), seven days kept: the older files go as a new day starts; nothing in laravel.log', () => {
  const old = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`csp-reports-2020-01-${String(index + 1).padStart(2, '0')}.log`, 'viejo\n']));
  const { logFiles } = runKernel([report(CSP_REPORT)], { logFiles: old });
  const today = Object.keys(logFiles).filter((name) => !(name in old));
  expect(today).toEqual([expect.stringMatching(/^csp-reports-\d{4}-\d{2}-\d{2}\.log$/)]);
  expect(logFiles[today[0] ?? '']).toMatch(/\.WARNING: CSP violation: script-src-elem blocked https:\/\/malo\.example\/x\.js on http:\/\/localhost\/post\/1 /);
  // Today's and the six newest before it.
  expect(Object.keys(logFiles).filter((name) => name in old)).toEqual(Object.keys(old).slice(4));
  expect(logFiles['laravel.log']).toBeUndefined();
});

test('only the report types, at most 32 KB, and a body that holds a report: 415, 413, 400, nothing logged', () => {
  const padded = JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'x'.repeat(33 * 1024) } });
  const answers = throughKernel([
    report(CSP_REPORT, 'application/json'),
    report(CSP_REPORT, 'text/plain'),
    { method: 'POST', uri: '/csp-report', form: { 'csp-report': 'x' } },
    report(padded),
    report('{"no": "report"}'),
    report('not JSON', 'application/reports+json'),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([415, 415, 415, 413, 400, 400]);
  expect(answers.flatMap((answer) => answer.logs)).toEqual([]);
});

test('thirty reports a minute from one address, then 429 there; another address goes on', () => {
  const answers = throughKernel([
    ...Array.from({ length: 31 }, () => report(CSP_REPORT, undefined, '192.0.2.50')),
    report(CSP_REPORT, undefined, '192.0.2.51'),
  ]);
  expect(answers.slice(0, 30).every((answer) => answer.status === 204)).toBe(true);
  expect(answers.slice(30).map((answer) => answer.status)).toEqual([429, 204]);
});

test('an IPv6 visitor counts by its /64, an IPv4 one written as IPv6 by its IPv4 address', () => {
  const runs = [
    [...Array.from({ length: 30 }, (_, index) => `2001:db8:c5:1::${(index + 1).toString(16)}`), '2001:db8:c5:1:8000::1', '2001:db8:c5:2::1'],
    [...Array.from({ length: 30 }, () => '::ffff:192.0.2.60'), '192.0.2.60', '::ffff:192.0.2.61'],
  ].map((addresses) => throughKernel(addresses.map((remote) => report(CSP_REPORT, undefined, remote))).map((answer) => answer.status));
  for (const statuses of runs) {
    expect(statuses.slice(0, 30).filter((status) => status !== 204)).toEqual([]);
    expect(statuses.slice(30)).toEqual([429, 204]);
  }
});

test('sixty reports a minute from the whole site, whatever their addresses, then 429 for everyone: the log grows by a bounded amount a day', () => {
  const answers = throughKernel(Array.from({ length: 61 }, (_, index) => report(CSP_REPORT, undefined, `198.51.100.${index + 1}`)));
  expect(answers.slice(0, 60).filter((answer) => answer.status !== 204)).toEqual([]);
  expect(answers[60]?.status).toBe(429);
  expect(answers[60]?.logs).toEqual([]);
});

test('no CSRF token and no session: with the CSRF check on, a report is taken (the API is not) and no cookie is set', () => {
  const [csp, hit] = throughKernel(
    [
      report(CSP_REPORT),
      {
        method: 'POST',
        uri: '/api/hits',
        headers: { 'Content-Type': 'application/json' },
        body: '{"entity":"Pan dulce de la casa","type":"whatsapp","value":"+5491112345678"}',
      },
    ],
    { env: { APP_ENV: 'local' } },
  );
  expect(csp?.status).toBe(204);
  expect(csp?.headers['set-cookie']).toBeUndefined();
  expect(hit?.status).toBe(419);
});
