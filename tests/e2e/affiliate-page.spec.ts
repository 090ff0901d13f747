import { expect, test } from '@playwright/test';
import { DEFAULT_REBATE_CEILINGS, formatRate, REBATE_SERIES } from '../../contract/agent-team';
import agentTh from '../../messages/agent/th.json';
import { journeyLocales } from '../support/locales';

/** Issue #30: the footer's affiliate link opens the agent programme, not a bare login page. */
for (const locale of journeyLocales('th')) {
  test.describe(`the agent programme page on a phone (${locale.name})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the footer leads to how the programme pays, and its invitation form reaches the registration', async ({ page }) => {
      const t = agentTh.affiliate;
      // The guests' on-load popup opens once the page is idle and would cover the footer (phone-home.spec.ts tests it).
      await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
      await page.goto(`${locale.prefix}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: locale.site.footer.affiliate }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/affiliate$`));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      // The rates are the platform's ceilings (no operator setting in the test seed: its defaults), each series by name.
      const rates = page.locator('.programme-rates > div');
      const offered = REBATE_SERIES.filter((series) => DEFAULT_REBATE_CEILINGS[series] > 0);
      await expect(rates).toHaveCount(offered.length);
      for (const [i, series] of offered.entries()) {
        await expect(rates.nth(i).locator('dt')).toHaveText(locale.site.gameTypes[series]);
        await expect(rates.nth(i).locator('dd')).toHaveText(t.upTo.replace('{rate}', formatRate(DEFAULT_REBATE_CEILINGS[series])));
      }
      // Every contract kind is on in the seed; none shows a figure the operator did not set.
      await expect(page.locator('.programme-contracts dt')).toHaveCount(4);

      // Nothing scrolls sideways on a 390 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Existing agents log in at the agent page.
      await expect(page.getByRole('link', { name: t.login })).toHaveAttribute('href', `${locale.prefix}/agent`);

      // An invitation code opens the registration with the code filled in.
      await page.getByLabel(t.codeLabel).fill('RB2026');
      await page.getByRole('button', { name: t.register }).click();
      await expect(page).toHaveURL(/\/register\?affiliateCode=RB2026$/);
      const dialog = page.getByRole('dialog', { name: locale.account.register.title });
      await expect(dialog).toBeVisible();
      // The one-page form (the phone-first steps ask for the code at their last step).
      await dialog.getByRole('tab', { name: locale.account.register.tabUsername }).click();
      await expect(dialog.locator('#register-affiliateCode')).toHaveValue('RB2026');
    });
  });
}
