import { expect, test, type Page } from '@playwright/test';
import { journeyLocales } from '../support/locales';
import { logIn } from '../support/log-in';
import { createFundedMember, uniqueName } from '../support/platform-admin';

// Issue 15 in a real browser: a cached page runs under its hash-pinned script policy with nothing
// refused (finding 7), and the reported open redirect after login stays on the site (finding 4).
// Issue 27 (finding 1): a personal page runs its scripts by its own per-request nonce.

/** The console's Content Security Policy complaints on `page` from now on. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const locale of journeyLocales('en')) {
  test.describe(`edge (${locale.name})`, () => {
    test('a cached page hydrates under its Content Security Policy with no violation', async ({ page }) => {
      const violations = cspViolations(page);
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

    test('a personal page runs its scripts by its own nonce, under a policy without unsafe-inline, with no violation', async ({ page }) => {
      const member = { username: uniqueName('csp'), password: 'Cash@2026' };
      await createFundedMember(member.username, '25.00', member.password);
      await logIn(page, locale, member);
      const violations = cspViolations(page);
      const answer = await page.goto(`${locale.prefix}/member`);
      const policies = (await answer!.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
      expect(policies).toHaveLength(1);
      const scriptSrc = policies[0].split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '))!;
      expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      // Next wrote the nonce on its scripts (the DOM keeps it as a property only).
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
      expect(await page.evaluate((value) => [...document.scripts].filter((script) => script.nonce === value).length, nonce)).toBeGreaterThan(1);
      // Hydrated and fetching: the header's balance comes from the client.
      await expect(page.getByTestId('header-balance').first()).toHaveText(/25\.00/);
      // A chunk loaded on demand runs too ('strict-dynamic'): the feedback dialog's code.
      await page.getByTestId('footer-feedback').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
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
