import { expect, test } from '@playwright/test';
import depositEn from '../../messages/deposit/en.json';
import depositTh from '../../messages/deposit/th.json';
import rewardsEn from '../../messages/rewards/en.json';
import rewardsTh from '../../messages/rewards/th.json';
import withdrawEn from '../../messages/withdraw/en.json';
import withdrawTh from '../../messages/withdraw/th.json';
import { journeyLocales } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { playSlotRounds, satang } from '../support/slot-rounds';

// Promotions and the reward center from a member's side, one journey per language, against the
// real platform: the operator defines a deposit promotion (admin API); the member finds it on
// /promotions, opens its page and deposits with it; the operator approves the deposit; the bonus
// arrives as its own entry with its turnover (reward center, bonus details, withdraw page); real
// slot rounds play the turnover off; then the member redeems a promo code, and signs up for a raffle
// that the operator draws: the prize arrives as issued. The ledger reconciles.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXTS = {
  th: { rewards: rewardsTh.rewards as typeof rewardsEn.rewards, deposit: depositTh.deposit as typeof depositEn.deposit, withdraw: withdrawTh.withdraw as typeof withdrawEn.withdraw },
  en: { rewards: rewardsEn.rewards, deposit: depositEn.deposit, withdraw: withdrawEn.withdraw },
};
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', 'Content-Type': 'application/json' };
const money = (cents: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const orderTitle = (message: string) => new RegExp(`^${escape(fill(message, { id: '§' })).replace('§', '(DP[0-9A-Z]{6,30})')}$`);

async function admin(method: string, route: string, body?: unknown) {
  const response = await fetch(`${platformUrl}/admin${route}`, { method, headers: operator, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

for (const locale of journeyLocales('th')) {
  const t = TEXTS[locale.name as 'th' | 'en'];
  const intl = locale.name === 'th' ? 'th' : 'en';

  test.describe(`rewards (${locale.name})`, () => {
    test('a member deposits with a promotion, gets the bonus with its turnover, plays it off, and redeems a promo code', async ({ page }) => {
      test.setTimeout(300_000);
      const username = uniqueName(`rw${locale.name}`);
      const password = 'Reward@2026';
      const payeeName = locale.name === 'th' ? 'สมหญิง ใจดี' : 'Somying Jaidee';
      await createFundedMember(username, '50.00', password, payeeName);
      // A deposit promotion of this run: 10% of the deposit up to 10.00, turnover 2× the bonus.
      const promotionId = `E2E${Date.now().toString(36).toUpperCase()}${locale.name.toUpperCase()}`;
      const title = { en: `Journey bonus ${promotionId}`, th: `โบนัสทดสอบ ${promotionId}` };
      const defined = await admin('PUT', '/promotions', {
        promotionId,
        type: 'DEPOSIT',
        title,
        description: { en: 'Ten per cent on a deposit of 100 or more.', th: 'รับ 10% เมื่อฝาก 100 ขึ้นไป' },
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        percent: '10',
        maxBonus: '10.00',
        minDeposit: '100.00',
        turnoverMultiple: 2,
      });
      expect(defined.body.success).toBe(true);
      const promotionTitle = title[locale.name as 'th' | 'en'];

      await test.step('log in', async () => {
        await page.goto(`${locale.prefix}/login`);
        const dialog = page.getByRole('dialog', { name: locale.account.login.title });
        await dialog.locator('#login-username').fill(username);
        await dialog.locator('#login-password').fill(password);
        await dialog.getByRole('button', { name: locale.account.login.submit }).click();
        await expect(page.getByTestId('header-balance')).toHaveText(/50\.00/);
      });

      await test.step('find the promotion on /promotions, open it, and go to deposit with it', async () => {
        await page.goto(`${locale.prefix}/promotions`);
        const card = page.locator(`#promotion-${promotionId}`);
        await expect(card.getByRole('heading', { name: promotionTitle })).toBeVisible();
        await expect(card).toContainText(fill(t.rewards.bonusPercent, { percent: 10, max: money(1000, intl) }));
        await expect(card).toContainText(fill(t.rewards.turnover, { multiple: 2 }));
        await card.getByRole('link', { name: t.rewards.details }).click();
        await expect(page.getByRole('heading', { level: 1, name: promotionTitle })).toBeVisible();
        await expect(page.getByTestId('promotion-status')).toHaveText(t.rewards.status.JOIN);
        await page.getByRole('link', { name: t.rewards.depositWith }).click();
        await expect(page).toHaveURL(new RegExp(`/depositv2\\?promotionId=${promotionId}$`));
      });

      let depositId = '';
      await test.step('deposit 100 by bank transfer with the promotion chosen', async () => {
        await page.getByLabel(t.deposit.amount, { exact: true }).fill('100');
        await page.getByLabel(t.deposit.payeeName, { exact: true }).fill(payeeName);
        await expect(page.getByLabel(t.deposit.promotion, { exact: true }).locator('option:checked')).toHaveText(promotionTitle);
        await page.getByRole('button', { name: t.deposit.continue }).click();
        await expect(page.getByRole('heading', { name: t.deposit.confirmTitle })).toBeVisible();
        await expect(page.getByText(promotionTitle)).toBeVisible();
        await page.getByRole('button', { name: t.deposit.confirm }).click();
        const heading = page.getByRole('heading', { name: orderTitle(t.deposit.orderTitle) });
        await expect(heading).toBeVisible();
        depositId = orderTitle(t.deposit.orderTitle).exec(await heading.innerText())![1];
        await page.goto(`${locale.prefix}/rewardCenter`);
        await expect(page.locator(`#promotion-${promotionId}`)).toContainText(t.rewards.status.IN_PROGRESS);
      });

      await test.step('the operator approves: the deposit and the bonus arrive, the bonus with its turnover', async () => {
        expect((await admin('POST', `/deposits/${depositId}/approve`, { remark: 'e2e rewards journey' })).status).toBe(200);
        await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(50_00 + 100_00 + 10_00);
        await page.reload();
        const row = page.locator('table.reward-claims tbody tr').filter({ hasText: promotionTitle });
        await expect(row).toContainText(t.rewards.status.ISSUED);
        await expect(row).toContainText(money(10_00, intl));
        await expect(row).toContainText(money(20_00, intl));
        await page.goto(`${locale.prefix}/bonusDetails`);
        await expect(page.locator('main')).toContainText(money(10_00, intl));
      });

      let remaining = 0;
      await test.step('the withdraw page shows the remaining turnover: the deposit’s and the bonus’s', async () => {
        await page.goto(`${locale.prefix}/withdraw`);
        const box = page.locator('section.turnover');
        await expect(box.getByRole('heading', { name: t.withdraw.turnoverTitle })).toBeVisible();
        const cells = box.locator('tbody tr').first().locator('td');
        // Required: 100 (the deposit, 100 %) + 20 (the bonus, 2 × 10); nothing played yet.
        await expect(cells.nth(0)).toHaveText(money(120_00, intl));
        await expect(cells.nth(2)).toHaveText(money(120_00, intl));
        remaining = satang(await cells.nth(2).innerText());
      });

      await test.step('real slot rounds play the turnover off', async () => {
        const play = await playSlotRounds(page, locale.prefix, 20);
        await page.goto(`${locale.prefix}/withdraw`);
        const cells = page.locator('section.turnover tbody tr').first().locator('td');
        await expect(cells.nth(2)).toHaveText(money(remaining - play.stakes, intl));
        const bet = play.stakes / 20;
        await playSlotRounds(page, locale.prefix, Math.ceil((remaining - play.stakes) / bet));
        await page.goto(`${locale.prefix}/withdraw`);
        await expect(page.getByRole('heading', { level: 1, name: t.withdraw.withdrawTitle })).toBeVisible();
        await expect(page.locator('section.turnover')).toHaveCount(0);
      });

      await test.step('redeem a promo code in the reward center', async () => {
        await page.goto(`${locale.prefix}/rewardCenter`);
        const codeForm = page.locator('section[aria-labelledby="reward-code"]');
        const before = satang(await page.getByTestId('header-balance').innerText());
        await codeForm.getByRole('textbox', { name: t.rewards.promoCode }).fill('nosuchcode');
        await codeForm.getByRole('button', { name: t.rewards.redeem }).click();
        await expect(codeForm.getByRole('alert').filter({ hasText: t.rewards.errors.promo_code_invalid })).toBeVisible();
        await codeForm.getByRole('textbox', { name: t.rewards.promoCode }).fill('welcome88');
        await codeForm.getByRole('button', { name: t.rewards.redeem }).click();
        await expect(codeForm.getByRole('status').filter({ hasText: money(88_00, intl) })).toBeVisible();
        // At least the code's 88: the play-off above may also have lifted the member a VIP level, whose
        // upgrade reward lands when a page reads the rank (the exact sums are the integration tests').
        await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBeGreaterThanOrEqual(before + 88_00);
        await codeForm.getByRole('textbox', { name: t.rewards.promoCode }).fill('WELCOME88');
        await codeForm.getByRole('button', { name: t.rewards.redeem }).click();
        await expect(codeForm.getByRole('alert').filter({ hasText: t.rewards.errors.promotion_joined })).toBeVisible();
      });

      await test.step('sign up for a raffle in the reward center; the operator draws it; the prize arrives as issued', async () => {
        const raffleId = `${promotionId}R`;
        const raffleTitle = { en: `Journey raffle ${raffleId}`, th: `ลุ้นโชคทดสอบ ${raffleId}` }[locale.name as 'th' | 'en'];
        const drawAt = new Date(Date.now() + 3_600_000).toISOString();
        const defined = await admin('PUT', '/promotions', {
          promotionId: raffleId,
          type: 'LUCKYBET',
          title: { en: `Journey raffle ${raffleId}`, th: `ลุ้นโชคทดสอบ ${raffleId}` },
          description: { en: 'One winner gets 15.00.', th: 'ผู้โชคดี 1 ท่านรับ 15.00' },
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          fixedAmount: '15.00',
          turnoverMultiple: 1,
          drawAt,
          winners: 1,
        });
        expect(defined.body.success).toBe(true);
        await page.goto(`${locale.prefix}/rewardCenter`);
        const card = page.locator(`#promotion-${raffleId}`);
        await expect(card.getByTestId('raffle-draw')).toBeVisible();
        await card.getByRole('button', { name: t.rewards.join }).click();
        // The card says so, then shows the entry's status once the page refreshes.
        await expect(card.getByText(t.rewards.signedUp).or(card.getByText(t.rewards.status.SIGNED_UP)).first()).toBeVisible();
        await page.reload();
        await expect(card).toContainText(t.rewards.status.SIGNED_UP);

        await expect(page.getByTestId('header-balance')).toHaveText(/\d\.\d{2}/);
        const before = satang(await page.getByTestId('header-balance').innerText());
        const draw = await admin('POST', `/promotions/${raffleId}/draw`);
        expect(draw.body.value).toMatchObject({ entries: 1, winners: [{ paid: true }] });
        await page.reload();
        // At least the prize: a VIP upgrade reward may land too when a page reads the rank (see above).
        await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBeGreaterThanOrEqual(before + 15_00);
        await expect(card.getByTestId('raffle-drawn')).toBeVisible();
        const row = page.locator('table.reward-claims tbody tr').filter({ hasText: raffleTitle });
        await expect(row).toContainText(t.rewards.status.ISSUED);
        await expect(row.getByTestId('raffle-outcome')).toHaveText(t.rewards.raffleWon);
        await expect(row).toContainText(money(15_00, intl));
        await page.goto(`${locale.prefix}/bonusDetails`);
        await expect(page.locator('main')).toContainText(money(15_00, intl));
      });

      expect(await reconcileLedger()).toMatchObject({ ok: true, accountsOff: [], unbalancedEntries: [] });
    });
  });
}
