// Logging in as a person does: the login page's dialog, then the header shows the balance.
import { expect, type Page } from '@playwright/test';
import type { TestLocale } from './locales';

/** `timeout`: how long the balance may take to show (the default expect timeout unless given). */
export async function logIn(page: Page, locale: TestLocale, credentials: { username: string; password: string }, { timeout }: { timeout?: number } = {}): Promise<void> {
  await page.goto(`${locale.prefix}/login`);
  const dialog = page.getByRole('dialog', { name: locale.account.login.title });
  await dialog.locator('#login-username').fill(credentials.username);
  await dialog.locator('#login-password').fill(credentials.password);
  await dialog.getByRole('button', { name: locale.account.login.submit }).click();
  await expect(page.getByTestId('header-balance')).toHaveText(/\d\.\d{2}/, { timeout });
}
