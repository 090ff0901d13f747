import { expect, test, type Page } from '@playwright/test';
import { solveCaptcha } from '../support/captcha-answer';
import { journeyLocales, LOCALES, type TestLocale } from '../support/locales';
import { latestMailCode, latestSmsCode } from '../support/outbox';
import { freshIp, setFlag, uniqueName } from '../support/platform-admin';

async function openLogin(page: Page, locale: TestLocale) {
  await page.goto(`${locale.prefix}/login`);
  const dialog = page.getByRole('dialog', { name: locale.account.login.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A login from /login goes on to the home page. The header shows the member before that page has
 * rendered, and a menu opened in between closes with the page it was opened on: wait for home.
 */
async function landedHome(page: Page, locale: TestLocale) {
  await page.waitForURL((url) => url.pathname === (locale.prefix || '/'));
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

for (const locale of journeyLocales('th')) {
  test.describe(`login journeys (${locale.name})`, () => {
    test('log in by username, with remember-me keeping only the username', async ({ page }) => {
      const dialog = await openLogin(page, locale);
      // Spec §8: both empty is 'Please enter the username and password'.
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: locale.edge.errors.credentials_required })).toBeVisible();
      await dialog.locator('#login-username').fill('  demo02 ');
      await dialog.locator('#login-password').fill('Demo@2026');
      await dialog.getByLabel(locale.account.login.rememberMe).check();
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'remember_user')?.value).toBe('demo02');
      expect(JSON.stringify(cookies.filter((cookie) => !cookie.httpOnly))).not.toContain('Demo@2026');
    });

    test('log in by mobile number and SMS code', async ({ page }) => {
      await setFlag('SMSLOGIN3', true);
      const dialog = await openLogin(page, locale);
      await dialog.getByRole('tab', { name: locale.account.login.tabSms }).click();
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();
      await expect(dialog.getByText(locale.account.validation.mobile_invalid)).toBeVisible();
      // A number per language: the same number may not get a new code within 60 s.
      const [mobile, nickname] = locale.name === 'th' ? ['0812345679', 'Demo 02'] : ['0812345680', 'Demo 03'];
      await dialog.locator('#login-mobile').fill(mobile);
      await solveCaptcha(page, dialog.locator('#login-captcha'));
      await dialog.getByRole('button', { name: locale.account.sms.send }).click();
      await expect(dialog.getByTestId('sms-code-button')).toBeDisabled();
      await dialog.locator('#login-code').fill(await latestSmsCode(mobile));
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      await expect(page.getByTestId('header-account').locator('.account-name')).toHaveText(nickname);
    });

    test('the captcha appears after failed attempts and a wrong answer is refused', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
      const dialog = await openLogin(page, locale);
      await expect(dialog.locator('#login-captcha')).toHaveCount(0);
      // An account name nobody has: the same rules apply, so nothing is revealed about real accounts.
      const username = uniqueName('ghost');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await dialog.locator('#login-username').fill(username);
        await dialog.locator('#login-password').fill(`wrong-${attempt}`);
        await dialog.getByRole('button', { name: locale.account.login.submit }).click();
        await expect(dialog.getByRole('alert').first()).toBeVisible();
      }
      await expect(dialog.locator('#login-captcha')).toBeVisible();
      await expect(dialog.getByTestId('captcha-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
      await dialog.locator('#login-password').fill('Another@2026');
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      await expect(dialog.getByText(locale.account.validation.captcha_required)).toBeVisible();
      await dialog.locator('#login-captcha').fill('zzzz');
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      await expect(dialog.getByText(locale.account.errors.captcha_invalid)).toBeVisible();
      await expect(page.getByTestId('header-balance')).toHaveCount(0);
    });

    test('the default password 123456 forces a password change', async ({ page }) => {
      const dialog = await openLogin(page, locale);
      // One seeded account per language: the journey changes its password for good.
      await dialog.locator('#login-username').fill(locale.name === 'th' ? 'demo04' : 'demo05');
      await dialog.locator('#login-password').fill('123456');
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      const change = page.getByRole('dialog', { name: locale.account.changePassword.title });
      await expect(change.getByText(locale.account.changePassword.forced)).toBeVisible();
      await expect(change.getByRole('button', { name: locale.account.login.close })).toHaveCount(0);
      await change.locator('#cp-old').fill('123456');
      await change.locator('#cp-new').fill('Demo2026x');
      await change.locator('#cp-confirm').fill('Demo2027x');
      await change.getByRole('button', { name: locale.account.changePassword.submit }).click();
      await expect(change.getByText(locale.account.validation.mismatch)).toBeVisible();
      await change.locator('#cp-confirm').fill('Demo2026x');
      await change.getByRole('button', { name: locale.account.changePassword.submit }).click();
      await expect(change.getByText(locale.account.changePassword.done)).toBeVisible();
      await expect(change).toBeHidden();
      await expect(page.getByTestId('header-balance')).toBeVisible();
    });

    test('free play logs in a trial player, who gets the real-account warning on gated actions', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
      const dialog = await openLogin(page, locale);
      await dialog.getByRole('button', { name: locale.account.login.freePlay }).click();
      await expect(page.getByTestId('header-balance')).toHaveText(/2,000\.00/);
      await landedHome(page, locale);
      // The account menu opens for a trial player too; its member pages are gated (spec §6).
      await page.getByTestId('header-account').click();
      await page.getByRole('link', { name: locale.account.accountMenu.myAccount }).click();
      const warning = page.getByRole('dialog', { name: locale.account.trial.title });
      await expect(warning.getByText(locale.account.trial.message)).toBeVisible();
      await warning.getByRole('button', { name: locale.account.trial.cancel }).click();
      await expect(warning).toBeHidden();
    });

    test('logout asks for confirmation first', async ({ page }) => {
      const dialog = await openLogin(page, locale);
      await dialog.locator('#login-username').fill('demo02');
      await dialog.locator('#login-password').fill('Demo@2026');
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      await landedHome(page, locale);
      // Sign out is the account menu's last entry.
      await page.getByTestId('header-account').click();
      await page.getByRole('button', { name: locale.account.logout.title }).click();
      const confirm = page.getByRole('dialog', { name: locale.account.logout.title });
      await confirm.getByRole('button', { name: locale.account.logout.cancel, exact: true }).click();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await page.getByRole('button', { name: locale.account.logout.title }).click();
      await confirm.getByRole('button', { name: locale.account.logout.confirm }).click();
      await expect(page.getByTestId('header-balance')).toHaveCount(0);
    });
  });
}

