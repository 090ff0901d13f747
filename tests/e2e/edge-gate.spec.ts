import { expect, test } from '@playwright/test';
import { LOCALES } from '../support/locales';

// Issue 15 in a real browser: a cached page runs under its hash-pinned script policy with nothing
// refused (finding 7), and the reported open redirect after login stays on the site (finding 4).
for (const locale of LOCALES) {
  test.describe(`edge (${locale.name})`, () => {
    test('a cached page hydrates under its Content Security Policy with no violation', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
      });
      // A category page (promotions render per request since the reward center).
      await page.goto(`${locale.prefix}/live`);
      // The second view is the cached copy with its own script policy.
      const answer = await page.goto(`${locale.prefix}/live`);
      const policies = (await answer!.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy');
      expect(policies.some((h) => h.value.includes("'sha256-"))).toBe(true);
      // Hydrated: the login button opens its dialog (a React handler).
      await page.getByRole('button', { name: locale.site.nav.login }).first().click();
      await expect(page.getByRole('dialog', { name: locale.account.login.title })).toBeVisible();
      expect(violations).toEqual([]);
    });

    test('the reported open redirect after login stays on the site', async ({ page, baseURL }) => {
      await page.goto(`${locale.prefix}/login?next=/%09/evil.example/x`);
      const dialog = page.getByRole('dialog', { name: locale.account.login.title });
      await dialog.locator('#login-username').fill('demo03');
      await dialog.locator('#login-password').fill('Demo@2026');
      await dialog.getByRole('button', { name: locale.account.login.submit }).click();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      // The unsafe target is dropped: the login page sends the member home, on this site.
      await expect(page).toHaveURL(`${baseURL}${locale.prefix || '/'}`);
      expect(page.url()).not.toContain('evil.example');
    });
  });
}
