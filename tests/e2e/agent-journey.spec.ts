import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { businessDay } from '../../contract/business-time';
import contractsEn from '../../messages/agent-contracts/en.json';
import contractsTh from '../../messages/agent-contracts/th.json';
import reportsEn from '../../messages/agent-reports/en.json';
import reportsTh from '../../messages/agent-reports/th.json';
import teamEn from '../../messages/agent-team/en.json';
import teamTh from '../../messages/agent-team/th.json';
import transfersEn from '../../messages/agent-transfers/en.json';
import transfersTh from '../../messages/agent-transfers/th.json';
import recordsEn from '../../messages/records/en.json';
import recordsTh from '../../messages/records/th.json';
import { journeyLocales, type TestLocale } from '../support/locales';
import { platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { playSlotRounds, satang } from '../support/slot-rounds';

// The agent back-office from both sides, one journey per language, against the real platform:
// agent01 logs in at /agent and sees its team's KPIs, creates a downline agent and a member with
// their rebates, funds the member, offers the new agent a daily salary; the new agent accepts in
// the contracts popup and opens a member of its own, whom agent01 funds too; that member plays
// slot rounds; the operator settles the day's salaries (`npm run ops -- settle`); the new agent
// sees the salary in its income and its transaction records, agent01 sees it paid in its own
// records and its downline's, and the member's balance, the member's rounds and agent01's team
// reports agree to the satang.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXTS = {
  th: {
    team: teamTh.agentTeam as typeof teamEn.agentTeam,
    transfers: transfersTh.agentTransfers as typeof transfersEn.agentTransfers,
    contracts: contractsTh.contracts as typeof contractsEn.contracts,
    reports: reportsTh.agentReports as typeof reportsEn.agentReports,
    records: recordsTh.records as typeof recordsEn.records,
  },
  en: { team: teamEn.agentTeam, transfers: transfersEn.agentTransfers, contracts: contractsEn.contracts, reports: reportsEn.agentReports, records: recordsEn.records },
};
const AGENT = { username: 'agent01', password: 'Agent@2026', funds: 'Fund@2026' };
const PASSWORD = 'Agent2026';
const ROUNDS = 10;
const REPO_ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function logInAt(page: Page, locale: TestLocale, path: string, username: string, password: string) {
  await page.goto(`${locale.prefix}${path}`);
  await page.getByRole('button', { name: locale.site.nav.login }).first().click();
  const dialog = page.getByRole('dialog', { name: locale.account.login.title });
  await dialog.locator('#login-username').fill(username);
  await dialog.locator('#login-password').fill(password);
  await dialog.getByRole('button', { name: locale.account.login.submit }).click();
  await expect(dialog).toBeHidden();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
  return page;
}

/** Register center: one downline account, its rebate on slots, confirmed; returns nothing but checks the credentials shown. */
async function registerDownline(page: Page, locale: TestLocale, t: (typeof TEXTS)['en'], kind: 'agent' | 'member', username: string) {
  await page.goto(`${locale.prefix}/agentHome/registerCenter`);
  await page.getByRole('radio', { name: t.team[kind] }).check();
  await page.locator('#downline-username').fill(username);
  await page.locator('#downline-password').fill(PASSWORD);
  await page.locator('#downline-rate-RNG').fill('0.10');
  await page.getByRole('button', { name: t.team.next }).click();
  await expect(page.getByRole('heading', { name: t.team.confirmTitle })).toBeVisible();
  await page.getByRole('button', { name: t.team.confirm }).click();
  await expect(page.getByTestId('created-username')).toHaveText(username);
  await page.getByRole('button', { name: t.team.copyClose }).click();
}

/** The red envelope page with one payee: amount, funds password, confirmation, receipt. */
async function transferTo(page: Page, locale: TestLocale, t: (typeof TEXTS)['en'], payee: string, amount: string) {
  await page.goto(`${locale.prefix}/agentHome/agentRedRain?to=${payee}`);
  await expect(page.getByRole('list', { name: t.transfers.selectedPayees })).toContainText(payee);
  await page.getByLabel(t.transfers.amountEach).fill(amount);
  await page.getByLabel(t.transfers.password).fill(AGENT.funds);
  await page.getByRole('button', { name: t.transfers.continue }).click();
  await expect(page.getByTestId('transfer-confirmation')).toContainText(payee);
  await page.getByRole('button', { name: t.transfers.confirm }).click();
  await expect(page.getByTestId('transfer-receipt')).toBeVisible();
}

