#!/usr/bin/env node
// Development mode: fleet-api and gateway under `tsx watch`, the web app under Vite's dev server (which
// proxies /graphql to the gateway). Code generation runs once first; re-run `npm run codegen` after
// changing schema/ or an operation. Open the Vite URL it prints (http://localhost:5173).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const step of [
  ['run', 'codegen'],
  ['run', 'build', '--workspace', '@hub/domain'],
]) {
  const result = spawnSync(npm, step, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, '.data') };
const children = ['@hub/fleet-api', '@hub/gateway', '@hub/web'].map((workspace) =>
  spawn(npm, ['run', 'dev', '--workspace', workspace], { cwd: root, env, stdio: 'inherit' }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
