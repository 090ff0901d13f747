import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { BaccaratResult, LiveTable } from '../../contract/live-table';
import lotteryEn from '../../messages/lottery/en.json';
import lotteryTh from '../../messages/lottery/th.json';
import { journeyLocales, LOCALES } from '../support/locales';
import { logIn } from '../support/log-in';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { satang } from '../support/slot-rounds';

// Live baccarat as a table (issue 30): a member picks a chip, taps Banker three times (the pending
// stake shows on the spot and in its name), confirms, sees the bet in My bets and the balance go
// down; the operator deals the round (as `deal-now` does); the cards turn, the winner's spot is
// highlighted, the road grows by the round, and the bet and the balance show its outcome.
const TEXT = { th: lotteryTh, en: lotteryEn } as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

async function dealNow(): Promise<{ roundId: number; settled: boolean }> {
  const response = await fetch(`${platformUrl}/admin/live/baccarat/deal-now`, { method: 'POST', headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' } });
  expect(response.ok).toBe(true);
  return (await response.json()).value;
}

for (const locale of journeyLocales('th')) {
  const { liveTable: t, liveSpots: spots } = TEXT[locale.name as 'th' | 'en'];
  test(`live baccarat table (${locale.name}): chips on Banker, confirmed, dealt; the road, the result and my bets follow`, async ({ page }) => {
    test.setTimeout(180_000);
    const account = uniqueName('lbt');
    await createFundedMember(account, '500.00');
    await logIn(page, locale, { username: account, password: 'Cash@2026' });

    // A fresh round with its whole betting window (LIVE_BET_MS, 90 s in the tests).
    await dealNow();
    await page.goto(`${locale.prefix}/baccarat`);
    const table: LiveTable = await (await page.request.get('/api/live/baccarat')).json();
    const round = table.current;
    await expect(page.getByRole('heading', { name: fill(t.round, { round: round.roundNo }) })).toBeVisible();
    await expect(page.getByTestId('live-countdown')).toHaveText(new RegExp(fill(t.closesIn, { seconds: '\\d+' })));
    // Reloaded mid-round, the ring shows the share of the betting time that remains, not a full ring.
    await page.reload();
    const ring = async () => {
      const seconds = Number(await page.locator('.live-timer-seconds').innerText());
      const share = Number(await page.locator('.live-timer svg').evaluate((svg) => (svg as SVGElement).style.getPropertyValue('--share')));
      return Math.abs(share - seconds / table.betSeconds) < 0.02;
    };
    await expect.poll(ring).toBe(true);
    const road = page.getByTestId('live-road');
    const roundsBefore = table.road.length;
    if (roundsBefore) await expect(road).toHaveAttribute('data-rounds', String(roundsBefore));

    // The 50 chip, chosen (pressed), three taps on Banker: 150 pending on the spot.
    const felt = page.locator('.live-felt');
    const chip = felt.getByRole('button', { name: fill(t.chip, { amount: '50.00' }), exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const banker = felt.getByRole('button', { name: fill(t.spotAria, { spot: spots.BANKER, odds: '0.95:1' }), exact: true });
    await banker.click();
    // The keyboard works as the finger does.
    const bankerPending = (pending: string) => felt.getByRole('button', { name: fill(t.spotPending, { spot: spots.BANKER, odds: '0.95:1', pending }), exact: true });
    await bankerPending('50.00').focus();
    await page.keyboard.press('Enter');
    await bankerPending('100.00').click();
    await expect(bankerPending('150.00').locator('.live-stake')).toHaveText('150');

    // Nothing moves before the confirmation; then one bet of 150 on Banker.
    await felt.getByRole('button', { name: t.review, exact: true }).click();
    await expect(felt.getByText(fill(t.confirmAll, { round: round.roundNo, bets: `${spots.BANKER} 150.00`, amount: '150.00' }))).toBeVisible();
    await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(50_000);
    await felt.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(t.placedAll, { round: round.roundNo, balance: '350.00' }) })).toBeVisible();
    await expect(bankerPending('150.00')).toHaveCount(0);
    const myBets = page.locator('.lottery-my-bets tbody tr');
    await expect(myBets).toHaveCount(1);
    await expect(myBets.first()).toHaveAttribute('data-state', 'placed');
    await expect(myBets.first()).toContainText(spots.BANKER);
    await expect(myBets.first()).toContainText('150.00');
    await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(35_000);

    // The operator deals and settles the round; the page hears it on its event stream.
    const dealt = await dealNow();
    expect(dealt).toMatchObject({ roundId: round.roundId, settled: true });
    const last = page.getByTestId('live-last');
    await expect(last).toHaveAttribute('data-round', String(round.roundNo), { timeout: 15_000 });
    await expect(last.locator('.live-card').first()).toBeVisible();
    expect(await last.locator('.live-card').count()).toBeGreaterThanOrEqual(4);
    const after: LiveTable = await (await page.request.get('/api/live/baccarat')).json();
    const winner = (after.history.find((r) => r.roundId === round.roundId)!.result as BaccaratResult).winner;
    await expect(last).toContainText(fill(t.winner, { side: spots[winner], round: round.roundNo }));
    await expect(page.locator('.live-spot[data-won]')).toHaveAttribute('data-spot', winner);
    await expect(road).toHaveAttribute('data-rounds', String(Math.min(roundsBefore + 1, 72)));
    await expect(road.locator('.live-bead').last()).toHaveAttribute('data-winner', winner);

    const { state, balance } = { BANKER: { state: 'won', balance: 35_000 + 29_250 }, TIE: { state: 'push', balance: 50_000 }, PLAYER: { state: 'lost', balance: 35_000 } }[winner];
    await expect(myBets.first()).toHaveAttribute('data-state', state);
    await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText()), { timeout: 15_000 }).toBe(balance);
    expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
  });
}

// Each table's board on a phone in both themes: no serious or critical axe finding (contrast of the spots, the
// chips and the roads, names of the tap targets).
test('the four tables pass axe in the dark and the light theme', async ({ page }) => {
  test.setTimeout(180_000);
  const account = uniqueName('lba');
  await createFundedMember(account, '100.00');
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, LOCALES.find((locale) => locale.name === 'th')!, { username: account, password: 'Cash@2026' });
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const path of ['/baccarat', '/dragonTiger', '/roulette', '/sicBo']) {
      await page.goto(path);
      await expect(page.locator('.live-board .live-spot').first()).toBeVisible();
      if (process.env.LIVE_TABLE_SHOTS) await page.screenshot({ path: `${process.env.LIVE_TABLE_SHOTS}/${path.slice(1)}-${theme}.png`, fullPage: true });
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${theme} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      expect(serious).toEqual([]);
    }
  }
});
