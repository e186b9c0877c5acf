// The worked host's figure: Lighthouse's mobile performance (the settings of lighthouse.mjs)
// of every public page of the Laravel host in production mode, one warm-up run left out;
// with, per page, what Lighthouse says costs it time (its opportunities and diagnostics, with
// their savings) and its largest paint's element and phases, so that a miss names its cause.
import { launchChrome, score } from './lighthouse.mjs';
import { productionHost } from './production-host.mjs';

/** @import { Result } from 'lighthouse' */
/** @import { FailedPage, Scores } from './lighthouse.mjs' */
/** @typedef {Result['audits'][string]} AuditResult */
/**
 * What is read here of an audit's details, which are one of many kinds (a table, a list, a
 * checklist…): each field is read as it may be.
 * @typedef {{ overallSavingsMs?: number, overallSavingsBytes?: number, summary?: { wastedBytes?: number }, items?: AuditRow[] | Record<string, unknown> }} AuditDetails
 */
/**
 * What is read here of a row of an audit's table, whose values are of many kinds (a number, a
 * text, a URL, a node, sub-rows…): each is read as it may be.
 * @typedef {{
 *   type?: unknown, statistic?: unknown, value?: { value?: unknown }, url?: unknown, node?: { snippet?: unknown }, groupLabel?: unknown, label?: unknown,
 *   source?: unknown, entity?: { text?: unknown }, wastedMs?: unknown, duration?: unknown, total?: unknown, wastedBytes?: unknown, totalBytes?: unknown,
 *   cacheLifetimeMs?: unknown, score?: unknown, subItems?: { items?: AuditRow[] }, cause?: unknown, extra?: { snippet?: unknown, value?: unknown },
 *   sourceWastedBytes?: unknown
 * }} AuditRow
 */
/**
 * The largest paint's audit details, as read here: a table of its element, then one of its phases.
 * @typedef {{ items?: [{ items?: { node?: { snippet?: string, nodeLabel?: string } }[] }, { items?: { phase: string, timing: number }[] }] }} LcpDetails
 */
/** @typedef {{ what: string, ms?: number, wastedBytes?: number, totalBytes?: number, cacheLifetimeMs?: number, shift?: number, parts?: string[] }} Item */
/**
 * @typedef {{ id: string, title: string, score: number | null, display: string, savings: Record<string, number>, savingsMs?: number, savingsBytes?: number, items: Item[] }} Finding
 */
/** @typedef {{ lcpElement: { element: string | null, phases: Record<string, number> }, findings: Finding[] }} Described */
/** @typedef {{ ok: true, reason?: undefined } | { ok: false, reason: string }} Verdict */
/** @typedef {{ page: string, error?: undefined } & Scores & Described & { verdict: Verdict }} ScoredHostPage */
/** @typedef {ScoredHostPage | FailedPage} HostPageScore a worked host's page: its scores, what costs it time and its verdict; or why it has none */

const HOST_PAGES = ['/', '/recetas', '/videos', '/post/1', '/productos', '/distribuidores', '/preguntas-frecuentes', '/recetarios'];

/** Audits kept per page, those that cost the most first. */
const FINDINGS_PER_PAGE = 10;
/** Resources (or elements, tasks) kept per audit. */
const ITEMS_PER_FINDING = 3;
const MODES_WITHOUT_VALUE = new Set(['notApplicable', 'manual', 'error']);

const round = (/** @type {unknown} */ value) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : undefined);

/**
 * What a row names: a resource, an element, a group of work, a statistic.
 * @param {AuditRow} row
 */
function named(row) {
  if (typeof row.statistic === 'string') return `${row.statistic}: ${row.value?.value ?? row.value}`;
  const what = row.url ?? row.node?.snippet ?? row.groupLabel ?? row.label ?? row.source ?? row.entity?.text ?? row.entity ?? null;
  return typeof what === 'string' ? what : JSON.stringify(what);
}

/**
 * What one row of an audit's table names, and what it costs; with its first sub-rows (modules of a script, causes of a shift).
 * @param {AuditRow} row
 */
function item(row) {
  /** @type {Item} */
  const out = { what: named(row) };
  const ms = round(row.wastedMs ?? row.duration ?? row.total);
  if (ms !== undefined) out.ms = ms;
  if (round(row.wastedBytes) !== undefined) out.wastedBytes = round(row.wastedBytes);
  if (round(row.totalBytes) !== undefined) out.totalBytes = round(row.totalBytes);
  if (round(row.cacheLifetimeMs) !== undefined) out.cacheLifetimeMs = round(row.cacheLifetimeMs);
  if (typeof row.score === 'number') out.shift = Number(row.score.toFixed(3));
  const subRows = row.subItems?.items ?? [];
  if (subRows.length > 0) {
    out.parts = subRows.slice(0, ITEMS_PER_FINDING).map((sub) => {
      // A layout shift's root cause names a resource (a URL) or an element (a node).
      if (typeof sub.cause === 'string') return `${sub.cause} ${sub.extra?.snippet ?? sub.extra?.value ?? ''}`.trim();
      const bytes = round(sub.sourceWastedBytes);
      return `${sub.source ?? sub.url ?? named(sub)}${bytes !== undefined ? ` ${bytes} B unused` : ''}`;
    });
  }
  return out;
}

