export interface LatencySummary {
  /** Milliseconds. */
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentiles of latencies in milliseconds. */
export function summarize(latencies: number[]): LatencySummary {
  if (latencies.length === 0) return { p50: NaN, p99: NaN, mean: NaN, max: NaN };
  const sorted = Float64Array.from(latencies).sort();
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  let sum = 0;
  for (const value of sorted) sum += value;
  return { p50: rank(0.5), p99: rank(0.99), mean: sum / sorted.length, max: sorted[sorted.length - 1] };
}
