// `npm test`: lint, type check, offline dependency audit, unit + integration (jest), production build, BFF and browser tests
// (Playwright). Ends with one line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './local-env.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const results = path.join(root, 'reports');
mkdirSync(results, { recursive: true });

function step(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  console.log(`=== ${title}: ${status === 0 ? 'ok' : `failed (${status})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  return status === 0;
}

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const ok =
  step('lint', bin('eslint'), ['.', '--max-warnings=0']) &&
  step('type check', bin('tsc'), ['--noEmit']) &&
  step('dependency audit (offline snapshot)', process.execPath, [path.join(root, 'scripts', 'audit-offline.mjs')]) &&
  // Two workers on two cores: the integration suites mostly wait on their platform processes and
  // PostgreSQL (the whole jest step took 1,610 s with jest's default of one worker here, 1,131 s with two).
  step('unit + integration (jest)', bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(results, 'jest.json')}`]) &&
  step('build', bin('next'), ['build']) &&
  step('BFF + browser (playwright)', bin('playwright'), ['test'], { CI: 'true' });

const jest = count(path.join(results, 'jest.json'), (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }));
const playwright = count(path.join(results, 'playwright.json'), (report) => ({
  passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  failed: report.stats?.unexpected ?? 0,
}));
console.log(`\ntests: ${jest.passed + playwright.passed} passed, ${jest.failed + playwright.failed} failed`);
process.exit(ok ? 0 : 1);
