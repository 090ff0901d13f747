// `npm run lighthouse`: Lighthouse (mobile preset, system Chromium, offline flags from the machine
// notes) on the home page, a category page, a member page and an agent page (each signed in through
// the BFF, its session cookie in the browser's cookie jar), median of 3 runs per category; beside
// them the minimal Next.js page (bench/minimal), the framework's floor on this machine that day; then
// the home page's first-load JavaScript, gzipped. Chromium gets the project's Thai font, as the
// screenshots do.
import * as chromeLauncher from 'chrome-launcher';
import runLighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { browserFonts } from '../scripts/browser-fonts.mjs';
import { firstLoadJs, JS_BUDGET_KB } from './first-load-js.mjs';
import { untilQuiet } from './machine-quiet.mjs';
import { startMinimal, startPortal, stopAll } from './stack.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** `as`: the seeded account whose session the page is measured in (README's demo accounts). */
const PAGES = [
  { path: '/' },
  { path: '/en/live' },
  { path: '/en/member', as: { username: 'demo01', password: 'Demo@2026' } },
  { path: '/en/agentHome', as: { username: 'agent01', password: 'Agent@2026' } },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
/** Signed-in pages are marked noindex: their SEO score is reported, not held to the target. */
const targetOf = (page, category) => (category === 'seo' && page.as ? 0 : TARGETS[category]);
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-default-apps',
  '--disable-extensions', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
/** Chromium lays Thai out with a Thai font, as a Thai reader's phone does (scripts/browser-fonts.mjs). */
const fonts = browserFonts();

/**
 * Lighthouse itself sometimes loses a page load's trace ("Something went wrong with recording the
 * trace… Please run Lighthouse again", NO_NAVSTART; GoogleChrome/lighthouse#7118: Chrome did not
 * keep the tab's process from about:blank): that run is made again, up to three more times.
 */
async function lighthouseOnceMore(url, cookies, attemptsLeft = 3) {
  try {
    return await lighthouse(url, cookies);
  } catch (error) {
    if (attemptsLeft === 0 || !/NO_NAVSTART|run Lighthouse again/.test(String(error))) throw error;
    console.log('  Lighthouse lost the trace; running it again');
    return lighthouseOnceMore(url, cookies, attemptsLeft - 1);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The session cookies of `credentials`, signed in through the BFF as the login dialog does. */
async function sessionCookies(base, credentials) {
  const response = await fetch(`${base}/api/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
  if (!response.ok) throw new Error(`sign-in of ${credentials.username} failed: ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * One Lighthouse run in a fresh Chromium (a new profile, as the CLI starts), the page's cookies put
 * in its cookie jar first. Lighthouse's `--extra-headers` Cookie would sign in the page's document
 * only: the first cookie the page sets (the language cookie of lib/ui/head-script.ts) replaces the
 * header on every later request (GoogleChrome/lighthouse#6207), so a member's page was measured
 * with every one of its own requests refused.
 */
async function lighthouse(url, cookies = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, FONTCONFIG_FILE: process.env.FONTCONFIG_FILE ?? fonts.file },
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (cookies.length > 0) await browser.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: new URL(url).hostname, path: '/' })));
    const result = await runLighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, undefined, page);
    await browser.disconnect();
    if (!result || result.lhr.runtimeError) throw new Error(result ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : 'Lighthouse returned no result');
    return Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(result.lhr.categories[category].score * 100)]));
  } finally {
    chrome.kill();
  }
}

try {
  const base = await startPortal({ port: 3293, platformPort: 4293 });
  // Warm the pages so the runs measure the cached (ISR) responses guests get.
  const cookies = new Map();
  for (const page of PAGES) if (page.as) cookies.set(page, await sessionCookies(base, page.as));
  for (const page of PAGES) {
    const html = await (await fetch(`${base}${page.path}`, { headers: cookies.has(page) ? { cookie: cookies.get(page).map(({ name, value }) => `${name}=${value}`).join('; ') } : {} })).text();
    // Generated images are rendered once on first request; measure the steady state.
    for (const [, src] of html.matchAll(/src="(\/img\/[^"]+)"/g)) await (await fetch(`${base}${src}`)).arrayBuffer();
  }
  const minimal = await startMinimal(3294);
  const busy = await untilQuiet();
  console.log(`CPUs ${Math.round(busy * 100)} % busy before the runs${busy > 0.15 ? ' (not quiet after two minutes: the figures include that work)' : ''}`);
  const medianScores = async (url, cookies) => {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      console.log(`lighthouse ${url} run ${i + 1}/${RUNS}…`);
      runs.push(await lighthouseOnceMore(url, cookies));
      console.log(`  ${CATEGORIES.map((c) => `${c} ${runs.at(-1)[c]}`).join(', ')}`);
    }
    return Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((r) => r[category]))]));
  };
  const floor = await medianScores(`${minimal}/`);
  const rows = [];
  for (const page of PAGES) rows.push({ page, scores: await medianScores(`http://localhost:3293${page.path}`, cookies.get(page)) });
  const js = await firstLoadJs(base);
  console.log(`\n${'page'.padEnd(30)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}   (median of ${RUNS}, mobile)`);
  for (const row of rows) console.log(`${(row.page.path + (row.page.as ? ` (${row.page.as.username})` : '')).padEnd(30)} ${CATEGORIES.map((c) => String(row.scores[c]).padStart(15)).join('')}`);
  console.log(`${'minimal Next.js page (floor)'.padEnd(30)} ${CATEGORIES.map((c) => String(floor[c]).padStart(15)).join('')}`);
  console.log(`\nfirst-load JS of the home page: ${js.kb.toFixed(1)} KB gzipped in ${js.files} files (budget ${JS_BUDGET_KB} KB)`);
  const met = rows.every((row) => CATEGORIES.every((c) => row.scores[c] >= targetOf(row.page, c))) && js.kb <= JS_BUDGET_KB;
  console.log(`targets (perf ≥ 95, a11y ≥ 95, best practices ≥ 95, SEO 100 on public pages, JS ≤ ${JS_BUDGET_KB} KB): ${met ? 'met' : 'NOT met'}`);
  process.exitCode = met ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll();
  fonts.remove();
  setTimeout(() => process.exit(), 1000);
}
