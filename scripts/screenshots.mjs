// `npm run screenshots`: starts the platform (a fresh PGlite directory, seeded) and the portal's
// production build on ports of their own (scripts/start.mjs, as the browser tests do; it builds when
// the build is stale), opens /usr/bin/chromium, and writes home, the slots category page, a slot's
// game page and the live baccarat table at 1440×900 and 390×844 in English, Thai and Arabic to
// docs/screenshots/ as WebP.
// Ports: SCREENSHOTS_PORT (3300) and SCREENSHOTS_PLATFORM_PORT (4300); CHROMIUM_PATH for the browser.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { browserFonts } from './browser-fonts.mjs';
import { root } from './local-env.mjs';
import { waitForHttp } from './processes.mjs';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3300);
const PLATFORM_PORT = Number(process.env.SCREENSHOTS_PLATFORM_PORT ?? 4300);
const BASE = `http://localhost:${PORT}`;
const OUT = path.join(root, 'docs', 'screenshots');
// As playwright.config.ts launches the browser.
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const LANGUAGES = [
  { code: 'en', prefix: '/en', locale: 'en-US' },
  { code: 'th', prefix: '', locale: 'th-TH' },
  { code: 'ar', prefix: '/ar', locale: 'ar' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, mobile: false },
  { name: 'phone', width: 390, height: 844, mobile: true },
];
/** On a desktop a page taller than this many screens is cut there (the pictures stay small); a phone
 * shows its screen only (its fixed bottom bar would land mid-page in a taller picture). */
const MAX_SCREENS = 3;
const MEMBER = { username: 'demo01', password: 'Demo@2026' };

function startServers() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-screenshots-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true, // own process group: stopping it stops the platform and the portal too
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      PLATFORM_DATA_DIR: dataDir,
      OPERATOR_KEY: randomBytes(24).toString('base64url'),
      // The agent team's months of play are slow to seed and appear on none of these pages.
      SEED_DEMO_TEAM: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    async stop() {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }, 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Scrolls through the page (lazy images load), back to the top, and waits until fonts and images settled. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < Math.min(document.documentElement.scrollHeight, innerHeight * 3); y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    scrollTo(0, 0);
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(800);
}

async function save(page, file, viewport) {
  const height = viewport.mobile ? viewport.height : Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * MAX_SCREENS);
  const png = await page.screenshot({ fullPage: !viewport.mobile, clip: { x: 0, y: 0, width: viewport.width, height } });
  const target = path.join(OUT, `${file}.webp`);
  await sharp(png).webp({ quality: 72, effort: 6 }).toFile(target);
  console.log(`  ${path.relative(root, target)}`);
}

async function logIn(context, language) {
  const page = await context.newPage();
  await page.goto(`${BASE}${language.prefix}/login`);
  const dialog = page.getByRole('dialog').filter({ has: page.locator('#login-username') });
  await dialog.locator('#login-username').fill(MEMBER.username);
  await dialog.locator('#login-password').fill(MEMBER.password);
  await dialog.locator('button[type="submit"]').click();
  await page.getByTestId('header-balance').waitFor();
  await page.close();
}

async function shoot(browser) {
  mkdirSync(OUT, { recursive: true });
  for (const viewport of VIEWPORTS) {
    for (const language of LANGUAGES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
        locale: language.locale,
      });
      // The announcement popups open once per session: closed before the page loads.
      await context.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
      const page = await context.newPage();
      const name = (what) => `${what}-${language.code}-${viewport.name}`;

      await page.goto(`${BASE}${language.prefix || '/'}`);
      await page.locator('[data-game-code]').first().waitFor();
      await settle(page);
      await save(page, name('home'), viewport);

      await page.goto(`${BASE}${language.prefix}/rng`);
      await page.locator('main [data-game-code]').first().waitFor();
      await settle(page);
      await save(page, name('slots'), viewport);
      const gameCode = await page.locator('main [data-game-code]').first().getAttribute('data-game-code');

      await logIn(context, language);
      await page.goto(`${BASE}${language.prefix}/seamless?gameCode=${encodeURIComponent(gameCode)}`);
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await frame.getByTestId('spin').waitFor();
      await frame.getByTestId('spin').click();
      await frame.getByTestId('result').filter({ hasNotText: '…' }).waitFor();
      await settle(page);
      await save(page, name('game'), viewport);

      await page.goto(`${BASE}${language.prefix}/baccarat`);
      await page.getByTestId('live-countdown').waitFor();
      await settle(page);
      await save(page, name('table'), viewport);
      await context.close();
    }
  }
}

const servers = startServers();
const stopOnSignal = () => void servers.stop().then(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
let browser;
const fonts = browserFonts();
try {
  // The first start may build the portal (next build: minutes).
  await waitForHttp(`${BASE}/api/session`, 900_000, servers.child);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    env: { ...process.env, FONTCONFIG_FILE: process.env.FONTCONFIG_FILE ?? fonts.file },
  });
  console.log(`Screenshots of ${BASE}:`);
  await shoot(browser);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await servers.stop();
  fonts.remove();
}
