import { expect, test, type Page } from '@playwright/test';
import loyaltyEn from '../../messages/loyalty/en.json';
import loyaltyTh from '../../messages/loyalty/th.json';
import { journeyLocales } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, setFlag, uniqueName } from '../support/platform-admin';
import { playSlotRounds } from '../support/slot-rounds';

// Loyalty from a member's side, one journey per language, against the real platform: the operator
// sets the slot rebate rate, a VIP ladder and a mission through the admin API; a new member plays
// 20 slot rounds, claims the rebate of those bets once (a second claim gets nothing), reaches the
// next VIP level from the same rounds and sees it in the header's account menu, then sees the
// mission's progress and its own rank and claims the reached milestone. The ledger reconciles.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXTS = { th: loyaltyTh.loyalty as typeof loyaltyEn.loyalty, en: loyaltyEn.loyalty };
const ROUNDS = 20;
const operator = { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '', 'Content-Type': 'application/json' };

async function admin(path: string, body: unknown) {
  const response = await fetch(`${platformUrl}/admin${path}`, { method: 'POST', headers: operator, body: JSON.stringify(body) });
  const json = await response.json();
  if (!json.success) throw new Error(`admin ${path}: ${json.code} ${json.message}`);
  return json.value;
}

const money = (cents: number, locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

async function openAccountMenu(page: Page) {
  await page.getByTestId('header-account').click();
  await expect(page.locator('#account-menu')).toBeVisible();
}

for (const locale of journeyLocales('en')) {
  const t = TEXTS[locale.name as 'th' | 'en'];
  const intl = locale.name === 'th' ? 'th' : 'en';

  test.describe(`loyalty (${locale.name})`, () => {
    test('plays slot rounds, claims the rebate once, reaches the next VIP level and claims a mission milestone; the ledger reconciles', async ({ page }) => {
      test.setTimeout(240_000);
      const username = uniqueName(`lj${locale.name}`);
      const password = 'Loyal@2026';
      const missionTitle = `${locale.name} mission ${username}`;

      await test.step('the operator sets the slot rate, the ladder and a mission', async () => {
        await setFlag('MANPLAYREB3', true);
        await admin('/loyalty/rebate-settings', { series: 'RNG', rate: '1.00', turnoverMultiple: 0, enabled: true });
        await admin('/loyalty/vip-levels', {
          levels: [
            { level: 0, name: 'VIP0', monthlyTurnover: '0', totalTurnover: '0', upgradeReward: '0', turnoverMultiple: 0, rebateBoost: '0' },
            { level: 1, name: 'VIP1', monthlyTurnover: '1.00', totalTurnover: '1.00', upgradeReward: '1.00', turnoverMultiple: 0, rebateBoost: '0' },
            { level: 2, name: 'VIP2', monthlyTurnover: '3000', totalTurnover: '5000', upgradeReward: '58', turnoverMultiple: 1, rebateBoost: '0.10' },
          ],
        });
        await admin('/loyalty/missions', {
          title: { en: missionTitle, th: missionTitle },
          metric: 'rounds',
          series: 'RNG',
          startTime: new Date(Date.now() - 60_000).toISOString(),
          endTime: new Date(Date.now() + 86_400_000).toISOString(),
          milestones: [
            { target: '10', reward: '1.00' },
            { target: '5000', reward: '50.00' },
          ],
        });
        await createFundedMember(username, '200.00', password);
      });

      await test.step('log in and see VIP0 with the way to VIP1', async () => {
        await page.goto(`${locale.prefix}/login`);
        const dialog = page.getByRole('dialog', { name: locale.account.login.title });
        await dialog.locator('#login-username').fill(username);
        await dialog.locator('#login-password').fill(password);
        await dialog.getByRole('button', { name: locale.account.login.submit }).click();
        await expect(page.getByTestId('header-account')).toBeVisible();
        await page.goto(`${locale.prefix}/vip`);
        await expect(page.getByRole('heading', { level: 1, name: t.titles.vip })).toBeVisible();
        await expect(page.getByTestId('vip-level')).toHaveText('VIP0');
        await expect(page.getByText(fill(t.vip.next, { name: 'VIP1' }))).toBeVisible();
        await expect(page.getByRole('progressbar', { name: t.vip.monthly })).toBeVisible();
      });

      const play = await test.step(`play ${ROUNDS} slot rounds`, () => playSlotRounds(page, locale.prefix, ROUNDS));
      // 1.00 % of the stakes, floored to the satang.
      const rebate = Math.floor(play.stakes / 100);

      await test.step('claim the rebate once; a second claim gets nothing', async () => {
        await page.goto(`${locale.prefix}/manualRebate`);
        await expect(page.getByRole('heading', { level: 1, name: t.titles.manualRebate })).toBeVisible();
        // A claim ends a moment before now (rounds still settling): the last rounds show after it.
        await expect(async () => {
          await page.reload();
          await expect(page.getByTestId('rebate-total')).toHaveText(new RegExp(money(rebate, intl).replace('.', '\\.')), { timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await expect(page.getByTestId('rebate-row-RNG')).toContainText(money(play.stakes, intl));
        await page.getByTestId('rebate-claim').click();
        await expect(page.getByText(fill(t.rebate.confirmTitle, { amount: money(rebate, intl) }))).toBeVisible();
        await page.getByTestId('rebate-confirm').click();
        await expect(page.getByTestId('rebate-receipt')).toContainText(money(rebate, intl));
        await expect(page.getByTestId('rebate-records')).toContainText(money(rebate, intl));
        await expect(page.getByTestId('rebate-claim')).toBeDisabled();
        const again = await page.request.post('/api/loyalty/rebate/claim', { headers: { 'Idempotency-Key': crypto.randomUUID() }, data: {} });
        expect(again.status()).toBe(409);
        expect((await again.json()).error.code).toBe('rebate_nothing_to_claim');
      });

      await test.step('reach VIP1 from those rounds and see it in the header menu', async () => {
        await page.goto(`${locale.prefix}/vip`);
        await expect(page.getByTestId('vip-level')).toHaveText('VIP1');
        await openAccountMenu(page);
        await expect(page.getByTestId('header-vip-level')).toHaveText('VIP1');
        await page.keyboard.press('Escape');
      });

      await test.step('see the mission progress and rank, claim the reached milestone', async () => {
        await page.goto(`${locale.prefix}/missionLeaderboard`);
        await expect(page.getByRole('heading', { level: 1, name: t.titles.missionLeaderboard })).toBeVisible();
        const card = page.locator('article', { has: page.getByRole('heading', { name: missionTitle }) });
        await expect(card.getByTestId('mission-progress')).toHaveText(new RegExp(`${ROUNDS}`));
        await expect(card.getByTestId('mission-rank')).toHaveText(/\d/);
        await expect(page.getByTestId('missions-to-claim')).toBeVisible();
        await card.getByTestId('claim-0').click();
        await expect(card.getByText(fill(t.missions.claimedNotice, { amount: money(100, intl) }))).toBeVisible();
        await expect(card.getByTestId('milestone-0')).toContainText(t.missions.claimed);
        await expect(card.getByTestId('milestone-1')).toContainText(t.missions.notReached);
      });

      const report = await reconcileLedger();
      expect(report).toMatchObject({ ok: true, total: '0.00', unbalancedEntries: [], accountsOff: [] });
    });
  });
}
