// The benchmark's one table — figure, ours (median), spread (p25–p75), runs, floor,
// ratio (median of the pairs measured side by side, with its p25–p75), target — then
// where each page's bytes go, and the parts that failed with their reasons.

import { BUDGETS } from './page-bytes.mjs';

/** @import { measureBackup } from './backup.mjs' */
/** @import { measureBytes } from './bytes.mjs' */
/** @import { measureFiltering } from './filtering.mjs' */
/** @import { ScoredHostPage, measureHostLighthouse } from './host-lighthouse.mjs' */
/** @import { measureLayoutShift } from './layout-shift.mjs' */
/** @import { measureLighthouse } from './lighthouse.mjs' */
/** @import { measureListing, measurePrefetchedPage } from './listing.mjs' */
/** @import { measureLoad } from './load.mjs' */
/** @import { measureFaqMount, measureMount } from './mount.mjs' */
/** @import { measureRecipe } from './recipe.mjs' */
/** @import { measureReliability } from './reliability.mjs' */
/** @import { measureTapToRecipe } from './tap-to-recipe.mjs' */
/** @import { Summary } from './stats.mjs' */
/** @import { measureTyping } from './typing.mjs' */

/**
 * What each part measured, under its key in the results.
 * @typedef {{
 *   bytes: Awaited<ReturnType<typeof measureBytes>>,
 *   mount: Awaited<ReturnType<typeof measureMount>>,
 *   faqMount: Awaited<ReturnType<typeof measureFaqMount>>,
 *   typing: Awaited<ReturnType<typeof measureTyping>>,
 *   filtering: Awaited<ReturnType<typeof measureFiltering>>,
 *   listing: Awaited<ReturnType<typeof measureListing>>,
 *   prefetchedPage: Awaited<ReturnType<typeof measurePrefetchedPage>>,
 *   recipe: Awaited<ReturnType<typeof measureRecipe>>,
 *   tapToRecipe: Awaited<ReturnType<typeof measureTapToRecipe>>,
 *   layoutShift: Awaited<ReturnType<typeof measureLayoutShift>>,
 *   lighthouse: Awaited<ReturnType<typeof measureLighthouse>>,
 *   backup: Awaited<ReturnType<typeof measureBackup>>,
 *   hostLighthouse: Awaited<ReturnType<typeof measureHostLighthouse>>,
 *   load: Awaited<ReturnType<typeof measureLoad>>,
 *   reliability: Awaited<ReturnType<typeof measureReliability>>,
 * }} Measured
 */
/**
 * A run's results as run.mjs writes them (bench-results/*.json): when, which commit, on what
 * machine, each part's time and failure, and what each part that ran measured.
 * @typedef {{
 *   date: string,
 *   commit: string | null,
 *   parts: string,
 *   machine: { cpu: string, cores: number, memoryGiB: number, platform: string, node: string, chromium: string, loadAverage: number[] },
 *   loadAverageAtEnd?: number[],
 *   seconds: Record<string, number>,
 *   failed: Record<string, string>,
 * } & Partial<Measured>} BenchResults
 */
