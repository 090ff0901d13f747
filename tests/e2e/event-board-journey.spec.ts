import { expect, test } from '@playwright/test';
import boardEn from '../../messages/event-board/en.json';
import boardTh from '../../messages/event-board/th.json';
import recordsEn from '../../messages/records/en.json';
import recordsTh from '../../messages/records/th.json';
import { journeyLocales } from '../support/locales';
import { createFundedMember, platformUrl, reconcileLedger, uniqueName } from '../support/platform-admin';
import { satang } from '../support/slot-rounds';
import { logIn } from '../support/log-in';
import { placeFromSlip } from '../support/board-slip';

// Category mapping (issue 14): a member opens a sports vendor's tile and gets the local vendor's
// demo event board, labelled as a demo; bets on a match through the slip; the operator closes and
// settles the event (as `npm run ops -- board event <id>` does); the result, the bet's outcome and
// the balance show, and the bet is in the betting record with its event, pick and odds. Then a
// popup vendor (isGame VASSALAGE) opens its game-list dialog, which Escape closes.
// Markets (issue 30): on a 390×844 phone a member opens the Handicap tab and taps a price; the slip
// opens as a bottom sheet inside the screen with focus in it and the page behind not scrolled;
// Escape closes it; the bet is placed from the sheet and shows in my bets and in the betting
// record with its line in words.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

const TEXT = { th: { board: boardTh, records: recordsTh.records }, en: { board: boardEn, records: recordsEn.records } };


