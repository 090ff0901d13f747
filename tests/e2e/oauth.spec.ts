import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../support/locales';

// Third-party sign-in with the local OpenID Connect provider (scripts/oidc-dev-provider.mjs, started
// by playwright.config.ts) standing in for Google: only Google is configured for these runs.
const en = LOCALES.find((locale) => locale.name === 'en')!;
const texts = en.account;

const loginId = () => `pw${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openLogin(page: Page) {
  await page.goto(`${en.prefix}/login`);
  const dialog = page.getByRole('dialog', { name: texts.login.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Like a person: the provider's login page (login id, any password), then its consent page. */
async function signInAtProvider(page: Page, id: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(id);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function currentAccount(page: Page): Promise<string> {
  const response = await page.request.get('/api/session');
  expect(response.ok()).toBe(true);
  return (await response.json()).member.account;
}

test.describe('third-party sign-in (OpenID Connect)', () => {
  test('a person continues with Google, becomes a member, and comes back to the same member', async ({ page, browser, baseURL }) => {
    // Two browsers, each through the provider's two pages and back: on a busy 2-core run this took 51 s.
    test.setTimeout(120_000);
    const id = loginId();
    const dialog = await openLogin(page);
    await expect(dialog.getByRole('link', { name: texts.oauth.line })).toHaveCount(0);
    await dialog.getByRole('link', { name: texts.oauth.google }).click();
    await signInAtProvider(page, id);

    await expect(page).toHaveURL(`${baseURL}/en`);
    await expect(page.getByTestId('header-account').locator('.account-name')).toHaveText(id);
    await expect(page.getByTestId('header-balance')).toHaveText(/0\.00/);
    const account = await currentAccount(page);
    expect(account).toMatch(/^g_[a-z0-9]{10}$/);

    // Another browser, the same login id at the provider: the same member.
    const other = await browser.newContext({ locale: 'en-US' });
    const second = await other.newPage();
    const secondDialog = await openLogin(second);
    await secondDialog.getByRole('link', { name: texts.oauth.google }).click();
    await signInAtProvider(second, id);
    await expect(second.getByTestId('header-account').locator('.account-name')).toHaveText(id);
    expect(await currentAccount(second)).toBe(account);
    await other.close();
  });

  test('the register dialog offers the configured provider only', async ({ page }) => {
    await page.goto(`${en.prefix}/register`);
    const dialog = page.getByRole('dialog', { name: texts.register.title });
    await expect(dialog.getByRole('link', { name: texts.oauth.google })).toHaveAttribute('href', '/api/oauth/google/start?locale=en');
    await expect(dialog.getByRole('link', { name: texts.oauth.line })).toHaveCount(0);
  });

  test('a callback with a state this browser did not start is refused', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('link', { name: texts.oauth.google }).click();
    await expect(page).toHaveURL(/\/interaction\//);
    // Someone else's (or a forged) authorization response, opened in this browser.
    await page.goto('/api/oauth/google/callback?code=forged-code&state=forged-state');
    await expect(page).toHaveURL(/\/en\/login\?oauthError=state$/);
    const refused = page.getByRole('dialog', { name: texts.login.title });
    await expect(refused.getByRole('alert')).toHaveText(texts.errors.oidc_state);
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
  });
});