/** @typedef {string[]} Row one line of a table, a cell a column */

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (/** @type {number} */ value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '—');
const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const times = (/** @type {number} */ value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
const msSpread = (/** @type {Summary} */ summary) => (summary.n > 1 ? `${summary.p25.toFixed(1)}–${summary.p75.toFixed(1)} ms` : '');
const ratioWithSpread = (/** @type {Summary} */ summary) =>
  summary.n > 1 ? `${times(summary.median)} (${summary.p25.toFixed(2)}–${summary.p75.toFixed(2)})` : times(summary.median);

/**
 * A timing without a floor: its label, median, spread, runs and target.
 * @param {string} label
 * @param {Summary} summary
 * @param {string} [target]
 * @returns {Row}
 */
const timing = (label, summary, target = '') => [label, ms(summary.median), msSpread(summary), String(summary.n), '', '', target];

/** The targets (docs/benchmark.md), with the budget `npm test` holds where the target is missed. */
/** @type {Record<string, string>} */
const BYTE_TARGETS = {
  noPlaceholder: '≤ 3.5 KB',
  oneFaq: `≤ 1.15× (budget ${BUDGETS.oneFaqRatio}×)`,
  fullPublic: `≤ 1.7× (budget ${BUDGETS.fullPublicRatio}×)`,
  recipe: '≤ 1.35×',
  admin: `≤ 2.0× (budget ${BUDGETS.adminRatio}×)`,
  adminContent: `≤ 2.0× (budget ${BUDGETS.adminRatio}×)`,
};

/** @param {BenchResults} results */
function rows(results) {
  /** @type {Row[]} */
  const out = [];
  const { bytes, mount, faqMount, typing, filtering, listing, prefetchedPage, recipe, tapToRecipe, layoutShift, lighthouse, backup, hostLighthouse, load } =
    results;
  for (const row of bytes?.rows ?? []) {
    out.push([`bytes ${row.label} (${row.files} files)`, kb(row.bytes), '', '1', kb(row.floor), times(row.ratio), BYTE_TARGETS[row.key] ?? '']);
  }
  if (bytes) out.push(['admin bytes on public pages', kb(bytes.adminOnPublic), '', '', '', '', '0']);
  for (const row of mount ?? []) {
    out.push([
      `mount: navigation → ${row.count} placeholders painted${row.preload ? ', host preloads' : ''}`,
      ms(row.ours.median),
      msSpread(row.ours),
      String(row.ours.n),
      ms(row.floor.median),
      ratioWithSpread(row.ratio),
      row.count >= 1000 ? '≤ 0.5×' : '≤ 0.7×',
    ]);
  }
  for (const row of faqMount ?? []) out.push(timing(`mount ${row.count} FAQ items (public bundle)`, row.ms));
  if (typing) {
    out.push([
      `keystroke → paint, step of a ${typing.steps}-step recipe`,
      ms(typing.ours.median),
      msSpread(typing.ours),
      String(typing.ours.n),
      ms(typing.floor.median),
      times(typing.ours.median / typing.floor.median),
      '≤ 16 ms',
    ]);
    out.push(timing(`  (the ${typing.steps}-step editor was ready in)`, typing.ready));
  }
  if (filtering) {
    out.push(timing(`province chosen → list painted (${filtering.count} distributors)`, filtering.times, '≤ 16 ms'));
    if (filtering.search) out.push(timing(`search keystroke → list painted (${filtering.count} distributors)`, filtering.search, '≤ 16 ms'));
    if (filtering.nearby) {
      out.push(timing(`'Cerca mío' tapped → list by distance painted (${filtering.count} distributors)`, filtering.nearby.times));
      if (filtering.nearby.fromPosition) {
        out.push(
          timing(`'Cerca mío': position received → list by distance painted (${filtering.count} distributors)`, filtering.nearby.fromPosition, '≤ 16 ms'),
        );
      }
    }
  }
  if (listing) out.push(timing('tab click → 12 cards painted (after the answer)', listing.times));
  if (prefetchedPage) out.push(timing('next page, prefetched: click → 12 cards painted', prefetchedPage.times));
  if (recipe) {
    out.push(timing('recipe: servings step → paint (every quantity)', recipe.servings, '≤ 16 ms'));
    out.push(timing('recipe: check-off → paint', recipe.checkOffs, '≤ 16 ms'));
    if (recipe.kitchen !== undefined) out.push(timing('recipe: kitchen scale change (grams, yeast) → paint', recipe.kitchen, '≤ 16 ms'));
    if (recipe.timerTicks) out.push(timing('recipe: cook mode, a tick of two step timers → paint', recipe.timerTicks, '≤ 16 ms'));
  }
  if (tapToRecipe) {
    const { withSpeculation, withoutSpeculation, ratio, prerendered } = tapToRecipe;
    out.push([
      `tap on a recipe card → recipe's picture painted, phone (4G, 4× CPU), with speculation (${prerendered} prerendered)`,
      ms(withSpeculation.median),
      msSpread(withSpeculation),
      String(withSpeculation.n),
      ms(withoutSpeculation.median),
      ratioWithSpread(ratio),
      '≤ 100 ms',
    ]);
    out.push(timing("tap on a recipe card → recipe's picture painted, phone (4G, 4× CPU), without speculation", withoutSpeculation));
  }
  for (const row of layoutShift ?? []) {
    const value = Number.isFinite(row.shift) ? row.shift.toFixed(3) : `failed: ${row.error}`;
    out.push([`layout shift ${row.page} (${row.width})`, value, '', '1', '', '', row.admin ? '≤ 0.05' : '0']);
  }
  for (const row of lighthouse ?? []) {
    const value = Number.isFinite(row.score) ? String(row.score) : `failed: ${row.error}`;
    out.push([`Lighthouse mobile performance, ${row.page}`, value, '', '1', '', '', '≥ 95']);
  }
  if (backup) {
    const { files } = backup.uploads;
    const videos = backup.videos.files;
    const holds = `archive ${kb(backup.archiveBytes)}: dump ${kb(backup.databaseBytes)}, ${files} upload${files === 1 ? '' : 's'} ${kb(backup.uploads.bytes)}, ${videos} video${videos === 1 ? '' : 's'} ${kb(backup.videos.bytes)}`;
    out.push(timing(`worked host: site:backup on the seed (${holds})`, backup.backupMs));
    out.push(timing('worked host: site:restore --force of it', backup.restoreMs));
  }
  for (const row of hostLighthouse ?? []) {
    // A scored page's score is a number; a page Lighthouse failed on has NaN.
    const value = Number.isFinite(row.score) ? `${row.score} (LCP ${seconds(/** @type {ScoredHostPage} */ (row).lcp)})` : `failed: ${row.error}`;
    out.push([`Lighthouse mobile, worked host ${row.page}`, value, '', '1', '', '', '≥ 95, LCP ≤ 2.5 s']);
  }
  for (const row of load ?? []) {
    out.push([
      `load: ${row.target}, ${row.connections} connections`,
      `${row.rps.toFixed(0)} req/s, p95 ${ms(row.latencyMs.p95)}`,
      '',
      String(row.requests),
      '',
      '',
      `${row.target.startsWith('POST /api/hits') ? '2xx or 429 only' : 'no error, no 5xx'}: ${row.verdict.ok ? 'ok' : 'MISSED'}`,
    ]);
  }
  return out;
}

/**
 * The worked host's pages in full, and for each that misses its targets what Lighthouse says costs it time.
 * @param {Measured['hostLighthouse'] | undefined} hostLighthouse
 */
function hostPages(hostLighthouse) {
  const rows = (hostLighthouse ?? []).filter(/** @returns {row is ScoredHostPage} */ (row) => Number.isFinite(row.score));
  if (rows.length === 0) return [];
  const lines = [
    '',
    'Worked host in production mode, Lighthouse mobile (score ≥ 95 and LCP ≤ 2.5 s each):',
    table(
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'target'],
      rows.map((row) => [
        row.page,
        String(row.score),
        seconds(row.fcp),
        seconds(row.lcp),
        ms(row.tbt),
        row.cls.toFixed(3),
        row.verdict.ok ? 'ok' : `missed: ${row.verdict.reason}`,
      ]),
    ),
  ];
  for (const row of rows.filter((one) => !one.verdict.ok)) {
    const phases = Object.entries(row.lcpElement?.phases ?? {}).map(([phase, value]) => `${phase} ${value} ms`);
    lines.push(`- ${row.page}: LCP element ${row.lcpElement?.element ?? '?'}${phases.length > 0 ? ` (${phases.join(', ')})` : ''}`);
    for (const finding of row.findings ?? []) {
      const savings = Object.entries(finding.savings).map(([metric, value]) => `${metric} ${value}${metric === 'CLS' ? '' : ' ms'}`);
      const items = finding.items.map((item) =>
        [
          item.what,
          item.ms !== undefined ? ` ${item.ms} ms` : '',
          item.wastedBytes !== undefined ? ` ${kb(item.wastedBytes)} to save` : '',
          item.shift !== undefined ? ` shift ${item.shift}` : '',
          item.parts ? ` [${item.parts.join(', ')}]` : '',
        ].join(''),
      );
      const title = finding.display || finding.title;
      lines.push(`  - ${finding.id}: ${title}${savings.length > 0 ? ` (saves ${savings.join(', ')})` : ''}${items.length > 0 ? `: ${items.join('; ')}` : ''}`);
    }
  }
  return lines;
}

