import { throughKernel, type KernelRequest } from './limits-kernel';

/**
 * The worked host's Content-Security-Policy reports, through its kernel: the policy names
 * POST /csp-report (`report-uri`, and `report-to` with `Reporting-Endpoints`); the endpoint takes
 * only the two report types, a small body, at a rate one address cannot flood the log with, and
 * no CSRF token or session (a browser's report carries none); each violation is one summarized
 * line in the log. HSTS goes only with HTTPS.
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
  expect(plain?.headers['content-security-policy']).toMatch(/; trusted-types dompurify; report-uri \/csp-report$/);
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

test("what a visitor's browser wrote is kept to one short line: no line break, each field cut at 200 characters, ten violations a request at most", () => {
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
  expect(batch?.logs).toHaveLength(10);
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