/**
 * The metric savings Lighthouse gives an audit, those above 0 (ms; CLS as a fraction).
 * @param {AuditResult} audit
 */
function savingsOf(audit) {
  const savings = Object.entries(/** @type {Record<string, number>} */ (audit.metricSavings ?? audit.details?.debugData?.metricSavings ?? {})).filter(
    ([, value]) => value > 0,
  );
  return Object.fromEntries(savings.map(([metric, value]) => [metric, metric === 'CLS' ? Number(value.toFixed(3)) : Math.round(value)]));
}

/**
 * The page's audits that cost time: every performance audit outside the metrics that did not
 * pass, or that Lighthouse says would save FCP, LCP, TBT or CLS; the most time saved first,
 * then the most bytes.
 * @param {Result} lhr
 */
function timeCosts(lhr) {
  /** @type {Finding[]} */
  const findings = [];
  // The only category asked for (lighthouse.mjs): always in the result.
  for (const ref of /** @type {Result.Category} */ (lhr.categories.performance).auditRefs) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const audit = lhr.audits[ref.id];
    if (audit === undefined || MODES_WITHOUT_VALUE.has(audit.scoreDisplayMode)) continue;
    const savings = savingsOf(audit);
    const failed = audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
    if (!failed && Object.keys(savings).length === 0) continue;
    // Its items are added below.
    const finding = /** @type {Finding} */ ({ id: ref.id, title: audit.title, score: audit.score, display: audit.displayValue ?? '', savings });
    const details = /** @type {AuditDetails | undefined} */ (audit.details);
    const ms = round(details?.overallSavingsMs);
    const bytes = round(details?.overallSavingsBytes ?? details?.summary?.wastedBytes);
    if (ms) finding.savingsMs = ms;
    if (bytes) finding.savingsBytes = bytes;
    const rows = Array.isArray(details?.items) ? details.items : [];
    finding.items = rows
      .filter((row) => row.type === undefined)
      .slice(0, ITEMS_PER_FINDING)
      .map(item);
    findings.push(finding);
  }
  const timeSaved = (/** @type {Finding} */ finding) =>
    Math.max(finding.savingsMs ?? 0, ...Object.entries(finding.savings).map(([metric, value]) => (metric === 'CLS' ? 0 : value)));
  findings.sort((a, b) => timeSaved(b) - timeSaved(a) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0));
  return findings.slice(0, FINDINGS_PER_PAGE);
}

/**
 * The largest paint's element and its phases (TTFB, load delay, load time, render delay, ms).
 * @param {Result} lhr
 */
function lcpElement(lhr) {
  const [element, phases] = /** @type {LcpDetails | undefined} */ (lhr.audits['largest-contentful-paint-element']?.details)?.items ?? [];
  const node = element?.items?.[0]?.node;
  return {
    element: node === undefined ? null : `${node.snippet ?? ''} ${node.nodeLabel ? `(${node.nodeLabel.slice(0, 60)})` : ''}`.trim(),
    phases: Object.fromEntries((phases?.items ?? []).map((row) => [row.phase, Math.round(row.timing)])),
  };
}

const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2500;

/**
 * @param {Result} lhr
 * @returns {Described}
 */
const describe = (lhr) => ({ lcpElement: lcpElement(lhr), findings: timeCosts(lhr) });

/**
 * The page against its targets (score ≥ 95, LCP ≤ 2.5 s): `ok`, and what it missed.
 * @param {Scores} row
 * @returns {Verdict}
 */
function verdict(row) {
  const misses = [];
  if (!(row.score >= TARGET_SCORE)) misses.push(`score ${row.score} < ${TARGET_SCORE}`);
  if (!(row.lcp <= TARGET_LCP_MS)) misses.push(`LCP ${(row.lcp / 1000).toFixed(2)} s > ${TARGET_LCP_MS / 1000} s`);
  return misses.length === 0 ? { ok: true } : { ok: false, reason: misses.join(', ') };
}

/** @param {string} chromePath */
export async function measureHostLighthouse(chromePath) {
  const base = (await productionHost()).replace(/\/$/, '');
  const chrome = await launchChrome(chromePath);
  /** @type {HostPageScore[]} */
  const results = [];
  try {
    // One run left out first, as lighthouse.mjs does: the first page of a fresh browser pays
    // for its start (and here PHP's first compile of each view, OPcache filling).
    await score(`${base}${HOST_PAGES[0]}`, chrome.port).catch(() => undefined);
    for (const page of HOST_PAGES) {
      try {
        const row = { page, ...(await score(`${base}${page}`, chrome.port, describe)) };
        results.push({ ...row, verdict: verdict(row) });
      } catch (error) {
        results.push({ page, score: Number.NaN, error: String(error).split('\n')[0] });
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Starting the production mode, then about a minute a page at the most on a busy machine. */
export const hostLighthousePartLimit = () => 180_000 + (HOST_PAGES.length + 1) * 60_000;
