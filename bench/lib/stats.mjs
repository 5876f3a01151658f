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
