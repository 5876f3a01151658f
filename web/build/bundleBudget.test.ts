// The build's JavaScript budget (scripts/bundle-budget.mjs, run by `npm run build` after vite build):
// a build whose login page or dashboard needs more gzipped JavaScript than the budget fails, one under
// it passes. Run against a small synthetic build (a Vite manifest and chunks of incompressible bytes),
// so the test does not need a real build and checks the script exactly as the build runs it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { BUDGET_KB, LOGIN_BUDGET_KB, PRELOAD_BUDGET_KB, SCREENS } from '../scripts/bundle-budget.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), '../scripts/bundle-budget.mjs');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A build whose entry chunk gzips to about `entryKb` KB, shared by both budgeted screens, and whose
 * index.html preloads a chunk of about `besideKb` KB beside it.
 */
function syntheticBuild(entryKb: number, besideKb = 1): string {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  made.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/index.js'), randomBytes(entryKb * 1000));
  const manifest: Record<string, object> = {
    'index.html': { file: 'assets/index.js', isEntry: true },
  };
  const modules = new Set((SCREENS as { modules: string[] }[]).flatMap((screen) => screen.modules));
  for (const [i, module] of [...modules].entries()) {
    writeFileSync(join(dist, `assets/chunk${i}.js`), 'export default 1;');
    manifest[module] = { file: `assets/chunk${i}.js`, imports: ['index.html'] };
  }
  writeFileSync(join(dist, 'assets/screenQueries.js'), randomBytes(besideKb * 1000));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/screenQueries.js">',
  );
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

function runBudget(dist: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, BUNDLE_DIST: dist };
  delete env.BUNDLE_BUDGET_KB;
  delete env.BUNDLE_LOGIN_BUDGET_KB;
  delete env.BUNDLE_PRELOAD_BUDGET_KB;
  return spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
}

describe('the build fails above the JavaScript budget', () => {
  it('is 163 KB gzipped for the login page, 230 KB for the signed-in screens and 15 KB preloaded beside', () => {
    expect(LOGIN_BUDGET_KB).toBe(163);
    expect(BUDGET_KB).toBe(230);
    expect(PRELOAD_BUDGET_KB).toBe(15);
  });

  it('fails a build that preloads more than its budget beside the entry', () => {
    const run = runBudget(syntheticBuild(LOGIN_BUDGET_KB - 2, PRELOAD_BUDGET_KB + 1));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Preloaded beside the entry (${PRELOAD_BUDGET_KB + 1}.`);
    expect(run.stderr).not.toContain('Login page');
  });

  it('fails a build whose screens need more than the budget', () => {
    const run = runBudget(syntheticBuild(BUDGET_KB + 1));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Over the JavaScript budget: Login page');
    expect(run.stderr).toContain(`Dashboard (${BUDGET_KB + 1}.`);
  });

  it('fails a build whose login page alone is over its own budget', () => {
    const run = runBudget(syntheticBuild(LOGIN_BUDGET_KB + 2));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`budget ${LOGIN_BUDGET_KB} KB`);
    expect(run.stderr).not.toContain('Dashboard');
  });

  it('passes a build under the budget', () => {
    const run = runBudget(syntheticBuild(LOGIN_BUDGET_KB - 2));
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Login page:');
    expect(run.stdout).toContain(`budget ${PRELOAD_BUDGET_KB} KB (assets/screenQueries.js)`);
  });
});
