import { expect, test } from '@playwright/test';
import { LOCALES } from '../support/locales';
import { createFundedMember, freshIp, uniqueName } from '../support/platform-admin';
import { totp } from '../support/totp';

for (const locale of LOCALES) {
  test(`Google authenticator: enrol in the security center, then confirm a new-IP login with it (${locale.name})`, async ({ page }) => {
    // A new member each try: enrolment is for good, so a retry must not meet the last try's authenticator.
    const account = uniqueName('totp');
    const password = 'Totp@2026';
    await createFundedMember(account, '10.00', password);
    expect((await page.request.post('/api/session', { data: { username: account, password } })).status()).toBe(200);

    await page.goto(`${locale.prefix}/securityCenter`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.account.security.title);
    await page.getByRole('button', { name: locale.account.security.totpSetup }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.locator('#totp-code').fill('000000');
    await page.getByRole('button', { name: locale.account.security.totpEnable }).click();
    await expect(page.getByText(locale.account.errors.code_invalid)).toBeVisible();
    await page.locator('#totp-code').fill(totp(secret));
    await page.getByRole('button', { name: locale.account.security.totpEnable }).click();
    await expect(page.getByText(locale.account.security.totpEnabled)).toBeVisible();
    expect((await page.request.delete('/api/session')).ok()).toBe(true);

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
    await page.goto(`${locale.prefix}/login`);
    const dialog = page.getByRole('dialog', { name: locale.account.login.title });
    await dialog.locator('#login-username').fill(account);
    await dialog.locator('#login-password').fill(password);
    await dialog.getByRole('button', { name: locale.account.login.submit }).click();
    const verify = page.getByRole('dialog', { name: locale.account.verify.title });
    await verify.getByLabel(locale.account.verify.method_totp).check();
    await verify.locator('#verify-code').fill(totp(secret));
    await verify.getByRole('button', { name: locale.account.verify.submit }).click();
    await expect(verify).toBeHidden();
  });
}
