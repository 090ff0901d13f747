// Solving a captcha in a browser test without reading its image: the platform the tests start runs
// with TEST_CAPTCHA_ANSWERS=allow (playwright.config.ts), which adds the operator route
// PUT /admin/test/captcha/:key { answer }; the test plants a known answer for the key of the
// captcha the page shows, then types that answer. Nowhere else does the route exist.
import type { Page, Response } from '@playwright/test';
import { platformUrl } from './platform-admin';

const CAPTCHA_PATH = '/api/captcha';

function isCaptchaResponse(response: Response): boolean {
  return new URL(response.url()).pathname === CAPTCHA_PATH && response.request().method() === 'GET' && response.ok();
}

/** The key of the newest captcha the page loaded (GET /api/captcha answers { image, key }); waits for one if none yet. */
export async function captchaKeyOf(page: Page, timeoutMs = 15_000): Promise<string> {
  const loaded = (await page.requests()).filter((request) => new URL(request.url()).pathname === CAPTCHA_PATH && request.method() === 'GET');
  for (const request of loaded.reverse()) {
    const response = await request.response();
    if (!response || !isCaptchaResponse(response)) continue;
    const body = (await response.json().catch(() => null)) as { key?: unknown } | null;
    if (typeof body?.key === 'string') return body.key;
  }
  const response = await page.waitForResponse(isCaptchaResponse, { timeout: timeoutMs });
  const { key } = (await response.json()) as { key: string };
  return key;
}

/**
 * Plants `answer` as the answer of a captcha: the key given, or the newest captcha the page loaded.
 * Returns the key. Type the answer into the page's captcha field afterwards.
 */
export async function plantCaptchaAnswer(target: Page | string, answer: string): Promise<string> {
  const key = typeof target === 'string' ? target : await captchaKeyOf(target);
  const response = await fetch(`${platformUrl}/admin/test/captcha/${encodeURIComponent(key)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: JSON.stringify({ answer }),
  });
  if (!response.ok) throw new Error(`planting a captcha answer: HTTP ${response.status} ${await response.text()} (is the platform started with TEST_CAPTCHA_ANSWERS=allow?)`);
  return key;
}
