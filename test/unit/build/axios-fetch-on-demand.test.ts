import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { bundleInNode, ROOT, type BundleOutcome } from './bundle-in-node';

/**
 * scripts/build/axios-fetch-on-demand.mjs hands axios's adapter table a stand-in for its fetch
 * adapter. That leans on axios's own files (lib/adapters/adapters.js importing ./fetch.js as a
 * namespace, and fetch.js's `getFetch(config)`), which no public option reaches: `adapter:
 * 'xhr'` still bundles the fetch adapter, since the table imports every adapter. So this
 * bundles axios as installed, with the plugin, and sends a keepalive request through the
 * stand-in: an axios update that moves or reshapes those files fails here, not on a visitor's
 * share.
 */

const PLUGIN = { file: path.join(ROOT, 'scripts/build/axios-fetch-on-demand.mjs'), name: 'axiosFetchOnDemand' };
const FETCH_ADAPTER = /axios\/lib\/adapters\/fetch\.js$/;

let server: Server;
const received: { method?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, body });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The outputs the entry loads at once (its static imports, and theirs). */
function staticClosure(outputs: BundleOutcome['outputs']): Set<string> {
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint !== undefined) ?? '';
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return seen;
}

test("axios's fetch adapter comes on demand, from a file of its own, and a keepalive request goes through it", async () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/hits`;
  const outcome = await bundleInNode({
    platform: 'browser',
    plugins: [PLUGIN],
    entry: [
      "import axios from 'axios';",
      'export default async () => {',
      // What prepareKeepalive() does (src/shared/api/request.ts): the stand-in, asked for early.
      "  const adapter = typeof axios.getAdapter('fetch');",
      `  const answer = await axios.post(${JSON.stringify(url)}, { type: 'share' }, { adapter: 'fetch', fetchOptions: { keepalive: true } });`,
      '  return { adapter, status: answer.status, data: answer.data };',
      '};',
    ].join('\n'),
  });
  expect(outcome.errors).toEqual([]);
  expect(outcome.warnings).toEqual([]);
  expect(outcome.result).toEqual({ adapter: 'function', status: 200, data: { ok: true } });
  expect(received).toEqual([{ method: 'POST', body: JSON.stringify({ type: 'share' }) }]);

  const withAdapter = Object.keys(outcome.outputs).filter((file) =>
    Object.keys(outcome.outputs[file]?.inputs ?? {}).some((input) => FETCH_ADAPTER.test(input)),
  );
  expect(withAdapter).toHaveLength(1);
  expect(staticClosure(outcome.outputs).has(withAdapter[0] ?? '')).toBe(false);
});

test('without the plugin the fetch adapter is loaded at once, whatever adapter the requests name: the plugin is still needed', async () => {
  const outcome = await bundleInNode({
    platform: 'browser',
    plugins: [],
    entry: ["import axios from 'axios';", "const http = axios.create({ adapter: 'xhr' });", 'export default async () => typeof http.get;'].join('\n'),
  });
  expect(outcome.errors).toEqual([]);
  const loaded = [...staticClosure(outcome.outputs)].flatMap((file) => Object.keys(outcome.outputs[file]?.inputs ?? {}));
  expect(loaded.filter((input) => FETCH_ADAPTER.test(input))).toHaveLength(1);
});
