// Logging in as a person does: the login page's dialog, then the header shows the balance.
import { expect, type Page } from '@playwright/test';
import type { TestLocale } from './locales';

export async function logIn(page: Page, locale: TestLocale, credentials: { username: string; password: string }): Promise<void> {
  await page.goto(`${locale.prefix}/login`);
  const dialog = page.getByRole('dialog', { name: locale.account.login.title });
  await dialog.locator('#login-username').fill(credentials.username);
  await dialog.locator('#login-password').fill(credentials.password);
  await dialog.getByRole('button', { name: locale.account.login.submit }).click();
  await expect(page.getByTestId('header-balance')).toHaveText(/\d\.\d{2}/);
}
