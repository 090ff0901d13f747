import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { dayNumber, dayText } from '../../contract/agent-reports';
import { businessDay } from '../../contract/business-time';
import type { DailyReport } from '../../contract/operator-reports';
import { addStaffWithCli, backofficeUrl, PortalMember } from '../support/backoffice';
import { BACKOFFICE_LOCALES, enrolFromLink, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// Issue #28 "Reports": finance staff open the daily report and find today's row with the deposit
// this journey made (a member pays in through the portal, the deposit is approved), switch to the
// last seven days, and download the same figures as CSV: its header and today's line.
const FINANCE_PASSWORD = 'Finance desk 2026!';
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };

/** Today's figures as the platform has them now (what the screen must show). */
async function todayFromPlatform(day: string): Promise<DailyReport['days'][number]> {
  const answer = await (await fetch(`${platformUrl}/admin/reports/daily?from=${day}&to=${day}`, { headers: operator })).json();
  return answer.value.days[0];
}

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'en')) {
  test.describe(`reports in the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('finance sees today’s deposit in the daily report, switches to the last 7 days and downloads the CSV', async ({ page }) => {
      test.setTimeout(180_000);
      const r = m.reports;
      const money = (amount: string) => new Intl.NumberFormat(browserLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));
      const today = businessDay();
      const member = uniqueName(`rep${lang}`);

      await test.step('a member pays 1,234.00 in by bank transfer and the deposit is approved', async () => {
        await createFundedMember(member, '0.00', 'Cash@2026', 'Somchai Jaidee');
        const portal = await PortalMember.logIn(member, 'Cash@2026');
        const depositId = await portal.depositByTransfer('1234', 'Somchai Jaidee');
        await portal.dispose();
        const approved = await fetch(`${platformUrl}/admin/deposits/${depositId}/approve`, { method: 'POST', headers: { ...operator, 'Content-Type': 'application/json' }, body: '{}' });
        expect(approved.status).toBe(200);
      });
      const expected = await todayFromPlatform(today);
      expect(Number(expected.deposits.amount)).toBeGreaterThanOrEqual(1234);

      await test.step('finance enrols and opens Reports from the navigation: today’s row has the deposit', async () => {
        await enrolFromLink(page, m, await addStaffWithCli(uniqueName(`fin${lang}`), 'finance'), FINANCE_PASSWORD);
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.reports }).click();
        await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
        await expect(page.getByRole('button', { name: r.presets.today })).toHaveAttribute('aria-pressed', 'true');
        const todayRow = page.getByRole('table', { name: r.perDay }).getByRole('row').filter({ hasText: today });
        await expect(todayRow).toContainText(`${money(expected.deposits.amount)} (${expected.deposits.count})`);
        await expect(page.getByRole('list', { name: r.totals })).toContainText(money(expected.deposits.amount));
        await expect(page.getByRole('img', { name: r.chartTitle })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('the last 7 days: seven rows, today the last', async () => {
        await page.getByRole('button', { name: r.presets.week }).click();
        const rows = page.getByRole('table', { name: r.perDay }).locator('tbody tr');
        await expect(page.getByRole('status').filter({ hasText: fill(r.showing, { from: dayText(dayNumber(today)! - 6), to: today }) })).toBeVisible();
        await expect(rows).toHaveCount(7);
        await expect(rows.last()).toContainText(today);
        await expect(rows.last()).toContainText(`${money(expected.deposits.amount)} (${expected.deposits.count})`);
      });

      await test.step('a custom range that ends before it starts is refused with its message', async () => {
        await page.getByRole('button', { name: r.presets.custom }).click();
        await page.getByLabel(r.from, { exact: true }).fill('2026-03-10');
        await page.getByLabel(r.to, { exact: true }).fill('2026-03-01');
        await page.getByRole('button', { name: r.show, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: r.errors.date_range_invalid })).toBeVisible();
        await page.getByRole('button', { name: r.presets.week }).click();
      });

      await test.step('the CSV download has the header and today’s line with the deposit', async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: r.downloadCsv }).click()]);
        expect(download.suggestedFilename()).toMatch(/^daily-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
        const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
        expect(lines[0]).toMatch(/^"day","deposits_count","deposits_amount","withdrawals_count","withdrawals_amount",/);
        expect(lines.find((line) => line.startsWith(`"${today}",`))).toContain(`"${today}","${expected.deposits.count}","${expected.deposits.amount}",`);
        expect(lines.at(-1)!.startsWith('"total",')).toBe(true);
      });

      expect((await reconcileLedger()).ok).toBe(true);
    });
  });
}
