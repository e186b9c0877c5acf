// Small statistics for the benchmark: every timing it prints is a median of several
// runs, with their spread (the middle half, p25–p75) and how many runs there were.
/** @param {number[]} values */
function median(values) {
  return quantile(values, 0.5);
}

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const [lowValue = Number.NaN, highValue = Number.NaN] = [sorted[low], sorted[high]];
  return lowValue + (highValue - lowValue) * (position - low);
}

/** @typedef {{ median: number, p25: number, p75: number, min: number, max: number, n: number }} Summary */

/**
 * Median, p25–p75, min–max and the number of runs of a list of timings or ratios.
 * @param {number[]} values
 * @returns {Summary}
 */
export function summarize(values) {
  const finite = values.filter((value) => Number.isFinite(value));
  return {
    median: median(finite),
    p25: quantile(finite, 0.25),
    p75: quantile(finite, 0.75),
    min: finite.length > 0 ? Math.min(...finite) : Number.NaN,
    max: finite.length > 0 ? Math.max(...finite) : Number.NaN,
    n: finite.length,
  };
}
