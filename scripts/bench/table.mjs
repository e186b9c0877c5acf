// The benchmark's one table: figure, ours, floor, ratio, target.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');

function rows(results) {
  const out = [];
  const { bytes, mount, faqMount, typing, filtering, listing, layoutShift, lighthouse } = results;
  const byteTargets = { noPlaceholder: '≤ 3 KB', oneFaq: '≤ 1.15× (budget 1.2×)', fullPublic: '≤ 1.7× (budget 2.0×)' };
  for (const row of bytes?.rows ?? []) {
    out.push([`bytes ${row.label} (${row.files} files)`, kb(row.bytes), kb(row.floor), ratio(row.ratio), byteTargets[row.key] ?? '']);
  }
  if (bytes) out.push(['admin bytes on public pages', kb(bytes.adminOnPublic), '', '', '0']);
  for (const row of mount ?? []) out.push([`mount: script start → ${row.count} placeholders painted`, ms(row.ours), ms(row.floor), ratio(row.ratio), row.count >= 1000 ? '≤ 0.5×' : '≤ 0.7×']);
  for (const row of faqMount ?? []) out.push([`mount ${row.count} FAQ items (public bundle)`, ms(row.ms), '', '', '']);
  if (typing) {
    out.push([`keystroke → paint, step of a ${typing.steps}-step recipe (median)`, ms(typing.median), ms(typing.floorMedian), ratio(typing.median / typing.floorMedian), '≤ 16 ms']);
    out.push(['keystroke → paint (95th percentile)', ms(typing.p95), ms(typing.floorP95), ratio(typing.p95 / typing.floorP95), '']);
  }
  if (filtering) out.push([`province chosen → list painted (${filtering.count} distributors)`, ms(filtering.median), '', '', '≤ 16 ms']);
  if (listing) out.push(['tab click → 12 cards painted (after the answer)', ms(listing.median), '', '', '']);
  for (const row of layoutShift ?? []) out.push([`layout shift ${row.page} (390 px)`, row.shift.toFixed(3), '', '', '0']);
  if (lighthouse) out.push(['Lighthouse mobile performance, /', String(lighthouse.score), '', '', '≥ 95']);
  return out;
}

export function formatTable(results) {
  const header = ['figure', 'ours', 'floor', 'ratio', 'target'];
  const body = rows(results);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  const { machine } = results;
  return [
    `${results.date.slice(0, 10)} — ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}, Node ${machine.node}, Chromium ${machine.chromium}`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
  ].join('\n');
}
