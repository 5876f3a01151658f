// Where a process's CPU time goes: a V8 .cpuprofile (node --cpu-prof) summed per package and per function.
import { readFileSync } from 'node:fs';

function category(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native: V8 builtins, syscalls)';
  if (url.startsWith('wasm://')) return 'undici (llhttp, WASM HTTP parser)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'Node.js core (http, net, streams)';
  if (/\/gateway\/dist\//.test(url)) return 'gateway code';
  if (/\/domain\/dist\//.test(url)) return '@hub/domain';
  return url.split('/').slice(-2).join('/');
}

export function summarizeProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  const categories = new Map();
  const functions = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    // With the profiler driven from inside the process (node:inspector), idle samples land on the
    // session's native `dispatch` frame rather than on "(idle)": both are time spent waiting.
    if (name === '(idle)' || (name === 'dispatch' && !callFrame.url)) continue;
    total += micros;
    const cat = category(callFrame.url, name);
    categories.set(cat, (categories.get(cat) ?? 0) + micros);
    const where = callFrame.url
      ? `${cat}: ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`
      : cat;
    const key = `${name} (${where})`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  const ranked = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: micros / total }));
  return { totalMs: total / 1000, categories: ranked(categories), functions: ranked(functions) };
}
