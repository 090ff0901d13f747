import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Browser journeys (tests/e2e) and BFF integration tests (tests/bff) against the real thing:
 * the platform on a fresh PGlite directory and the portal's production build.
 * The config is read again in each worker: the first read fixes the directory and key in env.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_OPERATOR_KEY ??= randomBytes(24).toString('base64url');
process.env.E2E_LOG_DIR ??= path.join(process.env.E2E_DATA_DIR, 'logs');

const PORT = Number(process.env.E2E_PORT ?? 3100);
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4100);
// The back office (backoffice/): scripts/start.mjs starts it beside the portal, on its own port.
const BACKOFFICE_PORT = Number(process.env.E2E_BACKOFFICE_PORT ?? 3101);
// The local OpenID Connect provider (scripts/oidc-dev-provider.mjs) standing in for Google.
const OIDC_PORT = Number(process.env.OIDC_DEV_PORT ?? 4600);
export const baseURL = `http://localhost:${PORT}`;
export const backofficeURL = `http://localhost:${BACKOFFICE_PORT}`;

/**
 * Specs that switch shared state: status, region, site flags, content, loyalty and promotion
 * settings. (accounts-login only ever turns SMS login on, which the other journeys pass either way.)
 */
const SWITCHING = [
  'e2e/system-status.spec.ts',
  'e2e/edge-gate.spec.ts',
  'bff/edge-gate.spec.ts',
  'e2e/accounts-password.spec.ts',
  'e2e/operator-content.spec.ts',
  'e2e/loyalty-journey.spec.ts',
  'e2e/rewards-journey.spec.ts',
  'bff/site-flags.spec.ts',
];
/** Starts a cluster of its own (tests/support/scale-out-cluster.ts). */
const OWN_CLUSTER = ['bff/scale-out.spec.ts'];
const desktop = { ...devices['Desktop Chrome'], locale: 'th-TH' };
export const oidcIssuer = `http://127.0.0.1:${OIDC_PORT}`;

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, the build Playwright itself
 * runs headless: no browser UI to draw, about a fifth less time per journey here) when installed,
 * the full browser otherwise. CHROMIUM_PATH overrides.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'bff/**/*.spec.ts', 'backoffice/**/*.spec.ts', 'audit/**/*.spec.ts'],
  fullyParallel: false,
  // Two workers, a file each. The specs that switch what every visitor sees (system status, region
  // blocks, site flags, content, loyalty and promotion settings) run afterwards, one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : 'list',
  use: {
    baseURL,
    locale: 'th-TH',
    // A trace of a failed test's retry (CI retries once); the report keeps every attempt's error.
    // Tracing every test to keep the failures' traces (a screencast and DOM snapshots of every
    // action) took 1,137 s of CPU instead of 674 s over the machine, 11.0 min instead of 7.5 min, in
    // two runs of the same tree one after the other.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    { name: 'bff', testMatch: 'bff/**/*.spec.ts', testIgnore: [...SWITCHING, ...OWN_CLUSTER] },
    { name: 'e2e', testMatch: 'e2e/**/*.spec.ts', testIgnore: SWITCHING, use: desktop },
    // After the others, one file at a time, on one worker: the switching specs, each of which changes
    // what every visitor of the shared portal sees, and the staff's back office (its own origin: each
    // of its files sets `baseURL`). The back office lowers the four-eyes threshold for its withdrawal
    // (a shared setting), so it runs after the journeys that withdraw; and never beside a switching
    // spec, whose region blocks and flags would refuse its members' deposits. One project, not two in
    // a row: Playwright starts a project only once every project before it in the dependency order
    // has ended, so a second one would wait for the cluster as well.
    { name: 'one-at-a-time', testMatch: [...SWITCHING, 'backoffice/**/*.spec.ts'], workers: 1, dependencies: ['bff', 'e2e'], use: desktop },
    // Its own portals, platforms and load balancer: it runs beside the one-at-a-time specs.
    { name: 'cluster', testMatch: OWN_CLUSTER, workers: 1, dependencies: ['bff', 'e2e'] },
    // Reads what the other suites left behind (logs), so it runs last.
    { name: 'audit', testMatch: 'audit/**/*.spec.ts', dependencies: ['bff', 'e2e', 'one-at-a-time', 'cluster'] },
  ],
  webServer: [
    {
      command: 'node scripts/oidc-dev-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_DEV_PORT: String(OIDC_PORT), OIDC_DEV_PROVIDERS: 'google', OIDC_DEV_PORTAL_ORIGINS: baseURL },
    },
    {
      // The platform, the back office and the portal (started in that order: the portal answers last).
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/session`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        PLATFORM_PORT: String(PLATFORM_PORT),
        BACKOFFICE_PORT: String(BACKOFFICE_PORT),
        PLATFORM_DATA_DIR: process.env.E2E_DATA_DIR,
        OPERATOR_KEY: process.env.E2E_OPERATOR_KEY,
        LOG_LEVEL: 'info',
        // A line per request, so the audit of the logs (tests/audit) reads every request's line.
        LOG_REQUESTS: 'on',
        LOG_DIR: process.env.E2E_LOG_DIR,
        // Only Google is configured: the LINE button must not show.
        OIDC_GOOGLE_ISSUER: oidcIssuer,
        OIDC_GOOGLE_CLIENT_ID: 'google-local',
        OIDC_GOOGLE_CLIENT_SECRET: 'google-local-secret',
        // The tests stand in for a load balancer on this machine: their X-Forwarded-For is believed
        // (lib/edge/client-address.ts), as a real balancer's is; a browser's alone never is.
        TRUSTED_PROXIES: 'loopback',
        // The agent journey settles today's salary as of tomorrow (the operator's --as-of).
        SETTLEMENT_AS_OF: 'allow',
        // Registration and SMS codes cost a solved captcha; the tests plant the answer of the one the
        // page drew (tests/support/captcha-answer.ts), as they cannot read the picture.
        TEST_CAPTCHA_ANSWERS: 'allow',
        // The live table's 200-player BFF test bets on one round: 90 s of betting (the operator deals it).
        LIVE_BET_MS: '90000',
      },
    },
  ],
});
