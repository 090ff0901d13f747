// `npm test`: lint, type check, offline dependency audit, unit + integration (jest), production build,
// BFF and browser tests (Playwright). Prints each step's time and the ten slowest test files, and ends
// with one line `tests: N passed, N failed`. The run keeps its temporary files in one folder (TMPDIR),
// removed at the end, and ends any process of the run still running then (and says so).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './local-env.mjs';
import { killMarked } from './test-run-leftovers.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'reports');
mkdirSync(results, { recursive: true });
for (const report of ['jest.json', 'playwright.json']) rmSync(path.join(results, report), { force: true });
const runTmp = mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  TMPDIR: runTmp,
  // Every process of the run inherits it: what is still running at the end was left by a test.
  NPM_TEST_RUN: runTmp,
  // Node keeps the compiled code of the modules it loads here, so the run's many Node processes (jest
  // workers, each test's platform, the builds' workers, the portal) compile each module once.
  NODE_COMPILE_CACHE: path.join(runTmp, 'node-compile-cache'),
};

const steps = [];

function step(title, command, args, extraEnv = {}, cwd = root) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  steps.push({ title, seconds, ok: status === 0 });
  console.log(`=== ${title}: ${status === 0 ? 'ok' : `failed (${status})`} in ${seconds} s`);
  return status === 0;
}

/**
 * Steps that each keep about one core busy (lint, the type checks, the audit; the two builds' single-
 * threaded phases), run side by side: their output is kept and printed whole, one step after another.
 */
async function together(list, extraEnv = {}) {
  const started = Date.now();
  const runs = list.map(([title, command, args, cwd = root]) => {
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) => child.on('close', (status) => resolve({ title, status, seconds: Math.round((Date.now() - started) / 1000), output: Buffer.concat(output) })));
  });
  let allOk = true;
  for (const { title, status, seconds, output } of await Promise.all(runs)) {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(output);
    steps.push({ title, seconds, ok: status === 0 });
    console.log(`=== ${title}: ${status === 0 ? 'ok' : `failed (${status})`} in ${seconds} s (beside the others of its group)`);
    allOk &&= status === 0;
  }
  return allOk;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds per test file: jest's own figure, and Playwright's tests summed per file. */
function fileTimes(jest, playwright) {
  const times = new Map();
  for (const suite of jest?.testResults ?? []) times.set(path.relative(root, suite.name), (suite.endTime - suite.startTime) / 1000);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const file = path.join('tests', spec.file);
      times.set(file, (times.get(file) ?? 0) + ms / 1000);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  return [...times].sort((a, b) => b[1] - a[1]);
}

const started = Date.now();
const ok =
  (await together([
    ['lint', bin('eslint'), ['.', '--max-warnings=0']],
    ['boundaries (dependency-cruiser)', bin('depcruise'), ['platform/src', 'contract', 'components', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
    // With the route types `next typegen` writes (.next/types), as `next build` would check them.
    ['type check', 'sh', ['-c', `"${bin('next')}" typegen && "${bin('tsc')}" --noEmit`]],
    ['type check (back office)', 'sh', ['-c', `"${bin('next')}" typegen && "${bin('tsc')}" --noEmit`], path.join(root, 'backoffice')],
    ['dependency audit (offline snapshot)', process.execPath, [path.join(root, 'scripts', 'audit-offline.mjs')]],
  ])) &&
  // Three workers on two cores: the integration suites wait on their platforms, draws and jobs for a
  // good part of their time, and a third file fills it (measured: 500 s with two workers, 380 s with three).
  step('unit + integration (jest)', bin('jest'), ['--ci', '--maxWorkers=3', '--json', `--outputFile=${path.join(results, 'jest.json')}`]) &&
  // The type checks above covered the builds' trees; this run's builds are never built on again.
  (await together(
    [
      ['build', bin('next'), ['build']],
      ['build (back office)', bin('next'), ['build'], path.join(root, 'backoffice')],
    ],
    { NEXT_BUILD_TYPECHECK: 'false', NEXT_BUILD_CACHE: 'false' },
  )) &&
  step('BFF + browser (playwright)', bin('playwright'), ['test'], { CI: 'true' });

for (const { pid, command } of killMarked('NPM_TEST_RUN', runTmp)) console.warn(`a test left process ${pid} running (${command}); ended it`);
rmSync(runTmp, { recursive: true, force: true });

const jestReport = readJson(path.join(results, 'jest.json'));
const playwrightReport = readJson(path.join(results, 'playwright.json'));
console.log('\nStep times:');
for (const { title, seconds, ok: passed } of steps) console.log(`  ${String(seconds).padStart(5)} s  ${title}${passed ? '' : ' (failed)'}`);
console.log(`  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  in all`);
console.log('Slowest test files:');
for (const [file, seconds] of fileTimes(jestReport, playwrightReport).slice(0, 10)) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);

const jest = { passed: jestReport?.numPassedTests ?? 0, failed: jestReport?.numFailedTests ?? 0 };
const stats = playwrightReport?.stats ?? {};
const playwright = { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
console.log(`\ntests: ${jest.passed + playwright.passed} passed, ${jest.failed + playwright.failed} failed`);
process.exit(ok ? 0 : 1);
