// The area benchmarks: every bench/<name>/run.mjs that exports run({ log }) and returns a result object
// (e.g. bench/comms-scroll, bench/hub-list). Each runs in a child process after the core benchmark, so a
// server it leaves running or a crash cannot disturb the core figures, and its result becomes a section.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { table } from './report.mjs';

export function findExtras(benchDir) {
  return readdirSync(benchDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'lib' && entry.name !== 'node_modules')
    .map((entry) => ({ name: entry.name, file: join(benchDir, entry.name, 'run.mjs') }))
    .filter((extra) => existsSync(extra.file))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function runExtra(extra, { env = {}, timeoutMs, log }) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${extra.name}-`));
  const out = join(dir, 'result.json');
  const started = Date.now();
  try {
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [join(import.meta.dirname, 'runExtra.mjs'), extra.file, out], {
        // An empty value removes the variable (e.g. DATABASE_URL for a plain run).
        env: Object.fromEntries(
          Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== ''),
        ),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const prefix = (stream) => {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) log(`  [${extra.name}] ${line}`);
        });
      };
      prefix(child.stdout);
      prefix(child.stderr);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('exit', (exitCode, signal) => {
        clearTimeout(timer);
        resolve(
          signal ? `killed (${signal}) after ${Math.round((Date.now() - started) / 1000)} s` : exitCode,
        );
      });
    });
    const seconds = (Date.now() - started) / 1000;
    if (code !== 0 || !existsSync(out)) return { name: extra.name, seconds, failed: `exit ${code}` };
    return { name: extra.name, seconds, result: JSON.parse(readFileSync(out, 'utf8')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A result object as Markdown: its own `markdown`, else tables for arrays of flat objects, else JSON. */
export function extraMarkdown({ name, seconds, result, failed }) {
  const lines = [`### bench/${name} (${seconds.toFixed(0)} s)`, ''];
  if (failed) return [...lines, `Failed: ${failed}. See the console output of the run.`, ''].join('\n');
  if (typeof result?.markdown === 'string') return [...lines, result.markdown.trim(), ''].join('\n');
  const rest = {};
  for (const [key, value] of Object.entries(result ?? {})) {
    const flatRows =
      Array.isArray(value) &&
      value.length > 0 &&
      value.every(
        (row) =>
          row &&
          typeof row === 'object' &&
          Object.values(row).every((v) => typeof v !== 'object' || v === null),
      );
    if (flatRows) {
      const columns = [...new Set(value.flatMap(Object.keys))];
      lines.push(
        `${key}:`,
        '',
        table(
          columns,
          value.map((row) => columns.map((c) => format(row[c]))),
        ),
        '',
      );
    } else rest[key] = value;
  }
  if (Object.keys(rest).length > 0) lines.push('```json', JSON.stringify(rest, null, 2), '```', '');
  return lines.join('\n');
}

function format(value) {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return value === null || value === undefined ? '' : String(value);
}
