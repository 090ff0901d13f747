import { expect, test, type Page } from '@playwright/test';
import { solveCaptcha, solvedCaptcha } from '../support/captcha-answer';
import { journeyLocales, type TestLocale } from '../support/locales';
import { latestMail, latestSmsCode } from '../support/outbox';
import { freshIp, setFlag, uniqueName } from '../support/platform-admin';

/** A new member registered by username from `ip` (each journey has its own address). */
async function registerMember(page: Page, ip: string, username: string): Promise<string> {
  const headers = { 'X-Forwarded-For': ip };
  await page.setExtraHTTPHeaders(headers);
  const fields = { username, password: 'Play2026ok', confirmPassword: 'Play2026ok', email: `${username}@example.com` };
  const response = await page.request.post('/api/register', {
    headers,
    data: { method: 'username', fields, termsAccepted: true, adultConfirmed: true, ...(await solvedCaptcha(page.request)) },
  });
  expect(response.status()).toBe(200);
  await page.request.delete('/api/session', { headers });
  return username;
}

async function openForgot(page: Page, locale: TestLocale) {
  await page.goto(`${locale.prefix}/login`);
  await page.getByRole('dialog').getByRole('button', { name: locale.account.login.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: locale.account.forgot.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: 'serial' });

for (const locale of journeyLocales('en')) {
  test(`forgot password by e-mail: link from the mailbox, new password, log in (${locale.name})`, async ({ page }) => {
    await setFlag('CHNGPASSVERIF3', false);
    const ip = freshIp();
    const username = await registerMember(page, ip, uniqueName('fm'));
    const dialog = await openForgot(page, locale);
    await dialog.locator('#forgot-username').fill(username);
    await dialog.locator('#forgot-email').fill('someone-else@example.com');
    await dialog.getByRole('button', { name: locale.account.forgot.send }).click();
    await expect(dialog.getByRole('alert')).toHaveText(locale.account.errors.account_email_mismatch);
    await dialog.locator('#forgot-email').fill(`${username}@example.com`);
    await dialog.getByRole('button', { name: locale.account.forgot.send }).click();
    await expect(dialog.getByText(locale.account.forgot.sent)).toBeVisible();

    const link = (await latestMail(`${username}@example.com`)).body.match(/https?:\/\/\S+\/resetPassword\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get('token');
    await page.goto(`${locale.prefix}/resetPassword?token=${token}`);
    await page.locator('#reset-new').fill('Fresh2026ok');
    await page.locator('#reset-confirm').fill('Fresh2026ok');
    await page.getByRole('button', { name: locale.account.reset.submit }).click();
    await expect(page.getByText(locale.account.reset.done)).toBeVisible();

    const login = await page.request.post('/api/session', { headers: { 'X-Forwarded-For': ip }, data: { username, password: 'Fresh2026ok' } });
    expect(login.status()).toBe(200);
  });

  test(`forgot password by phone when CHNGPASSVERIF3 is on: code, new password, logged in (${locale.name})`, async ({ page }) => {
    // A seeded member per language whose number gets no other code in this run (one code per 60 s).
    const [mobile, nickname] = locale.name === 'th' ? ['0812345681', 'Demo 04'] : ['0812345682', 'Demo 05'];
    await setFlag('CHNGPASSVERIF3', true);
    try {
      const dialog = await openForgot(page, locale);
      await dialog.locator('#forgot-mobile').fill(mobile);
      await solveCaptcha(page, dialog.locator('#forgot-captcha'));
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();
      await expect(dialog.getByTestId('sms-code-button')).toBeDisabled();
      await dialog.locator('#forgot-code').fill(await latestSmsCode(mobile));
      await dialog.locator('#forgot-new').fill('Phone2026ok');
      await dialog.getByRole('button', { name: locale.account.forgot.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('header-account').locator('.account-name')).toHaveText(nickname);
    } finally {
      await setFlag('CHNGPASSVERIF3', false);
    }
  });
}
