import { expect, test } from '@playwright/test';
import { businessDayBefore } from '../../contract/agent-admin';
import { backofficeUrl } from '../support/backoffice';
import { BACKOFFICE_LOCALES, enrolFromLink, fill, seriousViolations } from '../support/backoffice-staff';
import { inJourneyLanguage } from '../support/locales';
import { platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';

// The staff's back office, on its own origin (playwright.config.ts runs these files one at a time).
test.use({ baseURL: backofficeUrl });

// Issue #28 "Agents": a finance staff member finds an agent of the demo team in the tree, opens its
// downline with the keyboard and reads the contract its upline gave it with its history; then
// re-runs yesterday's daily salary from the Settlements tab: the confirmation says only what was
// not paid yet is paid, the result shows what was already paid, a second re-run pays nothing, the
// period's records are as they were and the ledger reconciles.
const PASSWORD = 'Finance desk 2026!';
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };

interface RunRow {
  periodKey: string;
  records: number;
  paid: number;
  unpaid: number;
  paidAmount: string;
}

/** Yesterday's daily-salary run as the platform reports it. */
async function yesterdaysDailyRun(day: string): Promise<RunRow | undefined> {
  const answer = await (await fetch(`${platformUrl}/admin/agents/settlement-runs?kind=daily&size=100`, { headers: operator })).json();
  return (answer.value.rows as RunRow[]).find((row) => row.periodKey === day);
}

/** A finance account, created as an owner does (POST /admin/staff), and its one-time enrolment link. */
async function financeEnrolmentLink(name: string): Promise<string> {
  const answer = await fetch(`${platformUrl}/admin/staff`, { method: 'POST', headers: { ...operator, 'Content-Type': 'application/json' }, body: JSON.stringify({ name, role: 'finance' }) });
  if (!answer.ok) throw new Error(`staff add ${name}: HTTP ${answer.status}`);
  return `${backofficeUrl}/enrol#${(await answer.json()).value.enrolmentToken}`;
}

for (const { name: lang, browserLocale, m } of inJourneyLanguage(BACKOFFICE_LOCALES, 'th')) {
  test.describe(`agents in the back office (${lang})`, () => {
    test.use({ locale: browserLocale });

    test('finance finds an agent, opens its downline and contract, and re-runs yesterday’s settlement without paying twice', async ({ page }) => {
      test.setTimeout(180_000);
      const a = m.agents;
      const amount = (text: string) => new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(text));
      await enrolFromLink(page, m, await financeEnrolmentLink(uniqueName(`agf${lang}`)), PASSWORD);

      await test.step('the agents screen shows the top-level agents', async () => {
        await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.agents }).click();
        await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
        await expect(page.getByRole('list', { name: a.topLevel }).getByTestId('agent-node-agent01')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      await test.step('a search finds agent02; its downline opens from the keyboard', async () => {
        await page.getByLabel(a.search, { exact: true }).fill('agent02');
        await page.getByRole('button', { name: a.find, exact: true }).click();
        const found = page.getByRole('list', { name: fill(a.searchResults, { q: 'agent02' }) });
        await expect(found.getByTestId('agent-node-agent02')).toContainText(fill(a.under, { path: 'agent01' }));
        const toggle = found.getByRole('button', { name: fill(a.expand, { account: 'agent02' }) });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(found.getByRole('button', { name: fill(a.collapse, { account: 'agent02' }) })).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('list', { name: fill(a.downlineOf, { account: 'agent02' }) }).getByTestId('agent-node-agent03')).toBeVisible();
      });

      await test.step('agent03’s panel shows the daily salary contract from agent02 and its history', async () => {
        await page.getByTestId('agent-node-agent03').getByRole('button', { name: /^agent03\b/ }).click();
        const panel = page.getByTestId('agent-panel');
        await expect(panel.getByRole('heading', { name: fill(a.panelTitle, { account: 'agent03' }) })).toBeVisible();
        const daily = panel.getByTestId('contract-daily');
        await expect(daily).toContainText(a.contractStatus.A);
        await expect(daily).toContainText('agent02');
        const history = daily.getByRole('table', { name: fill(a.historyCaption, { kind: a.kinds.daily }) });
        await expect(history.getByRole('row').filter({ hasText: 'offer' }).first()).toBeVisible();
        await expect(history.getByRole('row').filter({ hasText: 'accept_offer' })).toContainText(a.contractStatus.A);
        expect(await seriousViolations(page)).toEqual([]);
      });

      const yesterday = businessDayBefore(1);
      const before = await yesterdaysDailyRun(yesterday);
      expect(before, 'the demo start settles yesterday’s daily salary').toBeDefined();

      await test.step('the Settlements tab lists yesterday’s daily salary run', async () => {
        await page.getByRole('tab', { name: a.tab.settlements }).click();
        await page.getByLabel(a.kind, { exact: true }).selectOption('daily');
        const row = page.getByRole('table', { name: a.runsTitle }).getByRole('row').filter({ hasText: yesterday }).first();
        await expect(row).toContainText(a.runs['daily-salary']);
        await expect(row).toContainText(amount(before!.paidAmount));
        expect(await seriousViolations(page)).toEqual([]);
      });

      const rerun = async () => {
        await page.getByRole('button', { name: a.rerun, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: fill(a.confirmTitle, { run: a.runs['daily-salary'], period: yesterday }) });
        await expect(dialog).toContainText(a.confirmBody);
        await dialog.getByRole('button', { name: a.confirmRerun }).click();
        await expect(dialog).toBeHidden();
      };

      await test.step('re-running yesterday says what was already paid and pays it not again', async () => {
        await expect(page.getByLabel(a.run, { exact: true })).toHaveValue('daily-salary');
        await expect(page.getByLabel(a.day, { exact: true })).toHaveValue(yesterday);
        await rerun();
        await expect(page.getByTestId('rerun-result')).toContainText(fill(a.resultAlreadyPaid, { count: before!.paid, amount: amount(before!.paidAmount) }));
        const after = await yesterdaysDailyRun(yesterday);
        // The period's records are the same ones: only a record not paid before could be paid now.
        expect(after!.records).toBe(before!.records);
        expect(after!.paid + after!.unpaid).toBe(before!.paid + before!.unpaid);
      });

      await test.step('a second re-run pays nothing, and the ledger reconciles', async () => {
        const settled = await yesterdaysDailyRun(yesterday);
        await rerun();
        const result = page.getByTestId('rerun-result');
        await expect(result).toContainText(fill(a.resultPaidNow, { count: 0, amount: amount('0.00') }));
        await expect(result).toContainText(fill(a.resultAlreadyPaid, { count: settled!.paid, amount: amount(settled!.paidAmount) }));
        expect(await yesterdaysDailyRun(yesterday)).toEqual(settled);
        expect(await reconcileLedger()).toMatchObject({ ok: true });
      });
    });
  });
}