// Thai verifies by SMS code, English by e-mail code: both methods, each in one language, on every push.
for (const locale of LOCALES) {
  const [account, method, recipient] =
    locale.name === 'th' ? (['demo01', 'sms', '0812345678'] as const) : (['demo02', 'email', 'demo02@example.com'] as const);

  test(`a login from a new IP asks for a second verification (${method} code, ${locale.name})`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
    const dialog = await openLogin(page, locale);
    await dialog.locator('#login-username').fill(account);
    await dialog.locator('#login-password').fill('Demo@2026');
    await dialog.getByRole('button', { name: locale.account.login.submit }).click();
    const verify = page.getByRole('dialog', { name: locale.account.verify.title });
    await expect(verify).toBeVisible();
    await verify.getByLabel(locale.account.verify[`method_${method}`]).check();
    await verify.getByRole('button', { name: locale.account.sms.send }).click();
    await expect(verify.getByTestId('sms-code-button')).toBeDisabled();
    await verify.locator('#verify-code').fill('000000');
    await verify.getByRole('button', { name: locale.account.verify.submit }).click();
    await expect(verify.getByText(locale.account.errors.code_invalid)).toBeVisible();
    await verify.locator('#verify-code').fill(method === 'sms' ? await latestSmsCode(recipient) : await latestMailCode(recipient));
    await verify.getByRole('button', { name: locale.account.verify.submit }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });
}

test('agents only on the agent side, members not: exact messages from the spec', async ({ page }) => {
  await page.goto('/en/agent');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.locator('#login-username').fill('demo02');
  await dialog.locator('#login-password').fill('Demo@2026');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Non-agents cannot log in');

  await page.goto('/en/login');
  const member = page.getByRole('dialog', { name: 'Log in' });
  await member.locator('#login-username').fill('staff01');
  await member.locator('#login-password').fill('Staff@2026');
  await member.getByRole('button', { name: 'Log in' }).click();
  await expect(member.getByRole('alert')).toHaveText('Non-member account unable to login');
});

test('passwords, codes and tokens stay out of URLs, HTML and browser storage', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/en/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.locator('#login-username').fill('demo02');
  await dialog.locator('#login-password').fill('Demo@2026');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  const html = await page.content();
  for (const text of [...urls, storage, html, ...bodies]) {
    expect(text).not.toContain('Demo@2026');
    expect(text).not.toMatch(/"token"/);
  }
  const sessionCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_session');
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // Sealed (iron) and opaque: not the upstream's 43-character token.
  expect(sessionCookie?.value).toMatch(/^Fe26\.2\*/);
});