/**
 * The worked host under load, every address in full with its verdict.
 * @param {Measured['load'] | undefined} load
 */
function loadRows(load) {
  if (!load?.length) return [];
  // Not empty: checked above.
  const first = /** @type {Measured['load'][number]} */ (load[0]);
  return [
    '',
    `Worked host in production mode under load (${first.connections} connections, ${first.seconds} s each; latency of every answer):`,
    table(
      ['address', 'req/s', 'p50', 'p95', 'p99', '2xx', '429', 'other 4xx', '5xx', 'errors', 'timeouts', 'verdict'],
      load.map((row) => [
        row.target,
        row.rps.toFixed(1),
        ms(row.latencyMs.p50),
        ms(row.latencyMs.p95),
        ms(row.latencyMs.p99),
        String(row.s2xx),
        String(row.s429),
        String(row.other4xx),
        String(row.s5xx),
        String(row.errors),
        String(row.timeouts),
        `${row.verdict.ok ? 'ok' : 'MISSED'}: ${row.verdict.reason}`,
      ]),
    ),
  ];
}

/** @param {Measured['reliability'] | undefined} reliability */
function reliabilityRows(reliability) {
  if (reliability === undefined) return [];
  return [
    '',
    `Worked host in production mode under faults: survived ${reliability.survived} of ${reliability.of}, acknowledged saves lost ${reliability.acknowledgedLost}:`,
    table(
      ['fault', 'visitor requests', 'answers other than 200', 'for', 'saves acknowledged', 'lost'],
      reliability.faults.map((row) => [
        row.fault,
        String(row.visitorRequests),
        Object.entries(row.visitorErrors)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ') || 'none',
        row.unavailableSeconds === 0 ? '' : `${row.unavailableSeconds.toFixed(1)} s`,
        String(row.acknowledgedSaves),
        String(row.acknowledgedLost),
      ]),
    ),
  ];
}