for (const locale of journeyLocales('th')) {
  test(`agent back-office: team, transfers, a daily salary contract, settlement and reports (${locale.name})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const t = TEXTS[locale.name as 'th' | 'en'];
    const intl = locale.name === 'th' ? 'th-TH' : 'en-US';
    const money = (cents: number) => new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
    const subAgent = uniqueName('ag');
    const member = uniqueName('mb');
    const player = uniqueName('pl');

    await test.step('agent01 logs in at /agent and sees the team overview', async () => {
      await logInAt(page, locale, '/agent', AGENT.username, AGENT.password);
      await expect(page).toHaveURL(/\/agentHome$/);
      await expect(page.getByRole('heading', { level: 1, name: t.reports.titles.teamOverview })).toBeVisible();
      const kpis = page.getByTestId('team-kpis');
      await expect(kpis).toContainText(t.reports.kpis.teamSize);
      await expect(page.getByTestId('team-chart-table')).toBeAttached();
      await page.getByRole('link', { name: t.reports.periods.month }).click();
      await expect(page.getByRole('link', { name: t.reports.periods.month })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('creates a downline agent and a member with their rebates, and funds the member', async () => {
      await registerDownline(page, locale, t, 'agent', subAgent);
      await registerDownline(page, locale, t, 'member', member);
      await transferTo(page, locale, t, member, '50.00');
      await page.goto(`${locale.prefix}/agentHome/downlineManagmentView`);
      await page.getByRole('tab', { name: t.team.downlines.directPlayers }).click();
      await expect(page.getByTestId(`downline-${member}`)).toContainText(money(5000));
    });

    let contractId = '';
    await test.step('offers the new agent a daily salary contract', async () => {
      await page.goto(`${locale.prefix}/agentHome/agentDailyWages2`);
      const row = page.getByRole('row', { name: new RegExp(escape(subAgent)) });
      await row.getByRole('button', { name: t.contracts.create }).click();
      const form = page.getByRole('dialog', { name: t.contracts.create });
      await form.locator('[name="betVolume-0"]').fill('1.00');
      await form.locator('[name="activeMember-0"]').fill('0');
      await form.getByLabel(t.contracts.fields.rateType).selectOption('P');
      await form.locator('[name="rate-0"]').fill('1.00');
      await form.getByRole('button', { name: t.contracts.send }).click();
      await form.getByRole('button', { name: t.contracts.confirm }).click();
      await expect(form).toBeHidden();
      await expect(row).toContainText(t.contracts.status.P);
    });

    const agentPage = await newPage(browser);
    await test.step('the new agent logs in and accepts the contract in the popup, then opens a member of its own', async () => {
      await logInAt(agentPage, locale, '/agent', subAgent, PASSWORD);
      await expect(agentPage).toHaveURL(/\/agentHome$/);
      const popup = agentPage.getByRole('dialog', { name: t.contracts.popup.title });
      const offer = popup.locator('[data-testid^="contract-offer-"]');
      await expect(offer).toHaveCount(1);
      contractId = ((await offer.getAttribute('data-testid')) ?? '').replace('contract-offer-', '');
      await offer.getByRole('button', { name: t.contracts.popup.accept }).click();
      await expect(popup).toBeHidden();
      await agentPage.goto(`${locale.prefix}/agentHome/agentDailyWages2`);
      await expect(agentPage.getByTestId('my-contract')).toContainText(t.contracts.status.A);
      await registerDownline(agentPage, locale, t, 'member', player);
    });
    expect(contractId).toMatch(/^\d+$/);
    await expect(page.getByRole('row', { name: new RegExp(escape(subAgent)) })).toBeAttached();

    await test.step('agent01 funds the new agent’s member through its subtree', async () => {
      await transferTo(page, locale, t, player, '100.00');
    });

    const playerPage = await newPage(browser);
    let stakes = 0;
    let wins = 0;
    let balance = 0;
    await test.step(`the member plays ${ROUNDS} slot rounds`, async () => {
      expect((await playerPage.request.post('/api/session', { data: { username: player, password: PASSWORD } })).status()).toBe(200);
      const play = await playSlotRounds(playerPage, locale.prefix, ROUNDS);
      expect(play.opening).toBe(10_000);
      ({ stakes, wins, balance } = play);
    });

    // 1.00 % of the team's bets of the day, rounded down to the satang.
    const salary = Math.floor(stakes / 100);
    const today = businessDay(new Date());
    await test.step('the operator settles the day’s daily salaries (as of the next day)', async () => {
      const asOf = new Date(Date.now() + 24 * 3_600_000).toISOString();
      const { stdout } = await run(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['platform/src/ops/cli.ts', 'settle', 'daily-salary', '--day', today, '--as-of', asOf], {
        cwd: REPO_ROOT,
        env: { ...process.env, PLATFORM_URL: platformUrl, OPERATOR_KEY: process.env.E2E_OPERATOR_KEY ?? '' },
      });
      expect(Number(/paid (\d+)/.exec(stdout)?.[1])).toBeGreaterThanOrEqual(1);
    });

    await test.step('the new agent sees the salary in its income and its transaction records', async () => {
      await agentPage.goto(`${locale.prefix}/agentHome/agentRevenueReport?startDate=${today}&endDate=${today}`);
      const income = agentPage.getByTestId('income-totals');
      const daily = income.locator('div').filter({ hasText: fill(t.reports.income.totalOf, { kind: t.reports.income.dailySalary }) });
      await expect(daily.locator('dd')).toHaveText(money(salary));
      await expect(income.locator('div').filter({ hasText: t.reports.income.total }).last().locator('dd')).toHaveText(money(salary));
      await agentPage.goto(`${locale.prefix}/transactionHistory`);
      const row = agentPage.locator('table.record-table tbody tr').filter({ hasText: t.records.txTypes.daily_wage });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(money(salary));
      await agentPage.goto(`${locale.prefix}/agentHome/agentDailyWages2`);
      await expect(agentPage.getByText(money(salary)).first()).toBeVisible();
    });

    await test.step('agent01 sees the salary paid in its own records and its downline’s', async () => {
      await page.goto(`${locale.prefix}/transactionHistory`);
      const paid = page.locator('table.record-table tbody tr').filter({ hasText: t.records.txTypes.daily_wage }).filter({ hasText: money(salary) });
      await expect(paid.first()).toBeVisible();
      await page.goto(`${locale.prefix}/agentHome/agentDownlineTransactionDetailsCopy?startDate=${today}&endDate=${today}&account=${subAgent}`);
      const credited = page.getByTestId('report-table').locator('tbody tr').filter({ hasText: t.records.txTypes.daily_wage });
      await expect(credited).toHaveCount(1);
      await expect(credited).toContainText(money(salary));
    });

    await test.step('the member’s balance and agent01’s reports agree to the satang', async () => {
      await playerPage.goto(`${locale.prefix}/`);
      await expect.poll(async () => satang((await playerPage.getByTestId('header-balance').innerText()) || '0')).toBe(balance);
      await page.goto(`${locale.prefix}/agentHome/personalHistoryCopy?startDate=${today}&endDate=${today}&view=members&account=${player}`);
      const totals = (column: string) => page.locator(`[data-testid="report-table"] tfoot td[data-label="${column}"]`);
      await expect(totals(t.reports.columns.bet)).toHaveText(money(stakes));
      await expect(totals(t.reports.columns.win)).toHaveText(money(wins));
      await page.goto(`${locale.prefix}/agentHome/palStatementsAgentCopy?startDate=${today}&endDate=${today}&parent=${subAgent}`);
      const row = page.getByTestId('report-table').locator('tbody tr').filter({ hasText: player });
      await expect(row.locator(`td[data-label="${t.reports.columns.bet}"]`)).toHaveText(money(stakes));
      await expect(row.locator(`td[data-label="${t.reports.columns.win}"]`)).toHaveText(money(wins));
      const report = await reconcileLedger();
      expect(report.ok, JSON.stringify(report)).toBe(true);
    });

    await agentPage.context().close();
    await playerPage.context().close();
  });
}
