// The load generator: a closed loop of `concurrency` virtual users, each starting its next operation as
// soon as the previous one finished, for a fixed time after a warm-up. An operation is whatever the
// scenario does for one screen: one GraphQL request, or the REST calls that answer the same question,
// made one after another or all at once. Latency is per operation (first byte sent to last byte of the
// last answer), which is what a page or a script waits for. HTTP goes through undici keep-alive pools,
// as the gateway's own upstream calls do, so both sides pay the same client costs.
import { Pool } from 'undici';
import { summarize } from './stats.mjs';

const pools = new Map();

function pool(origin) {
  if (!pools.has(origin)) pools.set(origin, new Pool(origin, { connections: 128, keepAliveTimeout: 30_000 }));
  return pools.get(origin);
}

export async function closePools() {
  await Promise.all([...pools.values()].map((p) => p.close()));
  pools.clear();
}

/** One HTTP request; resolves with status, headers and the parsed JSON body. */
export async function request(url, { method = 'GET', headers = {}, body } = {}) {
  const target = new URL(url);
  const res = await pool(target.origin).request({
    method,
    path: target.pathname + target.search,
    headers,
    body,
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, json: text === '' ? null : JSON.parse(text) };
}

/**
 * Runs `operation` (async, returns { upstreamCalls } or nothing) in a closed loop.
 * `cpu` lists the processes whose CPU time to report per operation: { name: () => micros }.
 */
export async function measure(operation, { durationMs, warmupMs, concurrency, cpu = {} }) {
  // Warm-up: connections open, JIT warm, documents cached; nothing recorded.
  await loop(operation, warmupMs, concurrency, null);
  const cpuBefore = Object.fromEntries(
    await Promise.all(Object.entries(cpu).map(async ([name, read]) => [name, await read()])),
  );
  const latencies = [];
  const calls = [];
  const started = performance.now();
  const errors = await loop(operation, durationMs, concurrency, { latencies, calls });
  const elapsedMs = performance.now() - started;
  const cpuMsPerOp = {};
  for (const [name, read] of Object.entries(cpu)) {
    cpuMsPerOp[name] = (await read()) - cpuBefore[name];
    cpuMsPerOp[name] = latencies.length ? cpuMsPerOp[name] / 1000 / latencies.length : null;
  }
  return {
    ...summarize(latencies, elapsedMs),
    errors,
    upstreamCalls: calls.length ? Math.max(...calls) : 0,
    upstreamCallsMin: calls.length ? Math.min(...calls) : 0,
    cpuMsPerOp,
  };
}

async function loop(operation, durationMs, concurrency, record) {
  const until = performance.now() + durationMs;
  let errors = 0;
  let firstError = null;
  const user = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const result = await operation();
        if (record) {
          record.latencies.push(performance.now() - t0);
          record.calls.push(result?.upstreamCalls ?? 0);
        }
      } catch (error) {
        errors++;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, user));
  if (firstError && errors > 0 && record && record.latencies.length === 0) throw firstError;
  if (firstError && record) console.warn(`  ${errors} failed operations, first: ${firstError.message}`);
  return errors;
}

/**
 * Latency of several operations measured together, one in flight, taking turns (A, B, C, A, B, C, ...):
 * on a shared machine whose load changes from second to second, each operation then sees the same
 * conditions, so their difference is the cost of what differs between them, not of the moment.
 */
export async function measureInterleaved(operations, { durationMs, warmupMs }) {
  const latencies = operations.map(() => []);
  const run = async (ms, record) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      for (const [i, operation] of operations.entries()) {
        const t0 = performance.now();
        await operation();
        if (record) latencies[i].push(performance.now() - t0);
      }
    }
  };
  await run(warmupMs, false);
  const started = performance.now();
  await run(durationMs * operations.length, true);
  const elapsedMs = performance.now() - started;
  return latencies.map((values) => summarize(values, elapsedMs));
}