/**
 * @param {Row} header
 * @param {Row[]} body
 */
function table(header, body) {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => String(row[column]).length)));
  // Every line has the header's columns.
  const line = (/** @type {Row} */ cells) => `| ${cells.map((cell, column) => String(cell).padEnd(/** @type {number} */ (widths[column]))).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** @param {Measured['bytes'] | undefined} bytes */
function bytesBreakdown(bytes) {
  const lines = [];
  for (const row of bytes?.rows ?? []) {
    if (row.largest.length === 0) continue;
    lines.push(`- ${row.label}: ${row.largest.map((part) => `${part.name} ~${kb(part.gzip)}`).join(', ')}`);
  }
  return lines.length === 0 ? [] : ['', 'Where the bytes go (largest first, gzip estimated from the minified share):', ...lines];
}

/** @param {Measured['layoutShift'] | undefined} layoutShift */
function shiftSources(layoutShift) {
  const lines = (layoutShift ?? []).filter((row) => row.shift > 0).map((row) => `- ${row.page} (${row.width}): ${row.worst.join('; ')}`);
  return lines.length === 0 ? [] : ['', 'Largest layout shifts (value, time from navigation, moved elements):', ...lines];
}

/** @param {BenchResults} results */
export function formatTable(results) {
  const { machine } = results;
  const failures = Object.entries(results.failed ?? {}).map(([part, reason]) => `- ${part}: FAILED — ${reason}`);
  return [
    `${results.date.slice(0, 10)} — ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}, Chromium ${machine.chromium}`,
    '',
    table(['figure', 'ours', 'spread (p25–p75)', 'runs', 'floor', 'ratio (p25–p75)', 'target'], rows(results)),
    ...bytesBreakdown(results.bytes),
    ...shiftSources(results.layoutShift),
    ...hostPages(results.hostLighthouse),
    ...loadRows(results.load),
    ...reliabilityRows(results.reliability),
    ...(failures.length === 0 ? [] : ['', 'Parts that failed (their rows are missing above):', ...failures]),
  ].join('\n');
}
