// Latency summary: operations per second, p50 and p99 (nearest rank), in milliseconds.
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function summarize(latencies, elapsedMs) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    ops: latencies.length,
    opsPerSec: latencies.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return percentile(sorted, 50);
}

/** Repeated timings of one request: runs, median, p95 and fastest, in milliseconds to a tenth. */
export function timings(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    runs: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    minMs: round(sorted[0]),
  };
}
