// Browser and BFF tests cannot read a captcha picture. The platform they run against is started
// with TEST_CAPTCHA_ANSWERS=allow (playwright.config.ts), which adds the operator route
// PUT /admin/test/captcha/:key { answer }: it replaces the answer of a challenge already drawn.
// plantCaptchaAnswer learns the key of the challenge the page (or API client) was last shown from
// its session cookie, which the portal's GET /api/captcha set (sealed with the portal's session
// secret, which the test machine holds), and plants the answer there; the page then types it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { unsealData } from 'iron-session';
import { SESSION_COOKIE } from '../../lib/session-types';
import { platformUrl } from './platform-admin';

/** What the tests type into a captcha field once planted. */
export const CAPTCHA_ANSWER = 'ab3x';

type Holder = Page | BrowserContext | APIRequestContext;

/** The portal's session secret, as scripts/local-env.mjs gives it to the portal it starts. */
function sessionSecret(): string {
  return process.env.SESSION_SECRET ?? readFileSync(path.join(__dirname, '../../.data/session-secret'), 'utf8').trim();
}

/** The key of the captcha last drawn for this browser (or API client), from its session cookie. */
export async function captchaKeyOf(holder: Holder): Promise<string> {
  const state = await ('context' in holder && typeof holder.context === 'function' ? holder.context() : (holder as BrowserContext | APIRequestContext)).storageState();
  const sealed = state.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  if (!sealed) throw new Error('no session cookie: the page has not drawn a captcha yet');
  const session = await unsealData<{ captchaKey?: string }>(decodeURIComponent(sealed), { password: sessionSecret() });
  if (!session.captchaKey) throw new Error('the session holds no captcha key: the page has not drawn a captcha yet');
  return session.captchaKey;
}

/** Plants `answer` as the answer of the captcha `holder` was last shown (or of the challenge `key`). */
export async function plantCaptchaAnswer(holder: Holder | string, answer = CAPTCHA_ANSWER): Promise<string> {
  const key = typeof holder === 'string' ? holder : await captchaKeyOf(holder);
  const response = await fetch(`${platformUrl}/admin/test/captcha/${encodeURIComponent(key)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: JSON.stringify({ answer }),
  });
  if (!response.ok) throw new Error(`plant captcha ${key}: HTTP ${response.status} ${await response.text()}`);
  return key;
}

/** An API client draws a captcha (GET /api/captcha) and plants its answer: the body field to send. */
export async function solvedCaptcha(api: APIRequestContext, answer = CAPTCHA_ANSWER): Promise<{ captcha: string }> {
  const drawn = await api.get('/api/captcha');
  if (!drawn.ok()) throw new Error(`captcha: HTTP ${drawn.status()}`);
  await plantCaptchaAnswer(api, answer);
  return { captcha: answer };
}

/**
 * Answers a form's captcha row in the browser: waits for the page to draw a challenge other than
 * `previousKey` (each send or submit uses one up and the form draws the next), plants the answer and
 * types it into `input`. Returns the challenge's key.
 */
export async function solveCaptcha(page: Page, input: Locator, previousKey?: string): Promise<string> {
  let key = '';
  await expect
    .poll(async () => (key = await captchaKeyOf(page).catch(() => '')), { message: 'the page draws a new captcha' })
    .not.toMatch(new RegExp(`^(${previousKey ?? ''})$`));
  await plantCaptchaAnswer(key);
  await input.fill(CAPTCHA_ANSWER);
  return key;
}
