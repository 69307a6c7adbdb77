/**
 * The q-quantile by the nearest-rank method: the smallest value with at least q of the values
 * at or below it (the 95th of 20 runs is the 19th, not the slowest).
 */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? NaN;
}