async function operator(path: string) {
  const response = await fetch(`${platformUrl}/admin${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' },
    body: '{}',
  });
  expect(response.ok).toBe(true);
  return (await response.json()).value;
}

for (const locale of journeyLocales('en')) {
  const { board: messages, records } = TEXT[locale.name as 'th' | 'en'];
  const t = messages.eventBoard;
  test.describe(`event board (${locale.name})`, () => {
    test('a sports tile opens the labelled demo board; a bet is settled by the operator, the result and the record show; a popup vendor opens its game list', async ({ page }) => {
      test.setTimeout(180_000);
      const account = uniqueName('evb');
      await createFundedMember(account, '500.00');
      await logIn(page, locale, { username: account, password: 'Cash@2026' });

      // The sports category lists vendor cards; SBOBET's opens the demo board, not a slot.
      await page.goto(`${locale.prefix}/sports`);
      await page.locator('main [data-vassalage="SBO"] button.play').click();
      await expect(page).toHaveURL(/\/eventBoard\?board=sports&gameCode=SBO/);
      await expect(page.getByRole('heading', { level: 1, name: t.title.replace('{board}', t.boards.SPORTS) })).toBeVisible();
      await expect(page.getByTestId('demo-label')).toHaveText(t.demoLabel);
      await expect(page.locator('[data-testid="game-frame"]')).toHaveCount(0);

      // The second match closes 3 to 6 minutes from now: time enough to bet. Its home win goes on the slip.
      const card = page.locator('.event-card').nth(1);
      await expect(card).toBeVisible();
      const eventId = Number(await card.getAttribute('data-event-id'));
      const home = (await card.locator('h3').innerText()).trim();
      expect(home).toContain(t.vs.split('{home}')[1].split('{away}')[0].trim());
      await card.locator('.event-odds button').first().click();
      const slip = page.locator('.event-slip');
      await expect(slip.getByTestId('board-selection')).toBeVisible();
      await slip.getByLabel(t.amount, { exact: true }).fill('10');
      // The board's tick moves the odds each minute: a bet at odds that just moved is refused and the
      // slip shows the new odds, so the member confirms again.
      await expect(async () => {
        await slip.getByRole('button', { name: t.placeBet }).click();
        await slip.getByRole('button', { name: t.confirm }).click();
        await expect(slip.getByRole('status')).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(49_000);
      const myBets = page.locator('.lottery-my-bets');
      await expect(myBets.locator('tbody tr[data-state="placed"]')).toHaveCount(1);

      // The operator closes the event and runs its settlement job now.
      await operator(`/board/events/${eventId}/close`);
      const settled = await operator(`/board/events/${eventId}/settle`);
      expect(settled).toMatchObject({ eventId, settled: true, bets: 1 });
      await page.reload();
      await expect(page.locator(`.event-results [data-event-id="${eventId}"]`)).toContainText(/\d+ – \d+/);
      await expect(page.locator(`.event-results [data-event-id="${eventId}"] .lottery-seed`)).toHaveText(/^[0-9a-f]{64}$/);
      const row = myBets.locator('tbody tr').first();
      await expect(row).toHaveAttribute('data-state', /^(won|lost)$/);
      const won = (await row.getAttribute('data-state')) === 'won';
      await expect(row).toContainText(won ? t.state.won : t.state.lost);
      const payout = satang(await row.locator('td').last().innerText());
      expect(payout > 0).toBe(won);
      await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(49_000 + payout);

      // The betting record lists the bet under Sports with its event, pick and odds.
      await page.goto(`${locale.prefix}/personalHistoryCopy`);
      await page.getByRole('tab', { name: records.gameTypes.SPORTS }).click();
      const record = page.locator('.records tbody tr');
      await expect(record).toHaveCount(1);
      await expect(record.locator('[data-kind="event"]')).toContainText(messages.roundDetail.picks.HOME);

      // A popup vendor (isGame VASSALAGE) on the NEW page opens its game list in a dialog; Escape closes it.
      await page.goto(`${locale.prefix}/new`);
      const vendorLink = page.locator('main [data-vassalage="NLC"] a');
      await vendorLink.click();
      const dialog = page.getByRole('dialog', { name: messages.vendorPopup.title.replace('{vendor}', 'Nolimit City') });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-game-code^="NLC_"]')).toHaveCount(20);
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/new$`));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(vendorLink).toBeFocused();

      expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
    });
  });

  test.describe(`event board markets on a phone (${locale.name})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a handicap price opens the bottom-sheet slip within the screen; the bet shows in my bets and the record with its line in words', async ({ page }) => {
      test.setTimeout(180_000);
      const account = uniqueName('evm');
      await createFundedMember(account, '500.00');
      await logIn(page, locale, { username: account, password: 'Cash@2026' });
      await page.goto(`${locale.prefix}/eventBoard?board=sports&gameCode=SBO_00001`);
      const tabs = page.getByRole('tablist', { name: t.marketsLabel });
      await expect(tabs.getByRole('tab')).toHaveText([t.markets['1X2'], t.markets.HANDICAP, t.markets.OVER_UNDER]);
      await tabs.getByRole('tab', { name: t.markets.HANDICAP }).click();
      await expect(tabs.getByRole('tab', { name: t.markets.HANDICAP })).toHaveAttribute('aria-selected', 'true');

      // The second match's home handicap: its line as shown on the price ("−0.25", "+0.75", "0"…).
      const card = page.locator('.event-card').nth(1);
      const eventId = Number(await card.getAttribute('data-event-id'));
      const price = card.locator('.event-odds[data-market="HANDICAP"] button').first();
      await price.scrollIntoViewIfNeeded();
      const line = (await price.locator('.event-line').innerText()).trim();
      expect(line).toMatch(/^(0|[+−]\d+(\.\d+)?)$/);
      const words = messages.boardLines.handicapHome.replace('{line}', line);
      const scrolled = await page.evaluate(() => window.scrollY);
      await price.click();

      // The sheet: a dialog inside the screen, at its bottom, focus in it, the page not scrolled away.
      const sheet = page.getByRole('dialog', { name: t.slip });
      await expect(sheet).toBeVisible();
      const box = (await sheet.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390.5);
      expect(Math.abs(box.y + box.height - 844)).toBeLessThanOrEqual(1);
      await expect(sheet.getByLabel(t.amount, { exact: true })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expect(sheet.getByTestId('board-selection')).toContainText(words);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Escape closes it and gives focus back to the price; the price opens it again.
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(price).toBeFocused();
      await price.click();
      await expect(sheet).toBeVisible();

      await placeFromSlip(sheet, t, '10');
      await expect(sheet.getByRole('status')).toContainText(words);
      await sheet.getByRole('button', { name: t.closeSlip }).click();
      await expect(sheet).toHaveCount(0);

      const myBets = page.locator('.lottery-my-bets');
      const row = myBets.locator('tbody tr[data-state="placed"]');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(words);
      await expect.poll(async () => satang(await page.getByTestId('header-balance').innerText())).toBe(49_000);

      // Settled by the operator: won, half won, push, half lost or lost, by the line; the record (of settled bets) names the market and line in words too.
      await operator(`/board/events/${eventId}/close`);
      expect(await operator(`/board/events/${eventId}/settle`)).toMatchObject({ eventId, settled: true, bets: 1 });
      await page.reload();
      const settled = myBets.locator('tbody tr').first();
      await expect(settled).toHaveAttribute('data-state', /^(won|half_won|push|half|lost)$/);
      await expect(settled).toContainText(t.state[(await settled.getAttribute('data-state')) as keyof typeof t.state]);
      await expect(settled).toContainText(words);
      await page.goto(`${locale.prefix}/personalHistoryCopy`);
      await page.getByRole('tab', { name: records.gameTypes.SPORTS }).click();
      await expect(page.locator('.records [data-kind="event"]').first()).toContainText(words);
      expect(await reconcileLedger()).toMatchObject({ ok: true, total: '0.00' });
    });
  });
}
