import { expect, test } from '@playwright/test';
import { addOwnerWithCli, backofficeUrl } from '../support/backoffice';
import { BACKOFFICE_LOCALES, enrolFromLink, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { uniqueName } from '../support/platform-admin';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// Issue #28 "Operations": an owner sees the platform's health, every job queue with its lag and last
// run and every schedule (the minute's deposit-expiry job among them), and runs the ledger's
// reconcile from the screen: the ledger is whole and its postings sum to zero; the platform keeps
// the run, so it is still the last result, with who ran it, after a reload.
const OWNER_PASSWORD = 'Owner desk 2026!';

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'th')) {
  test.describe(`operations in the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('an owner sees the health, the job queues and schedules, and runs the reconcile', async ({ page }) => {
      const o = m.operations;
      const owner = uniqueName(`ops${lang}`);
      await enrolFromLink(page, m, await addOwnerWithCli(owner), OWNER_PASSWORD);
      await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.operations }).click();
      await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();

      const health = page.getByTestId('platform-health');
      await expect(health).toContainText(o.up);
      await expect(health).toContainText('pglite');
      // The deposit-expiry job runs every minute: its queue and its schedule are listed.
      await expect(page.getByRole('table', { name: o.queuesCaption }).getByRole('row').filter({ hasText: 'deposit-expiry' })).toBeVisible();
      await expect(page.getByRole('table', { name: o.schedulesCaption }).getByRole('row').filter({ hasText: 'deposit-expiry' })).toContainText('* * * * *');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: o.runReconcile }).click();
      const result = page.getByTestId('reconcile-result');
      await expect(result).toContainText(o.whole);
      await expect(result).toContainText('0.00');
      await expect(result).toContainText(`staff:${owner}`);
      await page.reload();
      await expect(page.getByTestId('reconcile-result')).toContainText(`staff:${owner}`);
      await expect(page.getByTestId('reconcile-result')).toContainText(o.whole);
    });
  });
}
