import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type TestLocale } from '../support/locales';
import { latestMail, latestSmsCode } from '../support/outbox';
import { setFlag, uniqueName } from '../support/platform-admin';

async function registerMember(page: Page, username: string, mobile: string) {
  const response = await page.request.post('/api/register', {
    data: {
      method: 'username',
      fields: { username, password: 'Play2026ok', confirmPassword: 'Play2026ok', email: `${username}@example.com`, mobileNum: mobile },
      termsAccepted: true,
      adultConfirmed: true,
    },
  });
  expect(response.status()).toBe(200);
  await page.request.delete('/api/session');
}

async function openForgot(page: Page, locale: TestLocale) {
  await page.goto(`${locale.prefix}/login`);
  await page.getByRole('dialog').getByRole('button', { name: locale.account.login.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: locale.account.forgot.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test(`forgot password by e-mail: link from the mailbox, new password, log in (${locale.name})`, async ({ page }) => {
    await setFlag('CHNGPASSVERIF3', false);
    const username = uniqueName('fm');
    await registerMember(page, username, `09${String(Date.now()).slice(-8)}`);
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

    const login = await page.request.post('/api/session', { data: { username, password: 'Fresh2026ok' } });
    expect(login.status()).toBe(200);
  });

  test(`forgot password by phone when CHNGPASSVERIF3 is on: code, new password, logged in (${locale.name})`, async ({ page }) => {
    const username = uniqueName('fp');
    const mobile = `08${String(Date.now()).slice(-8)}`;
    await registerMember(page, username, mobile);
    await setFlag('CHNGPASSVERIF3', true);
    try {
      const dialog = await openForgot(page, locale);
      await dialog.locator('#forgot-mobile').fill(mobile);
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();
      await expect(dialog.getByTestId('sms-code-button')).toBeDisabled();
      await dialog.locator('#forgot-code').fill(await latestSmsCode(mobile));
      await dialog.locator('#forgot-new').fill('Phone2026ok');
      await dialog.getByRole('button', { name: locale.account.forgot.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('header-account')).toHaveText(username);
    } finally {
      await setFlag('CHNGPASSVERIF3', false);
    }
  });
}
