// `npm run lighthouse`: Lighthouse (mobile preset, system Chromium, offline flags from the machine
// notes) on the home page and a category page, median of 3 runs per category; then the home
// page's first-load JavaScript, gzipped.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { firstLoadJs, JS_BUDGET_KB } from './first-load-js.mjs';
import { startPortal, stopAll } from './stack.mjs';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/en/live'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-default-apps',
  '--disable-extensions', "--host-resolver-rules='MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'",
].join(' ');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse(url) {
  const { stdout } = await run(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [url, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(report.categories[category].score * 100)]));
}

try {
  const base = await startPortal({ port: 3293, platformPort: 4293 });
  // Warm the pages so the runs measure the cached (ISR) responses guests get.
  for (const page of PAGES) {
    const html = await (await fetch(`${base}${page}`)).text();
    // Generated images are rendered once on first request; measure the steady state.
    for (const [, src] of html.matchAll(/src="(\/img\/[^"]+)"/g)) await (await fetch(`${base}${src}`)).arrayBuffer();
  }
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      console.log(`lighthouse ${page} run ${i + 1}/${RUNS}…`);
      runs.push(await lighthouse(`http://localhost:3293${page}`));
    }
    rows.push({ page, scores: Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((r) => r[category]))])) });
  }
  const js = await firstLoadJs(base);
  console.log(`\n${'page'.padEnd(12)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}   (median of ${RUNS}, mobile)`);
  for (const row of rows) console.log(`${row.page.padEnd(12)} ${CATEGORIES.map((c) => String(row.scores[c]).padStart(15)).join('')}`);
  console.log(`\nfirst-load JS of the home page: ${js.kb.toFixed(1)} KB gzipped in ${js.files} files (budget ${JS_BUDGET_KB} KB)`);
  const met = rows.every((row) => CATEGORIES.every((c) => row.scores[c] >= TARGETS[c])) && js.kb <= JS_BUDGET_KB;
  console.log(`targets (perf ≥ 90, a11y ≥ 95, best practices ≥ 95, SEO 100, JS ≤ ${JS_BUDGET_KB} KB): ${met ? 'met' : 'NOT met'}`);
  process.exitCode = met ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll();
  setTimeout(() => process.exit(), 1000);
}
