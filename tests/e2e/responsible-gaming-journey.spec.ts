import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { THAI_BANKS } from '../../contract/cashier-withdraw';
import depositEn from '../../messages/deposit/en.json';
import depositTh from '../../messages/deposit/th.json';
import rgEn from '../../messages/responsible-gaming/en.json';
import rgTh from '../../messages/responsible-gaming/th.json';
import rewardsEn from '../../messages/rewards/en.json';
import rewardsTh from '../../messages/rewards/th.json';
import withdrawEn from '../../messages/withdraw/en.json';
import withdrawTh from '../../messages/withdraw/th.json';
import { vendorText } from '../../platform/src/modules/games/rules/local-vendor-page';
import { journeyLocales } from '../support/locales';
import { createFundedMember, memberMoney, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { BUSINESS_TIME_ZONE } from '../../contract/business-time';

// Responsible gaming from a member's side (issue 17), one journey per language: a daily deposit
// limit of 1,000 lets 800 through and refuses 300 showing the 200 left; raising it shows the date
// 24 hours on, lowering applies at once; a loss limit stops play at the round that would cross it;
// a 24-hour cool-off leaves login and withdrawal open and closes deposits, play and bonuses; the operator
// sees the cool-off; every refusal leaves the member's money as it was and the ledger reconciled.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXT = {
  th: {
    rg: rgTh as typeof rgEn,
    deposit: depositTh.deposit as typeof depositEn.deposit,
    withdraw: withdrawTh.withdraw as typeof withdrawEn.withdraw,
    rewards: rewardsTh.rewards as typeof rewardsEn.rewards,
  },
  en: { rg: rgEn, deposit: depositEn.deposit, withdraw: withdrawEn.withdraw, rewards: rewardsEn.rewards },
};
const FUNDS_PASSWORD = 'Funds#2026';
const PAYEE = { th: 'สมหญิง ใจดี', en: 'Somying Jaidee' };
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' };

