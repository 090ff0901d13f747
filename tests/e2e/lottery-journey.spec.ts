import { expect, test } from '@playwright/test';
import lotteryEn from '../../messages/lottery/en.json';
import lotteryTh from '../../messages/lottery/th.json';
import recordsEn from '../../messages/records/en.json';
import recordsTh from '../../messages/records/th.json';
import { journeyLocales } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { playSlotRounds, satang } from '../support/slot-rounds';
import { logIn } from '../support/log-in';

// Spec §2 lottery page and §7 opened numbers: a member fills a slip on the next fast draw, the
// operator draws it (as `npm run ops -- lottery draw FAST` does), the result shows with its seed
// checked in the browser, the win is credited once and the bets are in the betting record (Lotto).
// Then a slot session's seed is revealed and every spin of it verified in the game page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXT = { th: { lottery: lotteryTh.lottery, records: recordsTh.records }, en: { lottery: lotteryEn.lottery, records: recordsEn.records } };
const SLOT_VERIFIED = { th: /ตรวจสอบแล้ว/, en: /^Verified/ };


async function operatorDraw(market: string) {
  const response = await fetch(`${platformUrl}/admin/lottery/draw-now`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: JSON.stringify({ market }),
  });
  expect(response.ok).toBe(true);
}

for (const locale of journeyLocales('th')) {
  const { lottery: t, records } = TEXT[locale.name as 'th' | 'en'];
  test.describe(`lottery (${locale.name})`, () => {
    test('a member bets on the next fast draw, the draw is settled, the win is credited and recorded; a slot round’s seed verifies', async ({ page }) => {
      test.setTimeout(180_000);
      const account = uniqueName('lot');
      await createFundedMember(account, '500.00');
      await logIn(page, locale, { username: account, password: 'Cash@2026' });

      await page.goto(`${locale.prefix}/lottery`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('tab', { name: t.market.FAST })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.lottery-countdown')).toBeVisible();

      // One running digit on each of 0–9 at 1.00: whatever the draw, at least one line wins.
      const slip = page.locator('.lottery-slip');
      const runDigit = slip.getByRole('radio', { name: new RegExp(t.play['1TOP'].replace(/[()]/g, '\\$&')) });
      await runDigit.check();
      await expect(runDigit).toBeChecked();
      await slip.getByLabel(t.amount, { exact: true }).fill('1');
      for (let digit = 0; digit < 10; digit++) {
        await slip.locator('#lottery-number').fill(String(digit));
        await slip.getByRole('button', { name: t.addLine }).click();
      }
      await expect(slip.locator('.lottery-lines tbody tr')).toHaveCount(10);
      await slip.getByRole('button', { name: t.review.replace('{total}', '10.00') }).click();
      await slip.getByRole('button', { name: t.confirm }).click();
      await expect(slip.getByRole('status')).toContainText('10.00');
      await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(49_000);

      await operatorDraw('FAST');
      await page.reload();
      const myBets = page.locator('.lottery-my-bets');
      await expect(myBets.locator('tbody tr')).toHaveCount(10);
      await expect(myBets.locator('tbody tr[data-state="placed"]')).toHaveCount(0);
      const won = myBets.locator('tbody tr[data-state="won"]');
      expect(await won.count()).toBeGreaterThan(0);
      let wins = 0;
      for (const cell of await won.locator('td:last-child').allInnerTexts()) wins += satang(cell);
      await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(49_000 + wins);

      // The result with its revealed seed, checked by the browser against the hash shown before betting.
      const result = page.locator('.lottery-result').first();
      await result.getByRole('button', { name: t.verify }).click();
      await expect(result.getByRole('status')).toContainText(t.verified);

      // The betting record lists the ten bets under Lottery.
      await page.goto(`${locale.prefix}/personalHistoryCopy`);
      await page.getByRole('tab', { name: records.gameTypes.ELOTT }).click();
      await expect(page.locator('.records tbody tr')).toHaveCount(10);

      // A slot session: spin, end the session, and the page verifies the revealed seed.
      await playSlotRounds(page, locale.prefix, 2);
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await expect(frame.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await frame.getByTestId('reveal').click();
      await expect(frame.getByTestId('fair-result')).toHaveText(SLOT_VERIFIED[locale.name as 'th' | 'en'], { timeout: 30_000 });
      await expect(frame.getByTestId('seed')).toContainText(/[0-9a-f]{64}/);

      expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
    });
  });
}
