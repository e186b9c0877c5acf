// The reliability figures (docs/benchmark.md, "Reliability"): the production mode's fault
// journeys (test/laravel/production/faults.spec.ts) run as `npm test` runs them, each recording
// what visitors got and what of the acknowledged saves was lost (RELIABILITY_RESULTS, a JSON
// line per fault). A fault whose journey failed has no line: it counts as not survived.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The faults the journeys inject, by the names they record. */
const FAULTS = ['an app server killed mid-save', 'Redis restarted', 'MariaDB killed mid-save', "the uploads' disk full", 'a table locked past the lock wait'];

/**
 * @typedef {{ fault: string, visitorRequests: number, visitorErrors: Record<string, number>, unavailableSeconds: number,
 *   acknowledgedSaves: number, acknowledgedLost: number }} FaultFigure one fault, as its journey recorded it
 * @typedef {{ faults: FaultFigure[], survived: number, of: number, acknowledgedLost: number }} ReliabilityFigures
 */

/** Playwright's whole run, at most: the production mode's start and five faults on a busy machine. */
export function reliabilityPartLimit() {
  return 15 * 60_000;
}

/** @returns {Promise<ReliabilityFigures>} */
export async function measureReliability() {
  const folder = mkdtempSync(path.join(tmpdir(), 'reliability-'));
  const file = path.join(folder, 'faults.jsonl');
  try {
    // Its own ports, beside a test run or another part's host (8380).
    const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.production.config.ts', '--project', 'faults', '--no-deps', '--reporter=line'], {
      encoding: 'utf8',
      env: { ...process.env, RELIABILITY_RESULTS: file, TEST_PORT_BASE: process.env.BENCH_RELIABILITY_PORT_BASE ?? '8473' },
      timeout: reliabilityPartLimit(),
    });
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // No fault survived: no line.
    }
    const faults = /** @type {FaultFigure[]} */ (
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line))
    );
    if (faults.length === 0) throw new Error(`no fault journey passed:\n${`${run.stdout}${run.stderr}`.trim().split('\n').slice(-20).join('\n')}`);
    return {
      faults,
      survived: FAULTS.filter((fault) => faults.some((figure) => figure.fault === fault)).length,
      of: FAULTS.length,
      acknowledgedLost: faults.reduce((sum, figure) => sum + figure.acknowledgedLost, 0),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