const money = (amount: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message as a pattern: its arguments match anything. */
const pattern = (message: string) => new RegExp(escape(message).replace(/\\\{\w+\\\}/g, '.+'));

async function depositBank(page: Page, t: (typeof TEXT)['en'], prefix: string, amount: string, payee: string) {
  await page.goto(`${prefix}/depositv2`);
  await page.getByLabel(t.deposit.amount, { exact: true }).fill(amount);
  await page.getByLabel(t.deposit.payeeName, { exact: true }).fill(payee);
  await page.getByRole('button', { name: t.deposit.continue }).click();
  await page.getByRole('button', { name: t.deposit.confirm }).click();
}

for (const locale of journeyLocales('en')) {
  const t = TEXT[locale.name as 'th' | 'en'];
  const intl = locale.name === 'th' ? 'th' : 'en';
  const payee = PAYEE[locale.name as 'th' | 'en'];

  test.describe(`responsible gaming (${locale.name})`, () => {
    test('deposit limit with the amount left, the 24-hour raise, a loss limit in play, a cool-off that still lets the member withdraw', async ({ page }) => {
      test.setTimeout(240_000);
      const username = uniqueName(`rg${locale.name}`);
      const password = 'Journey@2026';
      await createFundedMember(username, '200.00', password, payee);

      await test.step('log in; the footer and the account menu lead to the play-responsibly page', async () => {
        await page.goto(`${locale.prefix}/login`);
        const dialog = page.getByRole('dialog', { name: locale.account.login.title });
        await dialog.locator('#login-username').fill(username);
        await dialog.locator('#login-password').fill(password);
        await dialog.getByRole('button', { name: locale.account.login.submit }).click();
        await expect(page.getByTestId('header-balance')).toHaveText(/200\.00/);
        await page.locator('footer').getByRole('link', { name: t.rg.playResponsibly.link }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: t.rg.playResponsibly.title })).toBeVisible();
        await expect(page.getByText(t.rg.playResponsibly.helpOrgs.thai)).toBeVisible();
        await page.getByTestId('header-account').click();
        await page.getByRole('dialog', { name: locale.account.accountMenu.title }).getByRole('link', { name: t.rg.rgMenu.limits }).click();
        await expect(page.getByRole('heading', { level: 1, name: t.rg.rg.title })).toBeVisible();
      });

      const depositCard = () => page.locator('section[aria-labelledby="rg-deposit-title"]');
      await test.step('a daily deposit limit of 1,000: 800 goes through, 300 is refused with the 200 left', async () => {
        await depositCard().getByLabel(t.rg.rg.period, { exact: true }).selectOption('day');
        await depositCard().getByLabel(t.rg.rg.amount, { exact: true }).fill('1000');
        await depositCard().getByRole('button', { name: t.rg.rg.save }).click();
        await expect(page.getByTestId('rg-limit-deposit-day')).toContainText(fill(t.rg.rg.current, { amount: money(1000, intl) }));

        await depositBank(page, t, locale.prefix, '800', payee);
        await expect(page.getByRole('status').filter({ hasText: t.deposit.states['5'] })).toBeVisible();
        const before = await memberMoney(username);
        await depositBank(page, t, locale.prefix, '300', payee);
        await expect(page.getByRole('alert').filter({ hasText: fill(t.rg.rgRefusal.errors.rg_deposit_limit, { period: t.rg.rgRefusal.periodWord.day, limit: money(1000, intl), remaining: money(200, intl) }) })).toBeVisible();
        expect(await memberMoney(username)).toEqual(before);
        expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
      });

      await test.step('raising the limit waits 24 hours and says when; lowering applies at once', async () => {
        await page.goto(`${locale.prefix}/securityCenter/limits`);
        await depositCard().getByLabel(t.rg.rg.amount, { exact: true }).fill('5000');
        await depositCard().getByRole('button', { name: t.rg.rg.save }).click();
        const pending = page.getByTestId('rg-limit-deposit-day').getByTestId('rg-pending');
        await expect(pending).toBeVisible();
        const tomorrow = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(new Date(Date.now() + 24 * 3_600_000));
        await expect(pending).toContainText(tomorrow);
        await expect(pending).toContainText(money(5000, intl));
        await expect(page.getByTestId('rg-limit-deposit-day')).toContainText(fill(t.rg.rg.current, { amount: money(1000, intl) }));
        await depositCard().getByLabel(t.rg.rg.amount, { exact: true }).fill('900');
        await depositCard().getByRole('button', { name: t.rg.rg.save }).click();
        await expect(page.getByTestId('rg-limit-deposit-day')).toContainText(fill(t.rg.rg.current, { amount: money(900, intl) }));
        await expect(page.getByTestId('rg-limit-deposit-day').getByTestId('rg-pending')).toHaveCount(0);
      });

      await test.step('a daily loss limit of 3: play stops at the round that would cross it', async () => {
        const lossCard = page.locator('section[aria-labelledby="rg-loss-title"]');
        await lossCard.getByLabel(t.rg.rg.amount, { exact: true }).fill('3');
        await lossCard.getByRole('button', { name: t.rg.rg.save }).click();
        await expect(page.getByTestId('rg-limit-loss-day')).toContainText(fill(t.rg.rg.current, { amount: money(3, intl) }));

        const games = await (await page.request.get('/api/games?gameType=RNG&vassalage=PG&pageNo=1')).json();
        const game = (games.list as { gameCode: string; minBet?: string | number }[]).find((g) => g.minBet !== undefined && Number(g.minBet) <= 1)!;
        await page.goto(`${locale.prefix}/seamless?gameCode=${game.gameCode}`);
        const frame = page.frameLocator('[data-testid="game-frame"]');
        await expect(frame.getByTestId('balance')).toHaveText(/\d\.\d{2}/);
        const refusal = pattern(vendorText(locale.name).rg_loss_limit);
        let refused = false;
        for (let round = 0; round < 200 && !refused; round++) {
          await frame.getByTestId('spin').click();
          await expect(frame.getByTestId('spin')).toBeEnabled();
          await expect(frame.getByTestId('result')).not.toHaveText(/…/);
          refused = refusal.test(await frame.getByTestId('result').innerText());
        }
        expect(refused, 'a round is refused by the loss limit').toBe(true);
        const status = await (await page.request.get('/api/responsible-gaming')).json();
        const loss = status.limits.find((l: { kind: string }) => l.kind === 'loss');
        expect(Number(loss.used)).toBeLessThanOrEqual(3);
        expect(Number(loss.used)).toBeGreaterThan(2); // refused only when the next 1.00 would cross it
        expect(await reconcileLedger()).toMatchObject({ ok: true });
      });

      const bank = THAI_BANKS.find((b) => b.code === 'KBANK')!;
      const accountNumber = `7${randomBytes(8).readBigUInt64BE() % 10n ** BigInt(bank.lengths[0] - 1)}`.padEnd(bank.lengths[0], '0');
      await test.step('bind a bank card', async () => {
        await page.goto(`${locale.prefix}/bankCard`);
        const form = page.getByRole('form', { name: t.withdraw.bindTitle });
        await form.getByLabel(t.withdraw.bank, { exact: true }).selectOption({ label: `${bank.nameTh} (${bank.nameEn})` });
        await form.getByLabel(t.withdraw.accountNumber, { exact: true }).fill(accountNumber);
        await form.getByLabel(t.withdraw.fundsPassword, { exact: true }).fill(FUNDS_PASSWORD);
        await form.getByLabel(t.withdraw.confirmFundsPassword, { exact: true }).fill(FUNDS_PASSWORD);
        await form.getByRole('button', { name: t.withdraw.bind }).click();
        await expect(page.getByRole('status').filter({ hasText: t.withdraw.bound })).toBeVisible();
      });

      await test.step('a 24-hour cool-off, confirmed; the operator sees it', async () => {
        await page.goto(`${locale.prefix}/securityCenter/limits`);
        const card = page.locator('section[aria-labelledby="rg-break-title"]');
        await card.getByRole('radio', { name: t.rg.rg.coolOff, exact: true }).check();
        await card.locator('#rg-break-duration').selectOption('24h');
        await card.getByRole('button', { name: t.rg.rg.takeBreak }).click();
        await expect(card.getByText(fill(t.rg.rg.confirmBreak, { kind: t.rg.rg.coolOff, duration: t.rg.rg.durations['24h'] }))).toBeVisible();
        await card.getByRole('alertdialog').getByRole('button', { name: t.rg.rg.takeBreak }).click();
        await expect(page.getByTestId('rg-break')).toContainText(t.rg.rg.coolOff);
        const seen = await (await fetch(`${platformUrl}/admin/members/${username}/responsible-gaming`, { headers: operator })).json();
        expect(seen.value.exclusion).toMatchObject({ kind: 'coolOff' });
      });

      await test.step('during the cool-off: log in again and withdraw; deposits, play and a bonus claim are refused, saying why', async () => {
        await page.context().clearCookies();
        await page.goto(`${locale.prefix}/login`);
        const dialog = page.getByRole('dialog', { name: locale.account.login.title });
        await dialog.locator('#login-username').fill(username);
        await dialog.locator('#login-password').fill(password);
        await dialog.getByRole('button', { name: locale.account.login.submit }).click();
        await expect(page.getByTestId('header-balance')).toBeVisible();

        const before = await memberMoney(username);
        await depositBank(page, t, locale.prefix, '100', payee);
        await expect(page.getByRole('alert').filter({ hasText: pattern(t.rg.rgRefusal.errors.rg_excluded) })).toBeVisible();
        const games = await (await page.request.get('/api/games?gameType=RNG&vassalage=PG&pageNo=1')).json();
        await page.goto(`${locale.prefix}/seamless?gameCode=${games.list[0].gameCode}`);
        await expect(page.getByTestId('game-error')).toContainText(pattern(t.rg.rgRefusal.errors.rg_excluded));
        // No bonus either: a valid promo code is refused, saying why.
        await page.goto(`${locale.prefix}/rewardCenter`);
        const codeForm = page.locator('section[aria-labelledby="reward-code"]');
        await codeForm.getByRole('textbox', { name: t.rewards.promoCode }).fill('WELCOME88');
        await codeForm.getByRole('button', { name: t.rewards.redeem }).click();
        await expect(codeForm.getByRole('alert').filter({ hasText: pattern(t.rg.rgRefusal.errors.rg_excluded) })).toBeVisible();
        expect(await memberMoney(username)).toEqual(before);
        expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });

        await page.goto(`${locale.prefix}/withdraw`);
        await page.getByLabel(t.withdraw.amount, { exact: true }).fill('100');
        await page.getByLabel(t.withdraw.fundsPassword, { exact: true }).fill(FUNDS_PASSWORD);
        await page.getByRole('button', { name: t.withdraw.next }).click();
        await page.getByRole('region', { name: t.withdraw.confirmTitle }).getByRole('button', { name: t.withdraw.confirm }).click();
        await expect(page.getByRole('heading', { name: t.withdraw.receiptTitle })).toBeVisible();
        expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
      });
    });
  });
}
